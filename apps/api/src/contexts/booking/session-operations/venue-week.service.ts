import type { VenueWeek } from '@lido/contract';
import { addCalendarDays, calendarDateIn, isoWeekday } from '@lido/calendar-date';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { staffRunsVenue } from '../../people/accounts';
import { findOperatedSessionsOn, timeOfDay } from '../../timetable/timetable';
import { findVenueByIdentifier } from '../../venue-setup/venues';
import { countWaiting } from '../waitlists';
import { managerOf, NOT_FOUND, type SessionOperationsDeps } from './managed-sessions';

const WEEK_DAYS = 7;

/** The Monday of the venue-local week an instant falls in. */
export function mondayOf(now: Date, timeZone: string): string {
  const today = calendarDateIn(now, timeZone);
  return addCalendarDays(today, 1 - isoWeekday(today));
}

/**
 * `GET /api/admin/venues/:venueSlug/week?from=`: a manager of the venue's operator sees its
 * sessions for seven days from `from` (this week's Monday when left out), with the places booked
 * and the customers waiting, so the console's calendar can place and move them. Another
 * operator's venue reads as missing.
 */
export async function venueWeek(
  deps: SessionOperationsDeps,
  caller: Caller,
  venueSlug: string,
  askedFrom: string | undefined,
): Promise<VenueWeek> {
  const manager = managerOf(caller);
  const venue = await findVenueByIdentifier(deps.db, venueSlug);
  if (!venue || !(await staffRunsVenue(deps.db, manager, 'sessions.operate', venue.id))) {
    throw new DomainError('NOT_FOUND', NOT_FOUND);
  }
  const from = askedFrom ?? mondayOf(deps.clock.now(), venue.timezone);
  const to = addCalendarDays(from, WEEK_DAYS - 1);
  const sessions = await findOperatedSessionsOn(deps.db, venue.id, { from, to });
  const waiting = await countWaiting(
    deps.db,
    sessions.map((session) => session.id),
  );
  const wallTime = (instant: Date) => timeOfDay(instant, venue.timezone).format_24_hour;
  return {
    venue: { id: venue.id, slug: venue.slug, name: venue.name },
    from,
    to,
    sessions: sessions.map((session) => ({
      occurrence_id: session.id,
      kind: session.kind,
      name: session.name,
      location_name: session.locationName,
      date: session.date,
      start_time: wallTime(session.startsAt),
      end_time: wallTime(session.endsAt),
      capacity: session.capacity,
      booked: session.booked,
      waiting: waiting.get(session.id) ?? 0,
      cancelled: session.cancelledAt !== null,
    })),
  };
}
