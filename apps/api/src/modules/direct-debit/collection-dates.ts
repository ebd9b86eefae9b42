import { isoDate } from '../../calendar-date';

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The first billing day on or after `date` (`YYYY-MM-DD`). A billing day past a month's end
 * (the 31st in April) falls on its last day, as GoCardless's day_of_month does.
 */
export function firstCollectionOnOrAfter(date: string, billingDay: number): string {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const dayIn = (y: number, m: number) => Math.min(billingDay, daysInMonth(y, m));
  if (day <= dayIn(year, month)) return isoDate(year, month, dayIn(year, month));
  const [nextYear, nextMonth] = month === 12 ? [year + 1, 1] : [year, month + 1];
  return isoDate(nextYear, nextMonth, dayIn(nextYear, nextMonth));
}
