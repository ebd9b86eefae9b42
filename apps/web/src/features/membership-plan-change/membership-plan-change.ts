import { formatCalendarDateWithDay } from '../../shared/lib/format-calendar-date';
import type { MyMemberships } from '../../shared/api/get-my-memberships';
import { bookedFreeze } from '../../shared/lib/membership-freeze';

// The words of changing plan, and when a plan may be changed, outside the screens so the tests
// can hold them to it.

type MyMembership = MyMemberships[number];

export const planChangedCopy = 'Your change of plan is booked.';

export const planChangeWithdrawnCopy = 'Your change of plan has been withdrawn.';

/** Concessions and plans sold at reception are changed at the desk, where proof is seen. */
export const noPlansCopy =
  'There is no other plan to change to online. To change to a concession or junior plan, please ask at the desk.';

/** A plan's price beside its name: `£28.00 a month`. */
export function monthlyLine(formatted: string): string {
  return `${formatted} a month`;
}

/** On a membership with a change asked for: `Changes to Lido Swim on Sun 1 November 2026`. */
export function planChangeLine(planName: string, changesOn: string): string {
  return `Changes to ${planName} on ${formatCalendarDateWithDay(changesOn)}`;
}

/**
 * The API changes the plan of an active membership that is not ending (cancelled, or with an
 * end of its own), has no freeze booked or under way, and has no change asked for already
 * (withdraw that first).
 */
export function canChangePlan(membership: MyMembership, today: string): boolean {
  return (
    membership.status === 'active' &&
    membership.endsOn === null &&
    bookedFreeze(membership, today) === null &&
    membership.planChange === null
  );
}
