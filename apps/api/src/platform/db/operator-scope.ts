import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Runs `work` in a transaction that names the operator (`lido.operator_id`, for this transaction
 * alone): the database's row-level security (migration 0054) then shows and lets the application
 * write only that operator's rows of every table an operator owns, so a query that forgot its
 * `where operator_id` reads nothing of another operator's. For a member of staff's reads of
 * people and settings; not around a payment, whose steps must each commit on their own.
 * `work` runs on the transaction's one connection: its queries one after another, not in a
 * `Promise.all` (node-postgres refuses a query while one is running).
 */
export async function withinOperator<T>(
  db: Database,
  operatorId: number,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('lido.operator_id', ${String(operatorId)}, true)`);
    return work(tx);
  });
}
