import { type Membership, MEMBERSHIP_ENDED_MESSAGE } from '@lido/contract';
import { addCalendarDays, longDateInLondon } from '@lido/calendar-date';
import { DomainError } from '../../../platform/errors/domain-error';
import { nextBillingDate } from './membership-end';
import type { MembershipRow } from './membership-joins';

// What a membership is on a day, as cancelling, freezing and My account all read it.

/** A date as a confirmation says it: "Thu 30 April 2026". */
export const spokenDate = (date: string) => longDateInLondon(new Date(`${date}T12:00:00Z`));

/** Cancelled, expired or past its end: nothing is left to cancel or freeze (409). */
export function assertNotEnded(membership: MembershipRow, today: string): void {
  const ended =
    membership.status === 'cancelled' ||
    membership.status === 'expired' ||
    (membership.endsOn !== null && membership.endsOn < today);
  if (ended) throw new DomainError('MEMBERSHIP_ENDED', MEMBERSHIP_ENDED_MESSAGE);
}

/** In the days of a freeze on `today` (the freeze has begun and not yet ended). */
export function isFrozenOn(membership: MembershipRow, today: string): boolean {
  return (
    membership.status === 'active' &&
    membership.frozenFrom !== null &&
    membership.frozenFrom <= today &&
    membership.frozenUntil !== null &&
    membership.frozenUntil >= today
  );
}

/**
 * The status My account (and staff's member directory) shows on `today`: `frozen` in a freeze's
 * days; after its last day `cancelled` when the member cancelled it, else `expired`; a cancelled
 * membership serving its notice is still `active` (its end date says it is ending).
 */
export function statusShownOn(membership: MembershipRow, today: string): Membership['status'] {
  if (membership.status === 'abandoned') return 'expired';
  if (membership.endsOn !== null && membership.endsOn < today) {
    return membership.cancelledAt !== null ? 'cancelled' : 'expired';
  }
  if (isFrozenOn(membership, today)) return 'frozen';
  return membership.status;
}

/**
 * The next billing date on which the fee falls due, from `today`: none while pending, after its
 * end or without a billing day; none before the first collection (the billing dates before it
 * were paid for at joining), and a freeze's months are skipped (nothing is collected for them).
 */
export function nextBillingDue(membership: MembershipRow, today: string): string | null {
  const { billingDay, startsOn, frozenFrom, frozenUntil, endsOn } = membership;
  const status = statusShownOn(membership, today);
  if (billingDay === null || status === 'pending' || status === 'cancelled' || status === 'expired')
    return null;
  const from = [startsOn, membership.firstCollectionOn ?? startsOn].reduce(
    (latest, date) => (date > latest ? date : latest),
    today,
  );
  let due = nextBillingDate(from, billingDay);
  if (frozenFrom !== null && frozenUntil !== null && frozenFrom <= due && due <= frozenUntil) {
    due = nextBillingDate(addCalendarDays(frozenUntil, 1), billingDay);
  }
  return endsOn !== null && due > endsOn ? null : due;
}
