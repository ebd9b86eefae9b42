const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar date from the API (`2026-10-06`, or the date part of an ISO instant) as
 * `6 October 2026`. The date is read as written, never shifted by the browser's zone.
 */
export function formatCalendarDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return value ?? '';
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return longDate.format(new Date(Date.UTC(year, month - 1, day)));
}
