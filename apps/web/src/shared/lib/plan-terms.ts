import type { MembershipPlan } from '../api/get-venue-membership-plans';

/** "1 month's notice", "2 months' notice". */
const notice = (count: number) => (count === 1 ? "1 month's notice" : `${count} months' notice`);

const bookAhead = (days: number) =>
  `Book ${days} ${days === 1 ? 'day' : 'days'} before everyone else`;

/** Passes a member gives friends each month (0 where the operator offers none). */
const guestPasses = (count: number) =>
  `${count} ${count === 1 ? 'guest pass' : 'guest passes'} a month`;

/** The terms a plan card lists, one line each, in the words a member reads them. */
export function planTerms(plan: MembershipPlan, operatorName: string): string[] {
  return [
    plan.joiningFee.raw > 0 ? `Joining fee ${plan.joiningFee.formatted}` : 'No joining fee',
    plan.minimumTermMonths > 0 ? `${plan.minimumTermMonths}-month minimum term` : 'No minimum term',
    plan.noticePeriodMonths > 0
      ? `${notice(plan.noticePeriodMonths)} to cancel`
      : 'Cancel at any time',
    plan.venues.length === 0
      ? `Valid at every ${operatorName} venue`
      : `Valid at ${plan.venues.map((venue) => venue.name).join(', ')} only`,
    plan.eligibility.description,
    ...(plan.advanceBookingDays > 0 ? [bookAhead(plan.advanceBookingDays)] : []),
    ...(plan.guestPassesPerMonth > 0 ? [guestPasses(plan.guestPassesPerMonth)] : []),
  ];
}
