import type { SessionDate } from '@lido/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { viewableDates } from './booking-window';
import { loadActivity } from './timetable.service';
import type { TimetableDeps, Viewing } from './viewer';

/**
 * The sessions of an activity on each venue-local date from `first` to `last`, as the day reads
 * list them (a session the venue cancelled is not listed): one count over the category and date
 * index, however many days.
 */
async function countSessionsByDate(
  db: Database,
  categoryId: string,
  first: string,
  last: string,
): Promise<Map<string, number>> {
  const rows = await rowsOf<{ date: string; sessions: number | string }>(
    db,
    sql`select o.date::text as date, count(*)::int as sessions
      from occurrences o
      where o.category_id = ${categoryId}
        and o.date between ${first}::date and ${last}::date
        and o.cancelled_at is null
      group by o.date`,
  );
  return new Map(rows.map((row) => [row.date, Number(row.sessions)]));
}

/**
 * `GET /api/timetable/venues/{venue}/activities/{activity}/session-dates`: each date the caller
 * may view (the window `…/dates` answers them) with how many sessions of the activity it has, so
 * the booking site can show the empty days as such and offer the next day with a session.
 */
export async function listSessionDates(
  { db, clock }: TimetableDeps,
  { venue, activity }: { venue: string; activity: string },
  caller: Viewing,
): Promise<SessionDate[]> {
  const { context, activity: row } = await loadActivity(db, venue, activity);
  const dates = viewableDates(
    row.rules,
    clock.now(),
    context.venue.timezone,
    caller !== null,
    caller?.advanceBookingDays ?? 0,
  );
  const [first, last] = [dates[0], dates.at(-1)];
  if (first === undefined || last === undefined) return [];
  const counts = await countSessionsByDate(db, row.id, first, last);
  return dates.map((date) => ({ date, sessions: counts.get(date) ?? 0 }));
}
