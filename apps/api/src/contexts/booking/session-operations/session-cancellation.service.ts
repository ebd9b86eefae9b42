import { type SessionCancellation } from '@lido/contract';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { wirePrice } from '../../../platform/money';
import { releaseHoldsOn } from '../basket';
import { cancelBookingsOfCancelledSession, type SessionBookingRefund } from '../bookings';
import { recordDeskAction } from '../../people/desk-audit';
import { queueEmails } from '../../people/email';
import { markOccurrenceCancelled } from '../../timetable/timetable';
import { findOperator } from '../../venue-setup/venues';
import { closeWaitlistOf } from '../waitlists';
import {
  emailsToPayers,
  localTime,
  managedSession,
  managerOf,
  type SessionOperationsDeps,
} from './managed-sessions';
import { type PayerRefund, sessionCancelledEmail } from './session-emails';

const STARTED_CANNOT_CANCEL = 'This session has already started: it can no longer be cancelled.';

/** One refund total per payer: a family lead who paid for three places gets one email. */
function refundsByPayer(refunds: readonly SessionBookingRefund[]): Map<number, PayerRefund> {
  const byPayer = new Map<number, PayerRefund>();
  for (const refund of refunds) {
    const total = byPayer.get(refund.payerId) ?? { places: 0, cardPence: 0, creditPence: 0 };
    total.places += refund.quantity;
    total.cardPence += refund.cardPence;
    total.creditPence += refund.creditPence;
    byPayer.set(refund.payerId, total);
  }
  return byPayer;
}

/**
 * `POST /api/admin/occurrences/:id/cancel`: a manager of the session's operator cancels it. In one
 * transaction, with the session locked (so a checkout booking it either finishes first, and its
 * bookings are cancelled here, or waits and is refused): the session is marked cancelled (off
 * the timetable, its day's cached availability invalidated by the write), basket holds on it
 * let go of, every booking cancelled with its full price back where the activity's policy sends
 * refunds (no fee: the venue cancelled), the waitlist closed, and each payer emailed why and
 * where the money went. Card refunds go to the provider after the commit. A cancelled session
 * answers what it was cancelled with and changes nothing.
 */
export async function cancelSession(
  deps: SessionOperationsDeps,
  caller: Caller,
  occurrenceId: number,
  reason: string,
): Promise<SessionCancellation> {
  const manager = managerOf(caller);
  const staffUserId = manager.userId;
  const currency = (await findOperator(deps.db))?.currencyCode ?? 'GBP';
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const session = await managedSession(tx, occurrenceId, manager);
    if (session.cancelledAt !== null) {
      return { session, already: true, holds: 0, refunds: [], waitlist: 0, emailed: 0 };
    }
    if (session.startsAt.getTime() <= now.getTime()) {
      throw new DomainError('BOOKING_STARTED', STARTED_CANNOT_CANCEL);
    }
    await markOccurrenceCancelled(tx, occurrenceId, { reason, now });
    const holds = await releaseHoldsOn(tx, occurrenceId);
    const refunds = await cancelBookingsOfCancelledSession(tx, {
      occurrenceId,
      categoryId: session.categoryId,
      now,
    });
    const waitlist = await closeWaitlistOf(tx, occurrenceId, now);
    const byPayer = refundsByPayer(refunds);
    const emails = await emailsToPayers(tx, byPayer.keys(), (payer) =>
      sessionCancelledEmail({
        to: payer.email,
        firstName: payer.firstName,
        session,
        reason,
        refund: byPayer.get(payer.id) ?? { places: 0, cardPence: 0, creditPence: 0 },
        currency,
        now,
      }),
    );
    await queueEmails(tx, emails, now);
    await recordDeskAction(tx, {
      staffUserId,
      venueId: session.venueId,
      action: 'session-cancelled',
      customerId: null,
      orderId: null,
      details: {
        occurrence_id: occurrenceId,
        before: { cancelled: false },
        after: { cancelled: true, reason },
        bookings_cancelled: refunds.length,
        waitlist_closed: waitlist,
      },
      now,
    });
    return {
      session: { ...session, cancelledAt: now, cancelledReason: reason },
      already: false,
      holds,
      refunds,
      waitlist,
      emailed: emails.length,
    };
  });
  // The refunds are recorded with the cancellation; a failure here leaves them to the sweep.
  await Promise.all(
    outcome.refunds
      .flatMap((refund) => (refund.cardRefundId ? [refund.cardRefundId] : []))
      .map((id) => deps.settleCardRefund(id).catch(() => undefined)),
  );
  const { session } = outcome;
  const total = (pick: (refund: SessionBookingRefund) => number) =>
    outcome.refunds.reduce((sum, refund) => sum + pick(refund), 0);
  return {
    occurrence_id: occurrenceId,
    name: session.name,
    date: session.date,
    start_time: localTime(session, session.startsAt),
    cancelled_at: (session.cancelledAt ?? now).toISOString(),
    reason: session.cancelledReason ?? reason,
    already_cancelled: outcome.already,
    bookings_cancelled: outcome.refunds.length,
    refunded_to_card: wirePrice(
      total((refund) => refund.cardPence),
      currency,
    ),
    refunded_to_credit: wirePrice(
      total((refund) => refund.creditPence),
      currency,
    ),
    holds_released: outcome.holds,
    waitlist_closed: outcome.waitlist,
    customers_emailed: outcome.emailed,
  };
}
