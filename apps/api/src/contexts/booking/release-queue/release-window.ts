import { addCalendarDays, calendarDateIn } from '@lido/calendar-date';
import { zonedInstant } from '../../timetable/timetable';

/** When a venue's waiting room is open for one release: from before the opening until after it. */
export interface ReleaseWindow {
  opensAt: Date;
  /** The waiting room's doors open: arrivals from here until the opening are drawn at random. */
  queueFrom: Date;
  /** Arrivals after this pass straight through (those still in line are let in as before). */
  closesAt: Date;
}

export interface WindowSettings {
  preQueueMinutes: number;
  admissionMinutes: number;
}

const MINUTE = 60_000;

/**
 * The release window `now` falls in, if any. A venue releases a day's sessions every day at each
 * of its activities' release times (venue-local `HH:MM`, `categories.release_time`); where two
 * windows overlap, the earlier release's comes first, so nobody's place moves to a later line.
 */
export function releaseWindowAt(
  now: Date,
  releaseTimes: readonly string[],
  timeZone: string,
  { preQueueMinutes, admissionMinutes }: WindowSettings,
): ReleaseWindow | null {
  const today = calendarDateIn(now, timeZone);
  const windows: ReleaseWindow[] = [];
  for (const date of [addCalendarDays(today, -1), today, addCalendarDays(today, 1)]) {
    for (const time of new Set(releaseTimes)) {
      const opensAt = zonedInstant(date, time, timeZone);
      windows.push({
        opensAt,
        queueFrom: new Date(opensAt.getTime() - preQueueMinutes * MINUTE),
        closesAt: new Date(opensAt.getTime() + admissionMinutes * MINUTE),
      });
    }
  }
  const open = windows
    .filter((window) => window.queueFrom <= now && now < window.closesAt)
    .sort((a, b) => a.opensAt.getTime() - b.opensAt.getTime());
  return open[0] ?? null;
}
