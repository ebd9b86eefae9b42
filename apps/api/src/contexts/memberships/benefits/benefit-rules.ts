/**
 * Which sessions a membership benefit covers and how its uses are counted: pure, with table
 * tests (benefit-rules.test.ts). Times are the venue's wall clock.
 */
import { addCalendarDays, isoWeekday } from '@lido/calendar-date';
import type { BenefitCover } from '../../venue-setup/pricing';
import type { BenefitKind, BenefitPeriod } from './benefits.tables';

export interface BenefitRule {
  id: number;
  name: string;
  kind: BenefitKind;
  percent: number | null;
  /** Category slugs. */
  covers: readonly string[];
  weekdays: readonly number[] | null;
  startsFrom: string | null;
  startsBefore: string | null;
  usesPerPeriod: number | null;
  period: BenefitPeriod | null;
}

/** A session as a benefit sees it: its activity, and its date and start at the venue. */
export interface SessionAt {
  categorySlug: string;
  /** `YYYY-MM-DD` at the venue. */
  date: string;
  /** `HH:MM` at the venue. */
  startTime: string;
}

/** Does the benefit's rule (activity, weekday, start time) cover the session? */
export function coversSession(rule: BenefitRule, session: SessionAt): boolean {
  if (!rule.covers.includes(session.categorySlug)) return false;
  if (rule.weekdays && !rule.weekdays.includes(isoWeekday(session.date))) return false;
  if (rule.startsFrom !== null && session.startTime < rule.startsFrom) return false;
  if (rule.startsBefore !== null && session.startTime >= rule.startsBefore) return false;
  return true;
}

/**
 * The first day of the period a session's date falls in: its week's Monday or its month's first
 * day. An unlimited benefit counts by the day (its uses are recorded, never limited).
 */
export function periodStartOf(period: BenefitPeriod | null, date: string): string {
  if (period === 'week') return addCalendarDays(date, 1 - isoWeekday(date));
  if (period === 'month') return `${date.slice(0, 8)}01`;
  return date;
}

/** The first day after the period that starts on `start`. */
export function periodEndOf(period: BenefitPeriod | null, start: string): string {
  if (period === 'week') return addCalendarDays(start, 7);
  if (period === 'month') {
    const [year, month] = start.split('-').map(Number) as [number, number];
    return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  }
  return addCalendarDays(start, 1);
}

/** Uses left in a period once `used` are counted; null when the benefit is unlimited. */
export function usesLeft(rule: Pick<BenefitRule, 'usesPerPeriod'>, used: number): number | null {
  return rule.usesPerPeriod === null ? null : Math.max(0, rule.usesPerPeriod - used);
}

/** The benefit as the pricing module applies it to the member's own place. */
export function toCover(rule: Pick<BenefitRule, 'id' | 'kind' | 'percent'>): BenefitCover {
  return rule.kind === 'percent_off'
    ? { id: rule.id, kind: 'percent_off', percent: rule.percent ?? 0 }
    : { id: rule.id, kind: 'free' };
}
