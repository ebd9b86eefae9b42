import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { changeCapacities } from './places';

// When a schedule's rule changes (the operator import updates `schedules`), the occurrences the
// horizon made from the old rule stay as they were. Here the future ones without bookings follow
// the new rule, and those with bookings are listed for the operator to move, cancel or keep.

export const NO_LONGER_RUNS_REASON = 'The session no longer runs on this day.';

/** What about a session no longer matches its schedule's rule. */
export type RuleDifference = 'day' | 'time' | 'length' | 'location' | 'capacity';

/**
 * The schedule's future, not cancelled sessions beside what the rule says of their day: whether
 * it runs that day at all (its weekday, `starts_on`…`ends_on`, no closure) and, if so, the
 * instants it starts and ends at (the day's wall time in the venue's zone, as the horizon makes
 * them, so a rule's 07:00 is 07:00 on both sides of a clock change).
 */
function sessionsAgainstRule(scheduleId: number, now: Date): SQL {
  return sql`select o.id, o.date, o.starts_at, o.ends_at, o.capacity, o.booked, o.location_id,
      s.location_id as rule_location_id, s.capacity as rule_capacity, s.name as rule_name,
      s.start_time as rule_time, v.timezone,
      ((o.date + s.start_time::time) at time zone v.timezone) as rule_starts_at,
      ((o.date + s.start_time::time) at time zone v.timezone)
        + make_interval(mins => s.duration_minutes) as rule_ends_at,
      (extract(isodow from o.date) = s.weekday
        and (s.starts_on is null or o.date >= s.starts_on)
        and (s.ends_on is null or o.date <= s.ends_on)
        and not exists (
          select from schedule_closures c
          where c.on_date = o.date
            and (c.schedule_id = s.id or (c.schedule_id is null and c.venue_id = s.venue_id))
        )) as runs
    from occurrences o
    join schedules s on s.id = o.schedule_id
    join venues v on v.id = s.venue_id
    where o.schedule_id = ${scheduleId}
      and o.starts_at > ${now.toISOString()}::timestamptz
      and o.cancelled_at is null`;
}

/** A session matches its rule: it runs that day, at the rule's time, length, place and size. */
const onRule = sql`(r.runs and r.starts_at = r.rule_starts_at and r.ends_at = r.rule_ends_at
  and r.location_id is not distinct from r.rule_location_id and r.capacity = r.rule_capacity)`;

/** A booked session of a schedule that no longer matches its rule. */
export interface BookedSessionOffRule {
  occurrenceId: number;
  /** Venue-local date and `HH:MM` times, as the session stands. */
  date: string;
  startTime: string;
  endTime: string;
  /** Places held or booked. */
  booked: number;
  capacity: number;
  differences: RuleDifference[];
  /** The rule's start on that day, `HH:MM`; null when the rule no longer runs that day. */
  ruleStartTime: string | null;
}

/**
 * The schedule's future sessions with places taken (`booked > 0`) that no longer match its rule,
 * soonest first: what the operator decides on after a rule change (move, cancel, or keep).
 */
export async function findBookedSessionsOffRule(
  db: Database,
  scheduleId: number,
  now: Date,
): Promise<BookedSessionOffRule[]> {
  const rows = await rowsOf<{
    id: number;
    date: string;
    start_time: string;
    end_time: string;
    booked: number;
    capacity: number;
    runs: boolean;
    time_differs: boolean;
    length_differs: boolean;
    location_differs: boolean;
    capacity_differs: boolean;
    rule_time: string;
  }>(
    db,
    sql`select r.id::float8 as id, r.date::text as date,
        to_char(r.starts_at at time zone r.timezone, 'HH24:MI') as start_time,
        to_char(r.ends_at at time zone r.timezone, 'HH24:MI') as end_time,
        r.booked, r.capacity, r.runs,
        r.starts_at <> r.rule_starts_at as time_differs,
        (r.ends_at - r.starts_at) <> (r.rule_ends_at - r.rule_starts_at) as length_differs,
        r.location_id is distinct from r.rule_location_id as location_differs,
        r.capacity <> r.rule_capacity as capacity_differs,
        r.rule_time
      from (${sessionsAgainstRule(scheduleId, now)}) r
      where r.booked > 0 and not ${onRule}
      order by r.starts_at, r.id`,
  );
  return rows.map((row) => {
    const differences: RuleDifference[] = [];
    if (!row.runs) differences.push('day');
    // On a day the rule no longer runs, only the day is wrong: there is no time to compare with.
    if (row.runs && row.time_differs) differences.push('time');
    if (row.length_differs) differences.push('length');
    if (row.location_differs) differences.push('location');
    if (row.capacity_differs) differences.push('capacity');
    return {
      occurrenceId: Number(row.id),
      date: row.date,
      startTime: row.start_time,
      endTime: row.end_time,
      booked: row.booked,
      capacity: row.capacity,
      differences,
      ruleStartTime: row.runs ? row.rule_time.slice(0, 5) : null,
    };
  });
}

export interface RuleApplied {
  /** Sessions without places taken moved, resized or relocated to the rule. */
  updated: number;
  /** Sessions without places taken cancelled: the rule no longer runs on their day. */
  cancelled: number;
}

/**
 * Brings the schedule's future sessions without places taken (`booked = 0`: no bookings, no
 * holds) into line with its rule, after the rule changed (call it in the transaction that
 * changed it): on days the rule still runs they take its time, length, location, capacity and
 * name; on days it no longer runs (weekday, `starts_on`…`ends_on`, a closure) they are cancelled
 * (kept, not deleted, so anything that points at them still finds them). Sessions with places
 * taken are left for the operator (`findBookedSessionsOffRule`). Days the rule newly runs on are
 * the occurrence horizon's to fill: run `extendOccurrenceHorizon` after.
 */
export async function applyScheduleRule(
  tx: Database,
  scheduleId: number,
  now: Date,
): Promise<RuleApplied> {
  const updated = await rowsOf<{ id: number; capacity: number; rule_capacity: number }>(
    tx,
    sql`with r as (${sessionsAgainstRule(scheduleId, now)})
      update occurrences o
      set starts_at = r.rule_starts_at, ends_at = r.rule_ends_at,
        location_id = r.rule_location_id, name = r.rule_name
      from r
      -- o.booked is read again as the row is updated: a place claimed meanwhile keeps it.
      where o.id = r.id and o.booked = 0 and r.runs and not ${onRule}
        -- Never onto another session of the schedule (one moved there by hand).
        and not exists (
          select from occurrences other
          where other.schedule_id = o.schedule_id and other.starts_at = r.rule_starts_at
            and other.id <> o.id
        )
      returning o.id::float8 as id, o.capacity, r.rule_capacity`,
  );
  // Places are only ever set by places.ts; the rows above stay locked by this transaction, so
  // no place is claimed on them between the two statements.
  await changeCapacities(
    tx,
    updated
      .filter((row) => row.capacity !== row.rule_capacity)
      .map((row) => ({ occurrenceId: Number(row.id), capacity: row.rule_capacity })),
  );
  const cancelled = await rowsOf<{ id: number }>(
    tx,
    sql`with r as (${sessionsAgainstRule(scheduleId, now)})
      update occurrences o
      set cancelled_at = ${now.toISOString()}::timestamptz, cancelled_reason = ${NO_LONGER_RUNS_REASON}
      from r
      where o.id = r.id and o.booked = 0 and not r.runs
      returning o.id`,
  );
  return { updated: updated.length, cancelled: cancelled.length };
}

/**
 * The schedules with a session still running on a day a closure now covers: every schedule of
 * the venue, or the one schedule closed that day. A new closure is brought to their sessions
 * already made with `applyScheduleRule` (the occurrence horizon only leaves the day out of the
 * sessions it makes from now on).
 */
export async function schedulesWithSessionsOn(
  db: Database,
  closure: { venueId: number; scheduleId: number | null; onDate: string },
): Promise<number[]> {
  const rows = await rowsOf<{ schedule_id: number }>(
    db,
    sql`select distinct o.schedule_id::float8 as schedule_id
      from occurrences o
      join schedules s on s.id = o.schedule_id
      where o.date = ${closure.onDate}::date and o.cancelled_at is null
        and ${
          closure.scheduleId === null
            ? sql`s.venue_id = ${closure.venueId}`
            : sql`o.schedule_id = ${closure.scheduleId}`
        }`,
  );
  return rows.map((row) => Number(row.schedule_id));
}
