import { sql, type SQL } from 'drizzle-orm';

/**
 * `column in (…ids)` for raw SQL, each id a bound parameter; an empty list matches nothing (SQL
 * has no empty `in ()`).
 */
export function inList(column: SQL, ids: readonly (number | string)[]): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}
