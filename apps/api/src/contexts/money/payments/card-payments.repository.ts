import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { ofOperatorsCustomer } from '../../../read/operator-scope';
import { rowsOf } from '../../../platform/db/raw-rows';
import {
  cardTransactions,
  payments,
  savedCards,
  liveCardTransactionStatuses,
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

type CardTransactionChanges = Partial<Omit<CardTransactionRow, 'id' | 'status'>>;

/**
 * Moves a payment attempt to `to` only if it is still in one of `from`: the one way an attempt's
 * state changes, so two processes (a completion and the reconciliation sweep, say) can never both
 * act on it. Answers the moved row, or undefined when someone else moved it first.
 */
export async function moveCardTransaction(
  db: Database,
  id: string,
  from: readonly CardTransactionStatus[],
  to: CardTransactionStatus,
  changes: CardTransactionChanges & { updatedAt: Date },
): Promise<CardTransactionRow | undefined> {
  const [row] = await db
    .update(cardTransactions)
    .set({ ...changes, status: to })
    .where(and(eq(cardTransactions.id, id), inArray(cardTransactions.status, [...from])))
    .returning();
  return row;
}

/** Records a release or abort that failed, for the next sweep and for staff. */
export async function noteFailedInstruction(
  db: Database,
  id: string,
  error: string,
  now: Date,
): Promise<void> {
  await db
    .update(cardTransactions)
    .set({
      failedInstructions: sql`${cardTransactions.failedInstructions} + 1`,
      lastError: error.slice(0, 500),
      updatedAt: now,
    })
    .where(eq(cardTransactions.id, id));
}

/** The live (pending, challenge or authorised) attempt of a basket, if there is one. */
export async function findLiveTransactionForBasket(
  db: Database,
  cartId: number,
): Promise<CardTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(cardTransactions)
    .where(
      and(
        eq(cardTransactions.cartId, cartId),
        inArray(cardTransactions.status, [...liveCardTransactionStatuses]),
      ),
    );
  return row;
}

/** The live attempt at a membership's first payment, if there is one. */
export async function findLiveTransactionForMembership(
  db: Database,
  membershipId: number,
): Promise<CardTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(cardTransactions)
    .where(
      and(
        eq(cardTransactions.membershipId, membershipId),
        inArray(cardTransactions.status, [...liveCardTransactionStatuses]),
      ),
    );
  return row;
}

/**
 * Claims up to `limit` attempts the reconciliation sweep must finish, with FOR UPDATE SKIP LOCKED
 * so several API processes never take the same one, and marks them claimed until `claimUntil`.
 * Due: an order written but not released; a release or abort under way; an authorisation (or a
 * challenge, or an attempt whose answer never came) with no order, untouched since `staleBefore`.
 */
export async function claimAttemptsToReconcile(
  db: Database,
  {
    now,
    staleBefore,
    claimUntil,
    limit,
  }: {
    now: Date;
    staleBefore: Date;
    claimUntil: Date;
    limit: number;
  },
): Promise<CardTransactionRow[]> {
  const due = db
    .select({ id: cardTransactions.id })
    .from(cardTransactions)
    .where(
      and(
        or(isNull(cardTransactions.claimedUntil), lte(cardTransactions.claimedUntil, now)),
        or(
          inArray(cardTransactions.status, ['completed', 'aborting']),
          and(
            inArray(cardTransactions.status, [...liveCardTransactionStatuses]),
            isNull(cardTransactions.orderId),
            lt(cardTransactions.updatedAt, staleBefore),
          ),
        ),
      ),
    )
    .orderBy(asc(cardTransactions.updatedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(cardTransactions)
    .set({ claimedUntil: claimUntil })
    .where(inArray(cardTransactions.id, due))
    .returning();
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

/**
 * A card payment recorded with its order (or its membership) becomes taken once the provider
 * released it; the payment carries the attempt's reference at the provider.
 */
export async function markCardPaymentTaken(db: Database, reference: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'succeeded' })
    .where(
      and(
        eq(payments.reference, reference),
        eq(payments.tenderType, 'card'),
        eq(payments.status, 'pending'),
      ),
    );
}

export async function recordPayment(
  db: Database,
  row: typeof payments.$inferInsert,
): Promise<void> {
  await db.insert(payments).values(row);
}

// Reconciliation report: a day is the operator's calendar day in Europe/London.

const onDay = (column: string, date: string) =>
  sql`(${sql.raw(column)} at time zone 'Europe/London')::date = ${date}::date`;

export interface AmountByState {
  count: number;
  amount_pence: number;
}

/** Payments recorded against that day's orders of the operator's customers, by tender and state. */
export async function summarisePayments(db: Database, date: string, operatorId: number) {
  return rowsOf<AmountByState & { tender_type: string; status: string }>(
    db,
    sql`select tender_type, status, count(*)::int as count, coalesce(sum(amount_pence), 0)::int as amount_pence
      from payments where ${onDay('created_at', date)}
        and ${ofOperatorsCustomer(sql`payments.customer_id`, operatorId)}
      group by tender_type, status order by tender_type, status`,
  );
}

/** Card payment attempts the operator's customers started that day, by state. */
export async function summariseAttempts(db: Database, date: string, operatorId: number) {
  return rowsOf<AmountByState & { status: string }>(
    db,
    sql`select status, count(*)::int as count, coalesce(sum(amount_pence), 0)::int as amount_pence
      from card_transactions where ${onDay('created_at', date)}
        and ${ofOperatorsCustomer(sql`card_transactions.customer_id`, operatorId)}
      group by status order by status`,
  );
}

/**
 * Attempts started that day that still hold, or may hold, money without being settled: ordered
 * but not released, being aborted, or live with no order since before `staleBefore`; and any
 * whose release or abort failed and is not yet finished.
 */
export async function listAttemptsNeedingAttention(
  db: Database,
  date: string,
  staleBefore: Date,
  operatorId: number,
): Promise<CardTransactionRow[]> {
  return db
    .select()
    .from(cardTransactions)
    .where(
      and(
        onDay('card_transactions.created_at', date),
        ofOperatorsCustomer(sql`card_transactions.customer_id`, operatorId),
        or(
          inArray(cardTransactions.status, ['completed', 'aborting']),
          and(
            inArray(cardTransactions.status, [...liveCardTransactionStatuses]),
            lt(cardTransactions.updatedAt, staleBefore),
          ),
        ),
      ),
    )
    .orderBy(asc(cardTransactions.createdAt));
}
