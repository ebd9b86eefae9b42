import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';

/**
 * Materialises occurrences from the weekly schedules for every date from yesterday to `days`
 * ahead, each in its venue's zone (so 07:00 stays 07:00 across the BST/GMT change), within each
 * schedule's `starts_on`…`ends_on` and never on a day closed for the venue or the schedule
 * (`schedule_closures`), and never on a day the schedule has one already (moved or cancelled:
 * see `schedule-rule.ts`). Idempotent and safe to run from several processes at once: existing
 * occurrences are left as they are (a closure added later does not remove them;
 * `applyScheduleRule` does). Returns how many occurrences were added.
 */
export async function extendOccurrenceHorizon(
  db: Database,
  now: Date,
  days: number,
): Promise<number> {
  const result = await db.execute(sql`
    insert into occurrences
      (public_id, schedule_id, category_id, venue_id, location_id, kind, name, date, starts_at, ends_at, capacity)
    select
      translate(
        encode(substring(decode(md5(s.id || '@' || local_start), 'hex') || decode(md5(local_start || '#' || s.id), 'hex') from 1 for 24), 'base64'),
        '+/', '-_'
      ),
      s.id, s.category_id, s.venue_id, s.location_id, s.kind, s.name, day::date,
      starts_at,
      starts_at + make_interval(mins => s.duration_minutes),
      s.capacity
    from schedules s
    join venues v on v.id = s.venue_id
    cross join lateral generate_series(
      greatest((${now.toISOString()}::timestamptz at time zone v.timezone)::date - 1, s.starts_on),
      least((${now.toISOString()}::timestamptz at time zone v.timezone)::date + ${days}::int, s.ends_on),
      interval '1 day'
    ) as day
    cross join lateral (select (day::date + s.start_time::time)::text as local_start) as ls
    cross join lateral (select (day::date + s.start_time::time) at time zone v.timezone as starts_at) as st
    where extract(isodow from day) = s.weekday
      -- One session per schedule per day: a session moved off the rule's time (kept for its
      -- bookings, moved by the operator, or cancelled) stands for that day.
      and not exists (
        select from occurrences existing
        where existing.schedule_id = s.id and existing.date = day::date
      )
      and not exists (
        select from schedule_closures c
        where c.on_date = day::date
          and (c.schedule_id = s.id or (c.schedule_id is null and c.venue_id = s.venue_id))
      )
    -- No conflict target: every unique index is an arbiter, so a process racing another to the
    -- same new occurrence skips it rather than failing on occurrences_public_id_key.
    on conflict do nothing
  `);
  return (
    (result as { rowCount?: number | null; affectedRows?: number }).rowCount ??
    (result as { affectedRows?: number }).affectedRows ??
    0
  );
}
