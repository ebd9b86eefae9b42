import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { cardTransactions, savedCards } from './payments.tables';

/** Whether money is still moving for the customer: a card payment or a refund not yet settled. */
export async function hasPaymentInFlight(db: Database, customerId: number): Promise<boolean> {
  const [row] = await rowsOf<{ open: boolean }>(
    db,
    sql`select exists (
        select 1 from card_transactions where customer_id = ${customerId}
          and status in ('pending', 'challenge', 'authorised', 'aborting')
      ) or exists (
        select 1 from card_refunds where customer_id = ${customerId} and status = 'pending'
      ) or exists (
        select 1 from payments where customer_id = ${customerId} and status = 'pending'
      ) as open`,
  );
  return Boolean(row?.open);
}

/**
 * Closing an account forgets its saved cards and the cardholder's name and billing details on its
 * card payments; the payments themselves (amount, date, reference, last four digits) are kept as
 * the records of money taken that the law requires.
 */
export async function eraseCardholderDataOf(tx: Database, customerId: number): Promise<void> {
  await tx.delete(savedCards).where(eq(savedCards.customerId, customerId));
  await tx
    .update(cardTransactions)
    .set({ cardHolderName: null, billingDetails: null })
    .where(eq(cardTransactions.customerId, customerId));
}
