import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { cardTransactions } from './payments.tables';

/**
 * Which of these orders a card transaction paid for (released, or ordered and about to be): only
 * those can be refunded to the card, so My account says where a cancellation's refund would go.
 */
export async function findCardPaidOrders(
  db: Database,
  orderIds: readonly number[],
): Promise<ReadonlySet<number>> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ orderId: cardTransactions.orderId })
    .from(cardTransactions)
    .where(
      and(
        inArray(cardTransactions.orderId, ids),
        inArray(cardTransactions.status, ['completed', 'released']),
      ),
    );
  return new Set(rows.map((row) => Number(row.orderId)));
}
