import { tzOffset } from '@date-fns/tz';
import type { DateObject, Instant, TimeOfDay, ViewableDate } from '@lido/contract';
import { longDays, longMonths, shortDays, shortMonths } from '@lido/contract';

/**
 * Venue-local calendar dates and wall-clock times in the venue's IANA zone (never the server's),
 * and the live wire shapes built from them. Zone offsets come from `@date-fns/tz`; the fields and
 * strings are built here by hand, because date-fns `format` and `TZDate` cost 20 to 40 times as
 * much per call and availability reads format every row of a day.
 */

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Zone offsets change only on quarter-hour boundaries, so one lookup per zone and quarter hour
// serves every instant in it: availability reads format hundreds of times per request.
const QUARTER_HOUR = 900_000;
const offsetCache = new Map<string, number>();

/** The zone's offset from UTC at an instant, in minutes (60 in BST, 0 in GMT). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(instant.getTime() / QUARTER_HOUR)}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    offset = tzOffset(timeZone, instant);
    // tzOffset answers NaN for a zone it does not know; a venue's zone must fail loudly.
    if (Number.isNaN(offset)) throw new RangeError(`Unknown time zone: ${timeZone}`);
    if (offsetCache.size > 20_000) offsetCache.clear();
    offsetCache.set(key, offset);
  }
  return offset;
}

export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const shifted = new Date(instant.getTime() + offsetMinutes(instant, timeZone) * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The venue-local calendar date of an instant: `YYYY-MM-DD`. */
export function localDate(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Calendar arithmetic on `YYYY-MM-DD` (no zone involved). */
export { addCalendarDays as addDays } from '@lido/calendar-date';

/**
 * The instant at which the venue's clocks show `time` on `isoDate`. A wall time skipped by the
 * spring change resolves to the instant after the gap; a repeated autumn hour to its first pass.
 * Not `new TZDate(…, timeZone)`: it resolves a repeated hour by the server's own zone (the
 * second pass on a UTC server, the first on one east of it).
 */
export function zonedInstant(isoDate: string, time: string, timeZone: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offsets in force either side of the date; a wall time maps back through one of them.
  const before = offsetMinutes(new Date(wall - 86_400_000), timeZone);
  const after = offsetMinutes(new Date(wall + 86_400_000), timeZone);
  const matches = [before, after]
    .map((offset) => wall - offset * 60_000)
    .filter((instant) => localMatches(instant, wall, timeZone));
  // Repeated hour: the earlier pass. Skipped hour: the offset before the gap lands after it.
  return new Date(matches.length > 0 ? Math.min(...matches) : wall - before * 60_000);
}

function localMatches(instant: number, wall: number, timeZone: string): boolean {
  return instant + offsetMinutes(new Date(instant), timeZone) * 60_000 === wall;
}

function twelveHour(hour: number, minute: number): string {
  const suffix = hour < 12 ? 'am' : 'pm';
  const displayHour = hour % 12 === 0 ? 12 : hour % 12;
  return `${displayHour}:${pad(minute)}${suffix}`;
}

/** `{"format_12_hour":"7:00am","format_24_hour":"07:00"}` in the venue's zone. */
export function timeOfDay(instant: Date, timeZone: string): TimeOfDay {
  const p = zonedParts(instant, timeZone);
  return {
    format_12_hour: twelveHour(p.hour, p.minute),
    format_24_hour: `${pad(p.hour)}:${pad(p.minute)}`,
  };
}

function isoWithOffset(p: ZonedParts, offset: number): string {
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** The live instant object: UTC and local ISO strings with offsets, and the local time of day. */
export function instantObject(instant: Date, timeZone: string): Instant {
  const local = zonedParts(instant, timeZone);
  const offset = offsetMinutes(instant, timeZone);
  const utc = zonedParts(instant, 'UTC');
  return {
    utc: isoWithOffset(utc, 0),
    local: isoWithOffset(local, offset),
    timezone: timeZone,
    format_12_hour: twelveHour(local.hour, local.minute),
    format_24_hour: `${pad(local.hour)}:${pad(local.minute)}`,
  };
}

function calendarParts(isoDate: string) {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, weekday };
}

const units: [string, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** "8 hours from now" / "2 days ago", as the live system words `difference`. */
export function humanDifference(now: Date, target: Date): string {
  const seconds = Math.round((target.getTime() - now.getTime()) / 1000);
  const magnitude = Math.abs(seconds);
  const [unit, size] = units.find(([, length]) => magnitude >= length) ?? ['second', 1];
  const count = Math.max(1, Math.floor(magnitude / size));
  return `${count} ${unit}${count === 1 ? '' : 's'} ${seconds < 0 ? 'ago' : 'from now'}`;
}

/**
 * The last instant (ms resolution) at which `humanDifference(instant, target)` still reads as it
 * does at `now`, so a response carrying the text can be reused until then. The text depends only
 * on s = round((target - now) / 1 s), which falls as time passes: from "k units from now" it
 * changes when s drops below k units (s = 0 and 1 both read "1 second from now"); from
 * "k units ago" when |s| reaches k + 1 units or the next larger unit.
 */
export function differenceStableUntil(now: Date, target: Date): Date {
  const seconds = Math.round((target.getTime() - now.getTime()) / 1000);
  const unitIndex = units.findIndex(([, length]) => Math.abs(seconds) >= length);
  const size = units[unitIndex]?.[1] ?? 1;
  if (seconds >= 0) {
    // The smallest s with the same text; the text holds while round(x) >= it, i.e. x >= it - 0.5.
    const blockStart = seconds <= 1 ? 0 : Math.floor(seconds / size) * size;
    return new Date(target.getTime() - (blockStart - 0.5) * 1000);
  }
  // The first |s| with another text; the text holds while round(x) > -it, i.e. x >= 0.5 - it.
  const larger = units[unitIndex - 1]?.[1] ?? Infinity;
  const blockEnd = Math.min((Math.floor(-seconds / size) + 1) * size, larger);
  return new Date(target.getTime() + (blockEnd - 0.5) * 1000);
}

/** The live date object of slots and bookings; `difference` is from now to `reference`. */
export function dateObject(
  isoDate: string,
  timeZone: string,
  now: Date,
  reference: Date,
): DateObject {
  const { year, month, day, weekday } = calendarParts(isoDate);
  return {
    raw: isoDate,
    raw_pretty: `${pad(day)}/${pad(month)}/${year}`,
    day_pretty: shortDays[weekday] ?? '',
    date_pretty: `${day} ${shortMonths[month - 1] ?? ''}`,
    // The live system zero-pads the day in the long forms only ("Fri 01 January 2100").
    full_date_pretty: `${shortDays[weekday] ?? ''} ${pad(day)} ${longMonths[month - 1] ?? ''} ${year}`,
    full_date: `${pad(day)} ${longMonths[month - 1] ?? ''} ${year}`,
    difference: humanDifference(now, reference),
    tz: timeZone,
  };
}

/** An entry of the dates list: `{"raw":"2026-10-06","day_pretty":"Tuesday",…}`. */
export function viewableDate(isoDate: string, today: string): ViewableDate {
  const { year, month, day, weekday } = calendarParts(isoDate);
  return {
    raw: isoDate,
    day_pretty: longDays[weekday] ?? '',
    date_pretty: `${day} ${shortMonths[month - 1] ?? ''}`,
    today: isoDate === today,
    full_date_pretty: `${shortDays[weekday] ?? ''} ${day} ${shortMonths[month - 1] ?? ''}`,
    year: String(year),
  };
}
