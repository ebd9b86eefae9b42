import { and, asc, eq, or } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import type { OrderPayment } from './payment-descriptions';
import { cardRefunds, cardTransactions, payments } from './payments.tables';

/**
 * An order's payment rows in the order they were written: what each tender paid, and (negative)
 * what was given back as it. A card row names the card it was: a payment its own attempt's,
 * matched by the reference it carries; a refund the attempt it refunded. No other row names one:
 * an order paid partly by credit has one card attempt, and it is not the credit's.
 */
export async function listOrderPayments(db: Database, orderId: number): Promise<OrderPayment[]> {
  return db
    .select({
      tenderType: payments.tenderType,
      amountPence: payments.amountPence,
      reference: payments.reference,
      cardType: cardTransactions.cardType,
      lastFourDigits: cardTransactions.lastFourDigits,
    })
    .from(payments)
    .leftJoin(cardRefunds, eq(cardRefunds.paymentId, payments.id))
    .leftJoin(
      cardTransactions,
      and(
        eq(payments.tenderType, 'card'),
        eq(cardTransactions.orderId, payments.orderId),
        or(
          eq(cardTransactions.providerTransactionId, payments.reference),
          eq(cardTransactions.reference, payments.reference),
          eq(cardTransactions.id, cardRefunds.cardTransactionId),
        ),
      ),
    )
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id));
}

/** What paid for an order, as its confirmation says: the rows that took money, not refunds. */
export const paidOnly = (rows: readonly OrderPayment[]): OrderPayment[] =>
  rows.filter((row) => row.amountPence > 0);
