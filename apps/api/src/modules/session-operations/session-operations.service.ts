import {
  type ScheduleBookedSessions,
  type SessionCancellation,
  type SessionMove,
  ONLY_MANAGER_OPERATES_SESSIONS,
} from '@lido/contract';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { DomainError, invalid } from '../../errors/domain-error';
import type { Caller } from '../../http/auth-guard';
import { wirePrice } from '../../money';
import { deskStaffOf, findCustomerById, findStaffRole, staffRunsVenue } from '../accounts';
import { releaseHoldsOn } from '../basket';
import {
  cancelBookingsOfCancelledSession,
  findBookedCustomersOn,
  type SessionBookingRefund,
} from '../bookings';
import { queueEmails, type OutgoingEmail } from '../email';
import {
  findBookedSessionsOffRule,
  findOperatedSession,
  markOccurrenceCancelled,
  moveOccurrence,
  type LocalStart,
  type OperatedSession,
  schedules,
  timeOfDay,
} from '../timetable';
import { findOperator } from '../venues';
import { closeWaitlistOf } from '../waitlists';
import { type PayerRefund, sessionCancelledEmail, sessionMovedEmail } from './session-emails';

export interface SessionOperationsDeps {
  db: Database;
  clock: Clock;
  /** Sends a queued card refund to the provider at once; the payments sweep finishes any left. */
  settleCardRefund: (refundId: string) => Promise<unknown>;
}

const NOT_FOUND = 'Unable to complete request, item not found.';
const STARTED_CANNOT_CANCEL = 'This session has already started: it can no longer be cancelled.';
const STARTED_CANNOT_MOVE = 'This session has already started: it can no longer be moved.';
const CANCELLED_CANNOT_MOVE = 'This session has been cancelled: it cannot be moved.';
const MOVE_INTO_PAST = 'The new start must be in the future.';
const MOVE_CLASH = "The session's schedule already has a session starting then.";
const MOVE_NO_SUCH_TIME = 'That time does not exist on that day: the clocks go forward an hour.';

/**
 * The caller as a manager: customers get the desk's "Unauthorised.", receptionists a sentence
 * saying who may.
 */
async function managerOf(db: Database, caller: Caller): Promise<{ staffUserId: number }> {
  const { staffUserId } = deskStaffOf(caller);
  if ((await findStaffRole(db, staffUserId)) !== 'manager') {
    throw new DomainError('FORBIDDEN', ONLY_MANAGER_OPERATES_SESSIONS);
  }
  return { staffUserId };
}

/**
 * The session, locked (see `findOperatedSession`), if the manager runs its venue (any of their
 * operator's: `staffRunsVenue`); another operator's reads as missing.
 */
async function managedSession(
  tx: Database,
  occurrenceId: number,
  staffUserId: number,
): Promise<OperatedSession> {
  const session = await findOperatedSession(tx, occurrenceId, { lock: true });
  if (!session || !(await staffRunsVenue(tx, staffUserId, session.venueId))) {
    throw new DomainError('NOT_FOUND', NOT_FOUND);
  }
  return session;
}

const localTime = (session: Pick<OperatedSession, 'startsAt' | 'timezone'>, at: Date) =>
  timeOfDay(at, session.timezone).format_24_hour;

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
 * Emails to the payers with an address (customers made at the desk may have none: the desk
 * tells them), each built from the payer's first name.
 */
async function emailsToPayers(
  tx: Database,
  payerIds: Iterable<number>,
  build: (payer: { email: string; firstName: string; id: number }) => OutgoingEmail,
): Promise<OutgoingEmail[]> {
  const emails: OutgoingEmail[] = [];
  for (const payerId of payerIds) {
    const payer = await findCustomerById(tx, payerId);
    if (payer?.email)
      emails.push(build({ email: payer.email, firstName: payer.firstName, id: payerId }));
  }
  return emails;
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
  const { staffUserId } = await managerOf(deps.db, caller);
  const currency = (await findOperator(deps.db))?.currencyCode ?? 'GBP';
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const session = await managedSession(tx, occurrenceId, staffUserId);
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

/** The body's new start: `starts_at_local`, else `date` and `time` (the contract asks for one). */
export function localStartOf(body: {
  starts_at_local?: string | undefined;
  date?: string | undefined;
  time?: string | undefined;
}): LocalStart {
  if (body.starts_at_local !== undefined) {
    return { date: body.starts_at_local.slice(0, 10), time: body.starts_at_local.slice(11, 16) };
  }
  return { date: body.date ?? '', time: body.time ?? '' };
}

/**
 * `POST /api/admin/occurrences/:id/move`: a manager of the session's operator moves it to a new
 * local start, keeping its length; its bookings move with it and each payer is emailed, in one
 * transaction. Moving it where it is already changes nothing and emails nobody.
 */
export async function moveSession(
  deps: SessionOperationsDeps,
  caller: Caller,
  occurrenceId: number,
  to: LocalStart,
): Promise<SessionMove> {
  const { staffUserId } = await managerOf(deps.db, caller);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await managedSession(tx, occurrenceId, staffUserId);
    if (before.cancelledAt !== null) throw new DomainError('BOOKING_CLOSED', CANCELLED_CANNOT_MOVE);
    if (before.startsAt.getTime() <= now.getTime()) {
      throw new DomainError('BOOKING_STARTED', STARTED_CANNOT_MOVE);
    }
    const where = (session: OperatedSession) => ({
      date: session.date,
      start_time: localTime(session, session.startsAt),
      end_time: localTime(session, session.endsAt),
    });
    const unchanged = before.date === to.date && where(before).start_time === to.time;
    if (unchanged) {
      return {
        occurrence_id: occurrenceId,
        name: before.name,
        from: where(before),
        to: where(before),
        moved: false,
        customers_emailed: 0,
      };
    }
    const result = await moveOccurrence(tx, before, to);
    if (!result.moved) {
      throw invalid('starts_at_local', result.reason === 'clash' ? MOVE_CLASH : MOVE_NO_SUCH_TIME);
    }
    if (result.startsAt.getTime() <= now.getTime())
      throw invalid('starts_at_local', MOVE_INTO_PAST);
    const after: OperatedSession = {
      ...before,
      date: result.date,
      startsAt: result.startsAt,
      endsAt: result.endsAt,
    };
    const payers = new Set((await findBookedCustomersOn(tx, occurrenceId)).map((b) => b.payerId));
    const emails = await emailsToPayers(tx, payers, (payer) =>
      sessionMovedEmail({ to: payer.email, firstName: payer.firstName, before, after, now }),
    );
    await queueEmails(tx, emails, now);
    return {
      occurrence_id: occurrenceId,
      name: after.name,
      from: where(before),
      to: where(after),
      moved: true,
      customers_emailed: emails.length,
    };
  });
}

/**
 * `GET /api/admin/schedules/:id/booked-sessions`: the schedule's rule and its future sessions
 * with places taken that no longer match it (a manager of its operator; another operator's
 * schedule reads as missing).
 */
export async function listBookedSessionsOffRule(
  deps: SessionOperationsDeps,
  caller: Caller,
  scheduleId: number,
): Promise<ScheduleBookedSessions> {
  const { staffUserId } = await managerOf(deps.db, caller);
  const [schedule] = await deps.db.select().from(schedules).where(eq(schedules.id, scheduleId));
  if (!schedule || !(await staffRunsVenue(deps.db, staffUserId, schedule.venueId))) {
    throw new DomainError('NOT_FOUND', NOT_FOUND);
  }
  const sessions = await findBookedSessionsOffRule(deps.db, scheduleId, deps.clock.now());
  return {
    schedule_id: scheduleId,
    name: schedule.name,
    rule: {
      weekday: schedule.weekday,
      start_time: schedule.startTime.slice(0, 5),
      duration_minutes: schedule.durationMinutes,
      capacity: schedule.capacity,
      location_id: schedule.locationId,
      starts_on: schedule.startsOn,
      ends_on: schedule.endsOn,
    },
    sessions: sessions.map((session) => ({
      occurrence_id: session.occurrenceId,
      date: session.date,
      start_time: session.startTime,
      end_time: session.endTime,
      bookings: session.booked,
      capacity: session.capacity,
      differences: session.differences,
      rule_start_time: session.ruleStartTime,
    })),
  };
}
