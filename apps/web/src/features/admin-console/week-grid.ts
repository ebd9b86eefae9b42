// The console's week calendar as arithmetic: which hours it shows, where a session's block sits
// in its day column, which sessions share the width of a column, and what date and time a block
// dropped at some height lands on. Pure, so the drag and drop can be tested without a layout.

/** The hours the calendar shows at least: 06:00 to 22:00. */
export const DEFAULT_FIRST_HOUR = 6;
export const DEFAULT_LAST_HOUR = 22;
/** Moves land on quarter hours. */
export const SLOT_MINUTES = 15;
const MINUTES_IN_DAY = 24 * 60;

/** The calendar's hours: from the start of `firstHour` to the start of `lastHour`. */
export interface HourRange {
  firstHour: number;
  lastHour: number;
}

/** `HH:MM` as minutes after midnight. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Minutes after midnight as `HH:MM`. */
export function timeOf(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * A session's end in minutes after its day's midnight: one ending at or after midnight (its end
 * time is earlier than its start) runs to the end of the day.
 */
function endMinutesOf(session: { startTime: string; endTime: string }): number {
  const start = minutesOf(session.startTime);
  const end = minutesOf(session.endTime);
  return end > start ? end : MINUTES_IN_DAY;
}

/** 06:00 to 22:00, grown to whole hours that hold the earliest start and the latest end. */
export function hourRangeOf(
  sessions: ReadonlyArray<{ startTime: string; endTime: string }>,
): HourRange {
  let firstHour = DEFAULT_FIRST_HOUR;
  let lastHour = DEFAULT_LAST_HOUR;
  for (const session of sessions) {
    firstHour = Math.min(firstHour, Math.floor(minutesOf(session.startTime) / 60));
    lastHour = Math.max(lastHour, Math.ceil(endMinutesOf(session) / 60));
  }
  return { firstHour, lastHour };
}

/** The hours labelled down the side: each hour that starts a row. */
export function hoursOf(range: HourRange): number[] {
  return Array.from({ length: range.lastHour - range.firstHour }, (_, i) => range.firstHour + i);
}

/** Where a block sits in its column, as percentages of the column's height. */
export function blockPlacement(
  session: { startTime: string; endTime: string },
  range: HourRange,
): { topPercent: number; heightPercent: number } {
  const span = (range.lastHour - range.firstHour) * 60;
  const top = minutesOf(session.startTime) - range.firstHour * 60;
  const height = endMinutesOf(session) - minutesOf(session.startTime);
  return { topPercent: (top / span) * 100, heightPercent: (height / span) * 100 };
}

/**
 * Side by side: sessions of one day that overlap in time share the column's width. Each gets a
 * lane (0, 1, …) and the number of lanes of the overlapping group it is in. Sessions in order of
 * start; a lane is reused once its last session has ended.
 */
export function lanesOf<T extends { startTime: string; endTime: string }>(
  sessions: readonly T[],
): Array<{ session: T; lane: number; lanes: number }> {
  const sorted = [...sessions].sort(
    (a, b) => minutesOf(a.startTime) - minutesOf(b.startTime) || endMinutesOf(b) - endMinutesOf(a),
  );
  const placed: Array<{ session: T; lane: number; lanes: number }> = [];
  let group: Array<{ session: T; lane: number; lanes: number }> = [];
  let laneEnds: number[] = [];
  let groupEnd = -1;
  const closeGroup = () => {
    for (const item of group) item.lanes = laneEnds.length;
    placed.push(...group);
    group = [];
    laneEnds = [];
    groupEnd = -1;
  };
  for (const session of sorted) {
    const start = minutesOf(session.startTime);
    if (start >= groupEnd) closeGroup();
    let lane = laneEnds.findIndex((end) => end <= start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = endMinutesOf(session);
    groupEnd = Math.max(groupEnd, endMinutesOf(session));
    group.push({ session, lane, lanes: 0 });
  }
  closeGroup();
  return placed;
}

/**
 * The start a block dropped into a day column lands on: where its top edge is (the pointer, less
 * how far down the block it was picked up), to the nearest quarter hour, kept within the hours
 * shown so that a quarter hour of it is still on the calendar.
 */
export function dropStartTime({
  pointerY,
  columnTop,
  columnHeight,
  grabOffset,
  range,
}: {
  /** The pointer's and the column's top, in the same (viewport) pixels. */
  pointerY: number;
  columnTop: number;
  columnHeight: number;
  /** How far below the block's top edge the pointer took hold of it. */
  grabOffset: number;
  range: HourRange;
}): string {
  const span = (range.lastHour - range.firstHour) * 60;
  const fraction = columnHeight > 0 ? (pointerY - grabOffset - columnTop) / columnHeight : 0;
  const minutes = range.firstHour * 60 + fraction * span;
  const snapped = Math.round(minutes / SLOT_MINUTES) * SLOT_MINUTES;
  const latest = range.lastHour * 60 - SLOT_MINUTES;
  return timeOf(Math.min(Math.max(snapped, range.firstHour * 60), latest));
}

/** A calendar date moved by whole days (`YYYY-MM-DD`, no zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of the week a date is in. */
export function mondayOf(date: string): string {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** The seven dates of the week from `from`. */
export function weekDates(from: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(from, i));
}
