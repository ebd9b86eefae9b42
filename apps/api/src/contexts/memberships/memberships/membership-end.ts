import { addCalendarDays, addCalendarMonths, isoDate } from '@lido/calendar-date';

// When a cancelled membership ends. UK Direct Debit memberships run in billing periods from one
// billing date to the day before the next; a cancellation gives the plan's notice and may not end
// a membership inside its minimum term, and the membership then ends with the billing period in
// which both are met, so no period is left part-paid.

/** The billing date of a month: the billing day, or the month's last day when it is shorter. */
function billingDateIn(year: number, month: number, billingDay: number): string {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return isoDate(year, month, Math.min(billingDay, lastDay));
}

/** The first billing date on or after `date`. */
export function nextBillingDate(date: string, billingDay: number): string {
  const [year = 0, month = 1] = date.split('-').map(Number);
  const thisMonth = billingDateIn(year, month, billingDay);
  if (thisMonth >= date) return thisMonth;
  return month === 12
    ? billingDateIn(year + 1, 1, billingDay)
    : billingDateIn(year, month + 1, billingDay);
}

export interface MembershipTerms {
  /** The membership's first day. */
  startsOn: string;
  minimumTermMonths: number;
  noticePeriodMonths: number;
  /** Day of the month the fee is collected; null when nothing is collected monthly. */
  billingDay: number | null;
}

export interface MembershipEnd {
  /** The last day of the membership. */
  endsOn: string;
  /** The last day of the minimum term, when the plan has one. */
  minimumTermEndsOn: string | null;
}

/**
 * The last day of a membership cancelled on `requestedOn`: not before the notice has run (the
 * notice counts from the request: one month from 10 March runs to 9 April), nor inside the
 * minimum term, nor before tomorrow; and then at the end of that billing period (the day before
 * the next billing date), so the final collection pays for whole days.
 */
export function membershipEnd(terms: MembershipTerms, requestedOn: string): MembershipEnd {
  const termEnd =
    terms.minimumTermMonths > 0 ? addCalendarMonths(terms.startsOn, terms.minimumTermMonths) : null;
  // The first day the membership may be over.
  const earliestOver = [
    addCalendarMonths(requestedOn, terms.noticePeriodMonths),
    addCalendarDays(requestedOn, 1),
    termEnd ?? '',
  ].reduce((latest, date) => (date > latest ? date : latest));
  const over =
    terms.billingDay === null ? earliestOver : nextBillingDate(earliestOver, terms.billingDay);
  return {
    endsOn: addCalendarDays(over, -1),
    minimumTermEndsOn: termEnd ? addCalendarDays(termEnd, -1) : null,
  };
}
