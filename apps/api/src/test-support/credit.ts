import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-rows';

/** A customer's account credit, straight from the ledger. */
export async function creditBalanceOf(db: Database, customerId: number): Promise<number> {
  const [row] = await rowsOf<{ balance: number }>(
    db,
    sql`select coalesce(sum(amount_pence), 0)::int as balance from credit_entries
      where customer_id = ${customerId}`,
  );
  return row?.balance ?? 0;
}
