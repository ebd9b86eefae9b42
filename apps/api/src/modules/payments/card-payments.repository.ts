import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  cardTransactions,
  payments,
  savedCards,
  type CardTransactionStatus,
} from './payments.tables';

export type CardTransactionRow = typeof cardTransactions.$inferSelect;
export type SavedCardRow = typeof savedCards.$inferSelect;

export async function insertCardTransaction(
  db: Database,
  row: typeof cardTransactions.$inferInsert,
): Promise<void> {
  await db.insert(cardTransactions).values(row);
}

export async function updateCardTransaction(
  db: Database,
  id: string,
  changes: Partial<Omit<CardTransactionRow, 'id'>>,
): Promise<void> {
  await db.update(cardTransactions).set(changes).where(eq(cardTransactions.id, id));
}

export async function findCardTransaction(
  db: Database,
  id: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<CardTransactionRow | undefined> {
  const query = db.select().from(cardTransactions).where(eq(cardTransactions.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** A live authorisation of this very basket content, so paying twice is never needed. */
export async function findOpenTransactionForBasket(
  db: Database,
  cartId: number,
  itemHash: string,
  statuses: readonly CardTransactionStatus[],
): Promise<CardTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(cardTransactions)
    .where(
      and(
        eq(cardTransactions.cartId, cartId),
        eq(cardTransactions.itemHash, itemHash),
        inArray(cardTransactions.status, [...statuses]),
      ),
    )
    .orderBy(desc(cardTransactions.createdAt))
    .limit(1);
  return row;
}

export async function findLatestSavedCard(
  db: Database,
  customerId: number,
): Promise<SavedCardRow | undefined> {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(eq(savedCards.customerId, customerId))
    .orderBy(desc(savedCards.createdAt), desc(savedCards.id))
    .limit(1);
  return row;
}

export async function findSavedCard(
  db: Database,
  customerId: number,
  savedCardId: number,
): Promise<SavedCardRow | undefined> {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.customerId, customerId), eq(savedCards.id, savedCardId)));
  return row;
}

export async function saveCard(db: Database, row: typeof savedCards.$inferInsert): Promise<void> {
  await db.insert(savedCards).values(row).onConflictDoNothing();
}

export async function recordPayment(
  db: Database,
  row: typeof payments.$inferInsert,
): Promise<void> {
  await db.insert(payments).values(row);
}

export async function listOrderPayments(db: Database, orderId: number) {
  return db
    .select({
      tenderType: payments.tenderType,
      amountPence: payments.amountPence,
      reference: payments.reference,
      cardType: cardTransactions.cardType,
      lastFourDigits: cardTransactions.lastFourDigits,
    })
    .from(payments)
    .leftJoin(cardTransactions, eq(cardTransactions.orderId, payments.orderId))
    .where(eq(payments.orderId, orderId));
}
