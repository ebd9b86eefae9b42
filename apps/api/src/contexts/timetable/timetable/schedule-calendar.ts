import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { scheduleClosures, schedules } from './timetable.tables';

/** A venue-local calendar date, `YYYY-MM-DD`. */
export type LocalDate = string;

export interface ScheduleClosure {
  venueId: number;
  /** Omitted or null: the whole venue is closed that day. */
  scheduleId?: number | null;
  onDate: LocalDate;
  reason: string;
}

/**
 * Sets the dates a schedule runs between (inclusive; null leaves that side open). The occurrence
 * horizon makes none outside them from its next run; occurrences already made stay.
 */
export async function setScheduleValidity(
  db: Database,
  scheduleId: number,
  validity: { startsOn: LocalDate | null; endsOn: LocalDate | null },
): Promise<void> {
  const updated = await db
    .update(schedules)
    .set({ startsOn: validity.startsOn, endsOn: validity.endsOn })
    .where(eq(schedules.id, scheduleId))
    .returning({ id: schedules.id });
  if (updated.length === 0) throw new Error(`no schedule ${scheduleId}`);
}

/**
 * Closes a venue (no `scheduleId`) or one of its schedules on a date. Adding a closure that
 * exists already changes nothing: `created` says whether this call added it. The occurrence
 * horizon makes no occurrence that day from its next run; occurrences already made stay.
 */
export async function addScheduleClosure(
  db: Database,
  closure: ScheduleClosure,
): Promise<{ id: number; created: boolean }> {
  const scheduleId = closure.scheduleId ?? null;
  if (scheduleId !== null) await assertScheduleAtVenue(db, scheduleId, closure.venueId);
  const [inserted] = await db
    .insert(scheduleClosures)
    .values({
      venueId: closure.venueId,
      scheduleId,
      onDate: closure.onDate,
      reason: closure.reason,
    })
    .onConflictDoNothing()
    .returning({ id: scheduleClosures.id });
  if (inserted) return { id: inserted.id, created: true };
  const existing = await findScheduleClosureId(db, closure);
  if (existing === undefined) throw new Error('the closure was neither added nor found');
  return { id: existing, created: false };
}

/** Reopens a closed day: the horizon makes its occurrences again on its next run. */
export async function removeScheduleClosure(db: Database, closureId: number): Promise<boolean> {
  const removed = await db
    .delete(scheduleClosures)
    .where(eq(scheduleClosures.id, closureId))
    .returning({ id: scheduleClosures.id });
  return removed.length > 0;
}

/**
 * Moves or rewords a closure. The occurrence horizon follows from its next run: a day no longer
 * closed is made again, and occurrences already made on the newly closed day stay.
 */
export async function updateScheduleClosure(
  db: Database,
  closureId: number,
  closure: ScheduleClosure,
): Promise<void> {
  const scheduleId = closure.scheduleId ?? null;
  if (scheduleId !== null) await assertScheduleAtVenue(db, scheduleId, closure.venueId);
  const updated = await db
    .update(scheduleClosures)
    .set({ venueId: closure.venueId, scheduleId, onDate: closure.onDate, reason: closure.reason })
    .where(eq(scheduleClosures.id, closureId))
    .returning({ id: scheduleClosures.id });
  if (updated.length === 0) throw new Error(`no schedule closure ${closureId}`);
}

/** The closure of a venue (no `scheduleId`) or of one schedule on a date, if there is one. */
export async function findScheduleClosureId(
  db: Database,
  closure: Omit<ScheduleClosure, 'reason'>,
): Promise<number | undefined> {
  const scheduleId = closure.scheduleId ?? null;
  const [existing] = await db
    .select({ id: scheduleClosures.id })
    .from(scheduleClosures)
    .where(
      and(
        eq(scheduleClosures.venueId, closure.venueId),
        scheduleId === null
          ? isNull(scheduleClosures.scheduleId)
          : eq(scheduleClosures.scheduleId, scheduleId),
        eq(scheduleClosures.onDate, closure.onDate),
      ),
    );
  return existing?.id;
}

async function assertScheduleAtVenue(
  db: Database,
  scheduleId: number,
  venueId: number,
): Promise<void> {
  const [schedule] = await db
    .select({ venueId: schedules.venueId })
    .from(schedules)
    .where(eq(schedules.id, scheduleId));
  if (schedule?.venueId !== venueId) {
    throw new Error(`schedule ${scheduleId} is not at venue ${venueId}`);
  }
}
