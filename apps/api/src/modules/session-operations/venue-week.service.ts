import type { VenueWeek, VenueWeekSession } from '@lido/contract';
import { sql } from 'drizzle-orm';
import { addCalendarDays, calendarDateIn, isoWeekday } from '../../calendar-date';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import { DomainError } from '../../errors/domain-error';
import type { Caller } from '../../http/auth-guard';
import { staffRunsVenue } from '../accounts';
import { timeOfDay } from '../timetable';
import { findVenueByIdentifier } from '../venues';
import { managerOf, NOT_FOUND, type SessionOperationsDeps } from './managed-sessions';

const WEEK_DAYS = 7;

/** The Monday of the venue-local week an instant falls in. */
export function mondayOf(now: Date, timeZone: string): string {
  const today = calendarDateIn(now, timeZone);
  return addCalendarDays(today, 1 - isoWeekday(today));
}

interface RawWeekSession {
  id: number;
  kind: VenueWeekSession['kind'];
  name: string;
  location_name: string | null;
  date: string;
  starts_epoch: number;
  ends_epoch: number;
  capacity: number;
  booked: number;
  cancelled: boolean;
  waiting: number;
}

/**
 * The venue's sessions on seven venue-local dates, cancelled ones included. The timetable's
 * index offers no query by venue and date range (its reads are per activity, for customers), and
 * the waitlists' per session, so this reads `occurrences` and `waitlist_entries` here, and only
 * reads them: their modules remain their only writers.
 */
async function findWeekSessions(
  db: Database,
  venueId: number,
  from: string,
  to: string,
): Promise<RawWeekSession[]> {
  return rowsOf<RawWeekSession>(
    db,
    sql`select o.id::float8 as id, o.kind, o.name, l.name as location_name, o.date::text as date,
        extract(epoch from o.starts_at)::float8 as starts_epoch,
        extract(epoch from o.ends_at)::float8 as ends_epoch,
        o.capacity, o.booked, o.cancelled_at is not null as cancelled,
        (select count(*) from waitlist_entries w
          where w.occurrence_id = o.id and w.status = 'waiting')::int as waiting
      from occurrences o
      left join locations l on l.id = o.location_id
      where o.venue_id = ${venueId} and o.date between ${from}::date and ${to}::date
      order by o.date, o.starts_at, l.name nulls first, o.id`,
  );
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
  const { staffUserId } = await managerOf(deps.db, caller);
  const venue = await findVenueByIdentifier(deps.db, venueSlug);
  if (!venue || !(await staffRunsVenue(deps.db, staffUserId, venue.id))) {
    throw new DomainError('NOT_FOUND', NOT_FOUND);
  }
  const from = askedFrom ?? mondayOf(deps.clock.now(), venue.timezone);
  const to = addCalendarDays(from, WEEK_DAYS - 1);
  const rows = await findWeekSessions(deps.db, venue.id, from, to);
  const wallTime = (epoch: number) =>
    timeOfDay(new Date(Number(epoch) * 1000), venue.timezone).format_24_hour;
  return {
    venue: { id: venue.id, slug: venue.slug, name: venue.name },
    from,
    to,
    sessions: rows.map((row) => ({
      occurrence_id: Number(row.id),
      kind: row.kind,
      name: row.name,
      location_name: row.location_name,
      date: row.date,
      start_time: wallTime(row.starts_epoch),
      end_time: wallTime(row.ends_epoch),
      capacity: row.capacity,
      booked: row.booked,
      waiting: Number(row.waiting),
      cancelled: row.cancelled,
    })),
  };
}
