import { eq, inArray, sql } from 'drizzle-orm';
import { addCalendarDays, isoWeekday } from '@lido/calendar-date';
import type { Database } from '../../../platform/db/client';
import { nextIds } from '../../../platform/db/next-ids';
import { findOrCreateInstructors } from '../../venue-setup/catalogue';
import type { LocalDate } from './schedule-calendar';
import { scheduleInstructors, schedules, type OccurrenceKind } from './timetable.tables';

/**
 * A weekly session as an operator's file has it: one start time on several weekdays. Lido keeps
 * one schedule per weekday (the occurrence horizon, closures and bookings all work per weekday).
 */
export interface WeeklyScheduleFields {
  categoryId: string;
  venueId: number;
  locationId: number | null;
  kind: OccurrenceKind;
  name: string;
  /** ISO weekdays, 1 = Monday. */
  weekdays: readonly number[];
  startTime: string;
  durationMinutes: number;
  capacity: number;
  hasWaitlist: boolean;
  startsOn: LocalDate | null;
  endsOn: LocalDate | null;
  /** The instructor's name, found among the operator's instructors or added to them. */
  instructorName: string | null;
}

/**
 * Every schedule a weekly session has made, by ISO weekday ("1" for Monday). A weekday dropped
 * from the session keeps its entry, its schedule ended, so adding the day back reopens the same
 * schedule rather than starting a second one beside its past occurrences and bookings.
 */
export type SchedulesByWeekday = Record<string, number>;

/**
 * Writes weekly sessions: each weekday's schedule is updated, or made with a new id; a weekday
 * dropped since the last write is ended on `lastDayOfDroppedWeekdays` (not deleted: occurrences
 * and bookings refer to it). Occurrences are not touched: the occurrence horizon makes them from
 * these rules on its next run, and those it made before stay as they were. Answers each
 * session's schedules, in order.
 */
export async function saveWeeklySchedules(
  tx: Database,
  operatorId: number,
  rows: ReadonlyArray<{
    schedulesByWeekday: SchedulesByWeekday | null;
    fields: WeeklyScheduleFields;
  }>,
  lastDayOfDroppedWeekdays: LocalDate,
): Promise<SchedulesByWeekday[]> {
  const newCount = rows.reduce(
    (total, row) =>
      total +
      row.fields.weekdays.filter(
        (weekday) => row.schedulesByWeekday?.[String(weekday)] === undefined,
      ).length,
    0,
  );
  const fresh = await nextIds(tx, schedules, newCount);
  const instructorNames = rows.flatMap((row) =>
    row.fields.instructorName === null ? [] : [row.fields.instructorName],
  );
  const instructorIds = await findOrCreateInstructors(tx, operatorId, instructorNames);
  const inserts: Array<typeof schedules.$inferInsert> = [];
  const updates: Array<typeof schedules.$inferInsert & { id: number }> = [];
  const running: number[] = [];
  const links: Array<{ scheduleId: number; instructorId: number }> = [];
  const dropped: number[] = [];
  const saved: SchedulesByWeekday[] = [];
  let instructorIndex = 0;
  for (const row of rows) {
    const { weekdays, instructorName, ...fields } = row.fields;
    const byWeekday: SchedulesByWeekday = { ...row.schedulesByWeekday };
    const rowRunning: number[] = [];
    for (const weekday of weekdays) {
      const values = { ...fields, weekday };
      const id = byWeekday[String(weekday)];
      if (id === undefined) {
        const newId = fresh.shift()!;
        inserts.push({ id: newId, ...values });
        byWeekday[String(weekday)] = newId;
        rowRunning.push(newId);
      } else {
        updates.push({ id, ...values });
        rowRunning.push(id);
      }
    }
    running.push(...rowRunning);
    if (instructorName !== null) {
      const instructorId = instructorIds[instructorIndex++]!;
      links.push(...rowRunning.map((scheduleId) => ({ scheduleId, instructorId })));
    }
    dropped.push(
      ...Object.entries(byWeekday)
        .filter(([weekday]) => !weekdays.includes(Number(weekday)))
        .map(([, id]) => id),
    );
    saved.push(byWeekday);
  }
  for (const chunk of chunksOf(inserts)) await tx.insert(schedules).values(chunk);
  for (const chunk of chunksOf(updates)) await updateSchedules(tx, chunk);
  for (const chunk of chunksOf(running)) {
    await tx.delete(scheduleInstructors).where(inArray(scheduleInstructors.scheduleId, chunk));
  }
  for (const chunk of chunksOf(links)) await tx.insert(scheduleInstructors).values(chunk);
  for (const id of dropped) await endSchedule(tx, id, lastDayOfDroppedWeekdays);
  return saved;
}

/** Rows per multi-row statement: well inside PostgreSQL's limit of parameters to a statement. */
const CHUNK = 1000;

function chunksOf<T>(items: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) {
    chunks.push(items.slice(start, start + CHUNK));
  }
  return chunks;
}

/** Sets every field of these schedules, by id, in one statement. */
async function updateSchedules(
  tx: Database,
  rows: ReadonlyArray<typeof schedules.$inferInsert & { id: number }>,
): Promise<void> {
  const values = rows.map(
    (row) =>
      sql`(${row.id}::integer, ${row.categoryId}::text, ${row.venueId}::integer,
        ${row.locationId ?? null}::integer, ${row.kind}::text, ${row.name}::text,
        ${row.weekday}::smallint, ${row.startTime}::text, ${row.durationMinutes}::integer,
        ${row.capacity}::integer, ${row.hasWaitlist ?? false}::boolean,
        ${row.startsOn ?? null}::date, ${row.endsOn ?? null}::date)`,
  );
  await tx.execute(sql`
    update ${schedules} set
      category_id = v.category_id, venue_id = v.venue_id, location_id = v.location_id,
      kind = v.kind, name = v.name, weekday = v.weekday, start_time = v.start_time,
      duration_minutes = v.duration_minutes, capacity = v.capacity,
      has_waitlist = v.has_waitlist, starts_on = v.starts_on, ends_on = v.ends_on
    from (values ${sql.join(values, sql`, `)}) as v(id, category_id, venue_id, location_id,
      kind, name, weekday, start_time, duration_minutes, capacity, has_waitlist, starts_on,
      ends_on)
    where ${schedules.id} = v.id`);
}

/** Ends a schedule on `lastDay` at the latest; a schedule ended earlier keeps its end. */
async function endSchedule(tx: Database, scheduleId: number, lastDay: LocalDate): Promise<void> {
  const [schedule] = await tx
    .select({ weekday: schedules.weekday, startsOn: schedules.startsOn, endsOn: schedules.endsOn })
    .from(schedules)
    .where(eq(schedules.id, scheduleId));
  if (!schedule) throw new Error(`no schedule ${scheduleId}`);
  const endsOn = schedule.endsOn !== null && schedule.endsOn < lastDay ? schedule.endsOn : lastDay;
  if (schedule.startsOn !== null && schedule.startsOn > endsOn) {
    // It never ran, and its validity cannot end before it starts: one day that is not its
    // weekday makes the horizon make nothing from it.
    const day = isoWeekday(endsOn) === schedule.weekday ? addCalendarDays(endsOn, -1) : endsOn;
    await tx
      .update(schedules)
      .set({ startsOn: day, endsOn: day })
      .where(eq(schedules.id, scheduleId));
    return;
  }
  if (endsOn !== schedule.endsOn) {
    await tx.update(schedules).set({ endsOn }).where(eq(schedules.id, scheduleId));
  }
}

export interface ScheduleCalendar {
  venueId: number;
  weekday: number;
  startsOn: LocalDate | null;
  endsOn: LocalDate | null;
}

/** Where and on which days schedules run, by id: what a closure of one must agree with. */
export async function findScheduleCalendars(
  db: Database,
  scheduleIds: readonly number[],
): Promise<Map<number, ScheduleCalendar>> {
  if (scheduleIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: schedules.id,
      venueId: schedules.venueId,
      weekday: schedules.weekday,
      startsOn: schedules.startsOn,
      endsOn: schedules.endsOn,
    })
    .from(schedules)
    .where(inArray(schedules.id, [...new Set(scheduleIds)]));
  return new Map(rows.map(({ id, ...calendar }) => [id, calendar]));
}
