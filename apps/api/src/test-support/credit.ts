import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { rowsOf } from '../platform/db/raw-rows';
import { recordCreditEntry } from '../contexts/money/credit-ledger';
import { TEST_NOW } from './test-clock';

/** A customer's account credit, straight from the ledger. */
export async function creditBalanceOf(db: Database, customerId: number): Promise<number> {
  const [row] = await rowsOf<{ balance: number }>(
    db,
    sql`select coalesce(sum(amount_pence), 0)::int as balance from credit_entries
      where customer_id = ${customerId}`,
  );
  return row?.balance ?? 0;
}

/** Adds general credit to a customer's ledger (an adjustment), as a refund to credit would. */
export async function grantCredit(db: Database, customerId: number, amountPence: number) {
  await recordCreditEntry(db, {
    customerId,
    kind: 'general',
    movement: 'adjustment',
    amountPence,
    reason: 'Test credit',
    createdAt: TEST_NOW,
  });
}
