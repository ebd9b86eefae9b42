import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { claimAttemptsToReconcile } from './card-payments.repository';
import { settleCardRefunds } from './card-refunds';
import type { CardTender } from './card-tender';
import type { PaymentProvider } from './payment-provider';

export interface ReconciliationDeps {
  db: Database;
  clock: Clock;
  cardTender: CardTender;
  provider: PaymentProvider;
  /** An attempt with no order this long after it was last touched will never have one. */
  abandonAfterMinutes: number;
}

export interface ReconciliationRun {
  /** Orders whose payment was taken. */
  released: number;
  /** Reservations given back (or attempts whose answer never came, closed). */
  aborted: number;
  /** Card refunds the provider made, and those it refused (their amount went to credit). */
  refunded: number;
  refused: number;
  /** Calls that failed (release, abort, refund); each stays due and is tried again later. */
  failed: number;
}

const BATCH_SIZE = 20;
/** How long one sweep owns the attempts it claimed before another may try them. */
const CLAIM_MS = 5 * 60 * 1000;

/**
 * Finishes every payment attempt left in flight, exactly once: an order written but its payment
 * not released is released; an authorisation (or challenge, or unanswered attempt) that never got
 * an order is aborted. Attempts are claimed with FOR UPDATE SKIP LOCKED, and every move is a
 * conditional update, so several API processes sweep side by side. Then sends card refunds still
 * pending (card-refunds.ts). Runs at start-up and every
 * half minute (background-sweeps.ts).
 */
export async function reconcilePayments(deps: ReconciliationDeps): Promise<ReconciliationRun> {
  const run: ReconciliationRun = { released: 0, aborted: 0, refunded: 0, refused: 0, failed: 0 };
  for (;;) {
    const now = deps.clock.now();
    const claimed = await claimAttemptsToReconcile(deps.db, {
      now,
      staleBefore: new Date(now.getTime() - deps.abandonAfterMinutes * 60_000),
      claimUntil: new Date(now.getTime() + CLAIM_MS),
      limit: BATCH_SIZE,
    });
    for (const attempt of claimed) {
      const isRelease = attempt.status === 'completed';
      // A call that throws is a failure like any other: the claim runs out and it is tried again.
      const isDone = await (
        isRelease ? deps.cardTender.confirm(attempt) : deps.cardTender.undo(attempt)
      ).catch(() => false);
      if (!isDone) run.failed += 1;
      else if (isRelease) run.released += 1;
      else run.aborted += 1;
    }
    if (claimed.length < BATCH_SIZE) break;
  }
  // Refunds go after releases: a refund waits for the payment it returns to be taken.
  const refunds = await settleCardRefunds(deps);
  return {
    ...run,
    refunded: refunds.refunded,
    refused: refunds.refused,
    failed: run.failed + refunds.failed,
  };
}
