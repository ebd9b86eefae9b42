import { formatCalendarDateWithDay } from '../../shared/lib/format-calendar-date';

// The words of cancelling a membership, outside the screens so the tests can hold them to it.

export const membershipCancelledCopy = 'Your membership has been cancelled.';

/** Under a membership that is cancelled, or ends by itself: `Ends on Mon 30 November 2026`. */
export function endsOnLine(endsOn: string): string {
  return `Ends on ${formatCalendarDateWithDay(endsOn)}`;
}

/** A plan with a minimum term never ends inside it. */
export function minimumTermLine(minimumTermEndsOn: string): string {
  return `Your minimum term runs to ${formatCalendarDateWithDay(minimumTermEndsOn)}.`;
}

/** The plan's notice, in whole months; none ends it with the billing period already paid. */
export function noticeLine(noticePeriodMonths: number): string {
  if (noticePeriodMonths <= 0) return 'Cancelling takes effect at the end of this billing period.';
  const months =
    noticePeriodMonths === 1 ? "1 month's notice" : `${noticePeriodMonths} months' notice`;
  return `Cancelling gives ${months}.`;
}
