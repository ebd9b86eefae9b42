import { type SessionMove } from '@lido/contract';
import type { Caller } from '../../../platform/http/auth-guard';
import { DomainError, invalid } from '../../../platform/errors/domain-error';
import { findBookedCustomersOn } from '../bookings';
import { recordDeskAction } from '../../people/desk-audit';
import { queueEmails } from '../../people/email';
import {
  dateObject,
  moveOccurrence,
  type LocalStart,
  type OperatedSession,
  type SessionInTheWay,
  timeOfDay,
} from '../../timetable/timetable';
import {
  emailsToPayers,
  localTime,
  managedSession,
  managerOf,
  type SessionOperationsDeps,
} from './managed-sessions';
import { sessionMovedEmail } from './session-emails';

const STARTED_CANNOT_MOVE = 'This session has already started: it can no longer be moved.';
const CANCELLED_CANNOT_MOVE = 'This session has been cancelled: it cannot be moved.';
const MOVE_INTO_PAST = 'The new start must be in the future.';
const MOVE_CLASH = "The session's schedule already has a session starting then.";
const MOVE_NO_SUCH_TIME = 'That time does not exist on that day: the clocks go forward an hour.';

/**
 * What the manager is told before a session moves onto another's time in its location: "Studio 1
 * is in use then: Spin is on Sat 24 October 2026 from 08:30 to 09:15."
 */
export function locationClashMessage(
  session: Pick<OperatedSession, 'locationName' | 'timezone'>,
  inTheWay: readonly SessionInTheWay[],
  now: Date,
): string {
  const each = inTheWay.map((other) => {
    const day = dateObject(other.date, session.timezone, now, other.startsAt).full_date_pretty;
    const from = timeOfDay(other.startsAt, session.timezone).format_24_hour;
    const to = timeOfDay(other.endsAt, session.timezone).format_24_hour;
    return `${other.name} is on ${day} from ${from} to ${to}`;
  });
  const sessions = [each.slice(0, -1).join(', '), each.at(-1)].filter(Boolean).join(', and ');
  return `${session.locationName ?? 'Its location'} is in use then: ${sessions}.`;
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
 * transaction. Moving it where it is already changes nothing and emails nobody. Onto a time when
 * another session is in its location it is refused, naming that session, unless
 * `allowLocationClash` (the manager was told and goes ahead).
 */
export async function moveSession(
  deps: SessionOperationsDeps,
  caller: Caller,
  occurrenceId: number,
  to: LocalStart,
  { allowLocationClash = false }: { allowLocationClash?: boolean } = {},
): Promise<SessionMove> {
  const manager = managerOf(caller);
  const staffUserId = manager.userId;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await managedSession(tx, occurrenceId, manager);
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
    const result = await moveOccurrence(tx, before, to, { allowLocationClash });
    if (!result.moved && result.reason !== 'location-clash') {
      throw invalid('starts_at_local', result.reason === 'clash' ? MOVE_CLASH : MOVE_NO_SUCH_TIME);
    }
    // Into the past is refused before any clash is told: going ahead could not help.
    if (result.startsAt.getTime() <= now.getTime())
      throw invalid('starts_at_local', MOVE_INTO_PAST);
    if (!result.moved) {
      throw new DomainError('LOCATION_CLASH', locationClashMessage(before, result.inTheWay, now));
    }
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
    await recordDeskAction(tx, {
      staffUserId,
      venueId: before.venueId,
      action: 'session-moved',
      customerId: null,
      orderId: null,
      details: {
        occurrence_id: occurrenceId,
        before: { starts_at: before.startsAt.toISOString(), ends_at: before.endsAt.toISOString() },
        after: { starts_at: after.startsAt.toISOString(), ends_at: after.endsAt.toISOString() },
      },
      now,
    });
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
