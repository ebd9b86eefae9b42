import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** The rows of a hand-written query; both drivers answer `{rows}`. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** A JSON column: parsed by one driver, text from the other. */
export function jsonColumn<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
