import { addCalendarDays, daysBetween } from '@lido/calendar-date';
import { nextBillingDate } from '../memberships';

/**
 * Lido collects every member's monthly fee on the 1st: one date for the operator to reconcile,
 * and the first payment at joining covers the days up to it.
 */
export const BILLING_DAY = 1;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The monthly fee for the days from `from` up to (not including) `until`: each day at its own
 * month's daily rate, so joining on 26 November pays 5/30 of a month and on 29 January 3/31.
 * Rounded once, to the nearest penny.
 */
export function proRataPence(monthlyPence: number, from: string, until: string): number {
  let total = 0;
  for (let date = from; daysBetween(date, until) > 0; date = addCalendarDays(date, 1)) {
    const [year = 0, month = 0] = date.split('-').map(Number);
    total += monthlyPence / daysInMonth(year, month);
  }
  return Math.round(total);
}

export interface FirstPayment {
  joiningFeePence: number;
  proRataPence: number;
  totalPence: number;
  /** The day before the first collection: the last day the first payment covers. */
  coversTo: string;
  firstCollectionDate: string;
}

/** What joining today costs up front, given when GoCardless can first collect. */
export function firstPayment({
  joiningFeePence,
  monthlyPence,
  startsOn,
  nextPossibleChargeDate,
  billingDay = BILLING_DAY,
}: {
  joiningFeePence: number;
  monthlyPence: number;
  startsOn: string;
  nextPossibleChargeDate: string;
  billingDay?: number;
}): FirstPayment {
  const collection = nextBillingDate(nextPossibleChargeDate, billingDay);
  const proRata = proRataPence(monthlyPence, startsOn, collection);
  return {
    joiningFeePence,
    proRataPence: proRata,
    totalPence: joiningFeePence + proRata,
    coversTo: addCalendarDays(collection, -1),
    firstCollectionDate: collection,
  };
}
