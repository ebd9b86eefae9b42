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
