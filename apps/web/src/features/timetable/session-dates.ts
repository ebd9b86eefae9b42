import { longDays, longMonths } from '@lido/contract';
import type { SessionDateItem } from './api/get-session-dates';

/** How many sessions each date of the window has, by `YYYY-MM-DD`. */
export type SessionCounts = ReadonlyMap<string, number>;

export function sessionCountsOf(items: readonly SessionDateItem[]): SessionCounts {
  return new Map(items.map((item) => [item.date, item.sessions]));
}

/** The first date after `current` with a session, or null when the window has none after it. */
export function nextSessionDate(counts: SessionCounts, current: string): string | null {
  const later = [...counts]
    .filter(([date, sessions]) => date > current && sessions > 0)
    .map(([date]) => date)
    .sort();
  return later[0] ?? null;
}

/** `2026-12-03` as `Thursday 3 December`, read as written (never shifted by the browser's zone). */
export function dayAndDateLabel(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${longDays[weekday] ?? ''} ${day} ${longMonths[month - 1] ?? ''}`;
}
