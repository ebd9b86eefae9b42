import { calendarDateIn } from '@lido/calendar-date';
import type { Clock, Database } from '../ports';

/** What every handler of the emulator works with. */
export interface GoCardlessSandboxContext {
  db: Database;
  clock: Clock;
}

/** Emulator routes stay out of Lido's OpenAPI document: they are GoCardless's API, not Lido's. */
export const hidden = { hide: true } as const;

/**
 * "Today" for the emulated banks: the London calendar date of the clock, as Bacs works in UK
 * days. Every date rule (charge dates, when a mandate activates) counts in these days.
 */
export const sandboxToday = (clock: Clock): string => calendarDateIn(clock.now(), 'Europe/London');
