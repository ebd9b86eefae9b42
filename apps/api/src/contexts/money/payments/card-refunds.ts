import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { recordCreditEntry } from '../credit-ledger';
import type { PaymentProvider } from './payment-provider';
import { cardRefunds, cardTransactions, payments, type CardRefundRow } from './payments.tables';

export interface CardRefundDeps {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
}

/** How long one sweep owns the refunds it claimed before another may try them. */
const CLAIM_MS = 5 * 60 * 1000;
const BATCH_SIZE = 20;

export type QueuedRefund =
  { queued: true; refundId: string; amountPence: number } | { queued: false };

/**
 * Records a refund to the card that paid for an order, inside the caller's transaction (the
 * cancellation that causes it), so the two are written together or not at all; the provider is
 * called after the commit (settleCardRefund, or the sweep). The card gets back at most what it
 * paid less what is already refunded to it: the answer says how much was queued, and the caller
 * gives the rest as account credit (an order paid partly by credit). `queued: false`, recording
 * nothing, when no card paid for the order or nothing is left to refund to it.
 */
export async function queueCardRefund(
  db: Database,
  {
    orderId,
    amountPence,
    description,
    now,
    staffUserId = null,
  }: {
    orderId: number;
    amountPence: number;
    description: string;
    now: Date;
    /** The member of staff who refunded it at the desk (its row counts in their takings). */
    staffUserId?: number | null;
  },
): Promise<QueuedRefund> {
  if (amountPence <= 0) return { queued: false };
  // Locked, so two cancellations of one order's bookings cannot both refund its last pounds.
  const [paid] = await rowsOf<{ id: string; customer_id: number; amount_pence: number }>(
    db,
    sql`select id, customer_id, amount_pence from card_transactions
      where order_id = ${orderId} and status in ('completed', 'released')
      order by created_at limit 1 for update`,
  );
  if (!paid) return { queued: false };
  const [refunded] = await rowsOf<{ pence: number }>(
    db,
    sql`select coalesce(sum(amount_pence), 0)::int as pence from card_refunds
      where card_transaction_id = ${paid.id} and status in ('pending', 'refunded')`,
  );
  const toCard = Math.min(amountPence, paid.amount_pence - (refunded?.pence ?? 0));
  if (toCard <= 0) return { queued: false };

  const refundId = randomUUID();
  const [payment] = await db
    .insert(payments)
    .values({
      customerId: paid.customer_id,
      orderId,
      // Money returned is negative; pending until the provider confirms it.
      amountPence: -toCard,
      tenderType: 'card',
      status: 'pending',
      reference: refundId,
      description,
      staffUserId,
      createdAt: now,
    })
    .returning({ id: payments.id });
  await db.insert(cardRefunds).values({
    id: refundId,
    cardTransactionId: paid.id,
    paymentId: payment!.id,
    customerId: paid.customer_id,
    orderId,
    amountPence: toCard,
    description,
    createdAt: now,
    updatedAt: now,
  });
  return { queued: true, refundId, amountPence: toCard };
}

/**
 * Claims pending refunds whose card payment has been taken (a refund of money still only held
 * would be refused), oldest first, skipping those another process holds.
 */
async function claimRefunds(
  db: Database,
  { now, ids }: { now: Date; ids?: readonly string[] },
): Promise<(CardRefundRow & { providerPaymentId: string })[]> {
  const due = db
    .select({ id: cardRefunds.id })
    .from(cardRefunds)
    .innerJoin(cardTransactions, eq(cardTransactions.id, cardRefunds.cardTransactionId))
    .where(
      and(
        eq(cardRefunds.status, 'pending'),
        eq(cardTransactions.status, 'released'),
        or(isNull(cardRefunds.claimedUntil), lte(cardRefunds.claimedUntil, now)),
        ids ? inArray(cardRefunds.id, [...ids]) : undefined,
      ),
    )
    .orderBy(cardRefunds.createdAt)
    .limit(BATCH_SIZE)
    .for('update', { of: cardRefunds, skipLocked: true });
  const claimed = await db
    .update(cardRefunds)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(inArray(cardRefunds.id, due))
    .returning();
  if (claimed.length === 0) return [];
  const transactions = await db
    .select({ id: cardTransactions.id, providerId: cardTransactions.providerTransactionId })
    .from(cardTransactions)
    .where(
      inArray(
        cardTransactions.id,
        claimed.map((refund) => refund.cardTransactionId),
      ),
    );
  const providerIds = new Map(transactions.map((row) => [row.id, row.providerId]));
  return claimed.flatMap((refund) => {
    const providerPaymentId = providerIds.get(refund.cardTransactionId);
    return providerPaymentId ? [{ ...refund, providerPaymentId }] : [];
  });
}

/** Moves a claimed refund on, once, by conditional updates: a second sweep finds it settled. */
async function settle(
  deps: CardRefundDeps,
  refund: CardRefundRow & { providerPaymentId: string },
): Promise<'refunded' | 'refused' | 'failed'> {
  const outcome = await deps.provider
    .refund({
      reference: refund.id,
      transactionId: refund.providerPaymentId,
      amountPence: refund.amountPence,
      description: refund.description,
    })
    .catch((error: unknown) => ({
      kind: 'unavailable' as const,
      message: error instanceof Error ? error.message : String(error),
    }));
  const now = deps.clock.now();
  const pending = and(eq(cardRefunds.id, refund.id), eq(cardRefunds.status, 'pending'));
  if (outcome.kind === 'unavailable') {
    // Nothing is known: the next sweep asks again under the same reference.
    await deps.db
      .update(cardRefunds)
      .set({
        claimedUntil: null,
        failedAttempts: sql`${cardRefunds.failedAttempts} + 1`,
        lastError: outcome.message,
        updatedAt: now,
      })
      .where(pending);
    return 'failed';
  }
  return deps.db.transaction(async (tx) => {
    if (outcome.kind === 'refused') {
      const [moved] = await tx
        .update(cardRefunds)
        .set({ status: 'refused', lastError: outcome.message, claimedUntil: null, updatedAt: now })
        .where(pending)
        .returning();
      if (moved) {
        await tx.update(payments).set({ status: 'failed' }).where(eq(payments.id, moved.paymentId));
        // The customer is owed the money either way: it goes to their account credit.
        await recordCreditEntry(tx, {
          customerId: moved.customerId,
          kind: 'general',
          movement: 'refund',
          amountPence: moved.amountPence,
          orderId: moved.orderId,
          reason: `${moved.description} (the card refund was refused)`,
          createdAt: now,
        });
      }
      return 'refused';
    }
    const [moved] = await tx
      .update(cardRefunds)
      .set({
        status: 'refunded',
        providerTransactionId: outcome.kind === 'done' ? outcome.transactionId : null,
        claimedUntil: null,
        updatedAt: now,
      })
      .where(pending)
      .returning();
    if (moved) {
      await tx
        .update(payments)
        .set({ status: 'succeeded' })
        .where(eq(payments.id, moved.paymentId));
    }
    return 'refunded';
  });
}

export interface RefundRun {
  refunded: number;
  refused: number;
  failed: number;
}

/** Sends every pending card refund whose payment has been taken (the reconciliation sweep). */
export async function settleCardRefunds(deps: CardRefundDeps): Promise<RefundRun> {
  const run: RefundRun = { refunded: 0, refused: 0, failed: 0 };
  for (;;) {
    const claimed = await claimRefunds(deps.db, { now: deps.clock.now() });
    for (const refund of claimed) run[await settle(deps, refund)] += 1;
    if (claimed.length < BATCH_SIZE) return run;
  }
}

/**
 * Sends one refund at once, right after the cancellation that queued it commits, so the money
 * starts back without waiting for the sweep; if it cannot go now, the sweep sends it later.
 */
export async function settleCardRefund(deps: CardRefundDeps, refundId: string): Promise<void> {
  const [refund] = await claimRefunds(deps.db, { now: deps.clock.now(), ids: [refundId] });
  if (refund) await settle(deps, refund);
}
