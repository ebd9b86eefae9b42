import { addCalendarDays, addCalendarMonths, isoDate } from '@lido/calendar-date';
import type { MandateStatus } from './resource-bodies';

// The emulator's Bacs calendar. Every day counts (no weekends or bank holidays): a payment is
// submitted two days before its charge date, so a charge date must leave room for that, and for
// the mandate's own submission when it is not active yet.

/** Days before its charge date a payment is submitted to the banks. */
export const SUBMISSION_LEAD_DAYS = 2;

/** The earliest charge date a payment asked for today could have; null once it never can. */
export function nextPossibleChargeDate(status: MandateStatus, today: string): string | null {
  if (status === 'failed' || status === 'cancelled') return null;
  return addCalendarDays(
    today,
    status === 'active' ? SUBMISSION_LEAD_DAYS : SUBMISSION_LEAD_DAYS + 1,
  );
}

export interface MonthlySchedule {
  start_date: string;
  /** 1 to 28, -1 for the month's last day; null: the start date's day (its last day after the 28th). */
  day_of_month: number | null;
  interval: number;
}

const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The charge date in the month of `firstOfMonth` (`YYYY-MM-01`). */
function chargeDateIn(firstOfMonth: string, day: number): string {
  const year = Number(firstOfMonth.slice(0, 4));
  const month = Number(firstOfMonth.slice(5, 7));
  return isoDate(year, month, day === -1 ? lastDayOf(year, month) : day);
}

/**
 * The subscription's charge dates in order, as many as asked: the first is the first charge day
 * on or after the start date, then every `interval` months.
 */
export function chargeDates(schedule: MonthlySchedule, count: number): string[] {
  const startDay = Number(schedule.start_date.slice(8, 10));
  const day = schedule.day_of_month ?? (startDay <= 28 ? startDay : -1);
  let firstMonth = `${schedule.start_date.slice(0, 7)}-01`;
  if (chargeDateIn(firstMonth, day) < schedule.start_date) {
    firstMonth = addCalendarMonths(firstMonth, 1);
  }
  return Array.from({ length: count }, (_, index) =>
    chargeDateIn(addCalendarMonths(firstMonth, index * schedule.interval), day),
  );
}

/** The charge dates up to and including `last`, in order. */
export function chargeDatesThrough(schedule: MonthlySchedule, last: string): string[] {
  // A year at a time: a subscription advanced after a long pause catches up.
  for (let count = 12; ; count += 12) {
    const dates = chargeDates(schedule, count);
    if (dates.some((date) => date > last)) return dates.filter((date) => date <= last);
  }
}
