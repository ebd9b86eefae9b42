import { sql, type SQL } from 'drizzle-orm';

/**
 * `column = any($1)` for raw SQL: the ids travel as one array parameter, so the query's text is
 * the same whatever their number (a day of courts names a hundred and more sessions: one
 * parameter each cost the API more to build and the database more to parse than the lookup
 * itself). An empty list matches nothing.
 */
export function inList(column: SQL, ids: readonly (number | string)[]): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`${column} = any(${sql.param([...ids])})`;
}
