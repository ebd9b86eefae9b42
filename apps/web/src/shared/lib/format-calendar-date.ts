import { shortDays } from '@lido/contract';

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The calendar date at the start of `value`, as a UTC midnight; null when there is none. */
function calendarDate(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

/**
 * A calendar date from the API (`2026-10-06`, or the date part of an ISO instant) as
 * `6 October 2026`. The date is read as written, never shifted by the browser's zone.
 */
export function formatCalendarDate(value: string | null | undefined): string {
  const date = calendarDate(value);
  return date ? longDate.format(date) : (value ?? '');
}

/**
 * The same with the day of the week first, as the API's sentences say a date:
 * `Tue 6 October 2026`.
 */
export function formatCalendarDateWithDay(value: string | null | undefined): string {
  const date = calendarDate(value);
  return date ? `${shortDays[date.getUTCDay()]} ${longDate.format(date)}` : (value ?? '');
}
