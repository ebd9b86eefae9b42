import { shortDays, shortMonths } from '@lido/contract';

// Written out rather than through toLocaleDateString: each call with options builds a date
// formatter, and the first loads the locale's calendar data; on a phone the timetable's title
// and breadcrumbs spent most of a long task on it (bench/web).

/**
 * A date slug (`2026-01-21`) as `Wed 21 Jan`, in the API's words, as the timetable's date list
 * shows it; anything that is not a calendar date comes back as it was.
 */
export function formatShortDate(dateSlug: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateSlug);
  if (!match) return dateSlug;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-30 is not a date, though Date.UTC would roll it over to March.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return dateSlug;
  return `${shortDays[date.getUTCDay()]} ${day} ${shortMonths[month - 1]}`;
}
