import { formatCalendarDateWithDay } from './format-calendar-date';
import type { MyMemberships } from '../api/get-my-memberships';

// The words of freezing a membership, and when one may be frozen, outside the screens so the
// tests can hold them to it.

type MyMembership = MyMemberships[number];

export const membershipFrozenCopy = 'Your membership freeze is booked.';

export const freezeNoteCopy =
  'Nothing is collected while your membership is frozen, and you book as a non-member until it starts again.';

/** A choice of freeze length: `1 month`, `2 months`. */
export function freezeLengthLabel(months: number): string {
  return months === 1 ? '1 month' : `${months} months`;
}

/** Under a membership with a freeze booked or under way: `Frozen from Tue 1 December 2026 to …`. */
export function frozenLine(frozenFrom: string, frozenUntil: string): string {
  return `Frozen from ${formatCalendarDateWithDay(frozenFrom)} to ${formatCalendarDateWithDay(frozenUntil)}`;
}

/**
 * The freeze booked or under way on `today` (the venues' date), or null: one that is over makes
 * way for the next, as the API has it.
 */
export function bookedFreeze(
  membership: MyMembership,
  today: string,
): { from: string; until: string } | null {
  const { frozenFrom, frozenUntil } = membership;
  if (frozenFrom === null || frozenUntil === null || frozenUntil < today) return null;
  return { from: frozenFrom, until: frozenUntil };
}

/**
 * The API freezes an active membership that is not ending (cancelled, or with an end of its own:
 * the cancel feature reads `endsOn` the same way), has no freeze booked and no change of plan
 * asked for (it freezes once the change is made).
 */
export function canBeFrozen(membership: MyMembership, today: string): boolean {
  return (
    membership.status === 'active' &&
    membership.endsOn === null &&
    bookedFreeze(membership, today) === null &&
    membership.planChange === null
  );
}
