import { londonToday } from '../../shared/lib/london-today';
import { isIsoDate } from '../../shared/lib/iso-date';

/** A report's days, `from`…`to`, both included (venue-local dates). */
export interface ReportPeriod {
  from: string;
  to: string;
}

/** The most days one report covers, as the API allows (a leap year). */
export const MAX_REPORT_DAYS = 366;

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);
const isoOf = (day: Date) => day.toISOString().slice(0, 10);

/** The week, Monday to Sunday, that London's today falls in. */
export function thisWeek(today: string = londonToday()): ReportPeriod {
  const day = dayOf(today);
  // getUTCDay: Sunday 0 … Saturday 6; days back to Monday.
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  const monday = new Date(day.getTime() - sinceMonday * 86_400_000);
  return { from: isoOf(monday), to: isoOf(new Date(monday.getTime() + 6 * 86_400_000)) };
}

/** Days from `from` to `to`, both counted. */
export function daysIn({ from, to }: ReportPeriod): number {
  return Math.round((dayOf(to).getTime() - dayOf(from).getTime()) / 86_400_000) + 1;
}

/** Why a period cannot be reported on, and which of its days to change; null when it can. */
export function periodProblem(
  period: ReportPeriod,
): { field: 'from' | 'to'; message: string } | null {
  if (!isIsoDate(period.from))
    return { field: 'from', message: 'Enter the first day of the period.' };
  if (!isIsoDate(period.to)) return { field: 'to', message: 'Enter the last day of the period.' };
  if (period.to < period.from) {
    return { field: 'to', message: 'The last day cannot be before the first.' };
  }
  if (daysIn(period) > MAX_REPORT_DAYS) {
    return { field: 'to', message: `Choose a period of at most ${MAX_REPORT_DAYS} days.` };
  }
  return null;
}
