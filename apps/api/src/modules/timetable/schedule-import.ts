import { eq, inArray } from 'drizzle-orm';
import { addCalendarDays, isoWeekday } from '../../calendar-date';
import type { Database } from '../../db/client';
import { nextIds } from '../../db/next-ids';
import { findOrCreateInstructor } from '../catalogue';
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
  const saved: SchedulesByWeekday[] = [];
  for (const row of rows) {
    const { weekdays, instructorName, ...fields } = row.fields;
    const byWeekday: SchedulesByWeekday = { ...row.schedulesByWeekday };
    const running: number[] = [];
    for (const weekday of weekdays) {
      const values = { ...fields, weekday };
      const id = byWeekday[String(weekday)];
      if (id === undefined) {
        const newId = fresh.shift()!;
        await tx.insert(schedules).values({ id: newId, ...values });
        byWeekday[String(weekday)] = newId;
        running.push(newId);
      } else {
        await tx.update(schedules).set(values).where(eq(schedules.id, id));
        running.push(id);
      }
    }
    const instructorId =
      instructorName === null ? null : await findOrCreateInstructor(tx, operatorId, instructorName);
    await tx.delete(scheduleInstructors).where(inArray(scheduleInstructors.scheduleId, running));
    if (instructorId !== null) {
      await tx
        .insert(scheduleInstructors)
        .values(running.map((scheduleId) => ({ scheduleId, instructorId })));
    }
    const dropped = Object.entries(byWeekday)
      .filter(([weekday]) => !weekdays.includes(Number(weekday)))
      .map(([, id]) => id);
    for (const id of dropped) await endSchedule(tx, id, lastDayOfDroppedWeekdays);
    saved.push(byWeekday);
  }
  return saved;
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
