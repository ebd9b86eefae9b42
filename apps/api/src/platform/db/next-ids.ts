import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { rowsOf } from './raw-rows';

/**
 * Ids for `count` new rows of a table whose integer ids are chosen, not generated (venues,
 * locations, schedules…: the demo seed and the live system's fixtures fix them). They follow the
 * largest id, and the table is locked against other writers until the transaction ends, so two
 * writers never take the same one. Call it inside the transaction that inserts the rows.
 */
export async function nextIds(tx: Database, table: PgTable, count: number): Promise<number[]> {
  if (count === 0) return [];
  const name = getTableConfig(table).name;
  await tx.execute(sql`lock table ${sql.identifier(name)} in share row exclusive mode`);
  const [row] = await rowsOf<{ largest: string | number | null }>(
    tx,
    sql`select max(id) as largest from ${sql.identifier(name)}`,
  );
  const largest = Number(row?.largest ?? 0);
  return Array.from({ length: count }, (_, index) => Math.max(largest, 0) + index + 1);
}

/** A row an import writes: an update of `id`, or a new row taking `id` when given. */
export interface RowToSave {
  /** The row's id: the row to update, or for a new row the id it must have (or null: any). */
  id: number | null;
  isNew: boolean;
}

/**
 * Each row's id, in order: its own, or for a new row the id it asks for (the id an operator's
 * customers already know it by) or else the next free one. Free ids start above every id asked
 * for, so the two never meet.
 */
export async function idsForRows(
  tx: Database,
  table: PgTable,
  rows: readonly RowToSave[],
): Promise<number[]> {
  const wanted = rows.filter((row) => row.isNew && row.id === null).length;
  const asked = rows.flatMap((row) => (row.isNew && row.id !== null ? [row.id] : []));
  const fresh = await nextIds(tx, table, wanted);
  const above = Math.max(0, ...asked) - (fresh[0] ?? Infinity) + 1;
  const shift = above > 0 ? above : 0;
  return rows.map((row) => row.id ?? fresh.shift()! + shift);
}

/** Which of these ids are rows of the table (of the operator's, when the table has an operator). */
export async function existingIds(
  db: Database,
  table: PgTable,
  ids: readonly string[],
  operatorId?: number,
): Promise<Set<string>> {
  const name = getTableConfig(table).name;
  const found = new Set<string>();
  for (let start = 0; start < ids.length; start += 1000) {
    const chunk = ids.slice(start, start + 1000);
    const rows = await rowsOf<{ id: string }>(
      db,
      sql`select id::text as id from ${sql.identifier(name)}
        where id::text in (select jsonb_array_elements_text(${JSON.stringify(chunk)}::jsonb))
        ${operatorId === undefined ? sql`` : sql`and operator_id = ${operatorId}`}`,
    );
    for (const row of rows) found.add(row.id);
  }
  return found;
}
