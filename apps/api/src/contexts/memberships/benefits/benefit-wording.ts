import { longDays } from '@lido/contract';
import type { BenefitRule } from './benefit-rules';

/** ISO weekday (1 = Monday … 7 = Sunday) to its name. */
const dayName = (isoWeekday: number) => longDays[isoWeekday % 7] ?? '';

function describeDays(weekdays: readonly number[]): string {
  const days = [...new Set(weekdays)].sort((a, b) => a - b);
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) return '';
  const contiguous = days.length > 2 && last - first === days.length - 1;
  if (contiguous) return `${dayName(first)} to ${dayName(last)}`;
  const names = days.map(dayName);
  return names.length === 1
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function describeTimes(from: string | null, before: string | null): string | null {
  if (from && before) return `${from} to ${before}`;
  if (from) return `from ${from}`;
  if (before) return `before ${before}`;
  return null;
}

/**
 * What a benefit gives, as a plan lists it: its name, then its limits in brackets —
 * "Free court hire off-peak (2 a week, Monday to Friday, 09:00 to 16:00)".
 */
export function describeBenefit(rule: BenefitRule): string {
  const limits = [
    rule.usesPerPeriod !== null && rule.period ? `${rule.usesPerPeriod} a ${rule.period}` : null,
    rule.weekdays && rule.weekdays.length > 0 && rule.weekdays.length < 7
      ? describeDays(rule.weekdays)
      : null,
    describeTimes(rule.startsFrom, rule.startsBefore),
  ].filter((limit): limit is string => Boolean(limit));
  return limits.length > 0 ? `${rule.name} (${limits.join(', ')})` : rule.name;
}
