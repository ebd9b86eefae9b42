import { FREEZE_UNAVAILABLE_MESSAGE, type Membership, type MembershipFreeze } from '@lido/contract';
import { addCalendarDays, addCalendarMonths, calendarDateIn } from '@lido/calendar-date';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError, notFound } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { nextBillingDate } from './membership-end';
import { assertNotEnded, spokenDate } from './membership-state';
import { listMembershipsWithPlans, recordFreeze } from './memberships.repository';
import {
  findOwnMembership,
  MEMBERSHIP_NOT_FOUND_MESSAGE,
  type MembershipWithPlan,
} from './own-membership';
import { currencyCode, toWireMembership } from './memberships.service';

/**
 * A freeze starts on a billing date at least this many days ahead: GoCardless creates a
 * collection three days before its date, and it must still be stoppable when the freeze is made.
 */
export const FREEZE_NOTICE_DAYS = 3;

interface Deps {
  db: Database;
  clock: Clock;
}

const monthsBetween = (from: string, to: string) => {
  const [fromYear = 0, fromMonth = 0] = from.split('-').map(Number);
  const [toYear = 0, toMonth = 0] = to.split('-').map(Number);
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
};

/** The freeze a membership has booked or under way, or the one `months` long it would get. */
function freezeOf(row: MembershipWithPlan, today: string, months: number): MembershipFreeze {
  const { membership } = row;
  assertNotEnded(membership, today);
  const booked =
    membership.frozenFrom !== null &&
    membership.frozenUntil !== null &&
    membership.frozenUntil >= today;
  if (booked) {
    const resumesOn = addCalendarDays(membership.frozenUntil ?? today, 1);
    return {
      membership_id: membership.id,
      months: monthsBetween(membership.frozenFrom ?? today, resumesOn),
      starts_on: membership.frozenFrom ?? today,
      ends_on: membership.frozenUntil ?? today,
      resumes_on: resumesOn,
      is_frozen: true,
      message: `Your membership is frozen from ${spokenDate(membership.frozenFrom ?? today)} and starts again on ${spokenDate(resumesOn)}.`,
    };
  }
  // A cancelled or ending membership ends as agreed, and one being joined has not started.
  if (
    membership.status !== 'active' ||
    membership.cancelledAt !== null ||
    membership.endsOn !== null
  ) {
    throw new DomainError('FREEZE_UNAVAILABLE', FREEZE_UNAVAILABLE_MESSAGE);
  }
  // A change of plan asked for has set the next collections' amount, and a freeze starts a new
  // subscription at the plan's price: the membership freezes once the change has been made.
  if (membership.nextPlanId !== null && membership.planChangesOn !== null) {
    throw new DomainError(
      'FREEZE_UNAVAILABLE',
      `This membership changes plan on ${spokenDate(membership.planChangesOn)}: it can be frozen once the change has been made.`,
    );
  }
  const billingDay = membership.billingDay ?? 1;
  const startsOn = nextBillingDate(addCalendarDays(today, FREEZE_NOTICE_DAYS), billingDay);
  const resumesOn = nextBillingDate(addCalendarMonths(startsOn, months), billingDay);
  return {
    membership_id: membership.id,
    months,
    starts_on: startsOn,
    ends_on: addCalendarDays(resumesOn, -1),
    resumes_on: resumesOn,
    is_frozen: false,
    message: `Your membership will be frozen from ${spokenDate(startsOn)} and start again on ${spokenDate(resumesOn)}.`,
  };
}

export async function previewFreeze(
  { db, clock }: Deps,
  caller: Caller,
  membershipId: number,
  months: number,
  selectedUserId: number | undefined,
): Promise<MembershipFreeze> {
  const row = await findOwnMembership(db, caller, membershipId, selectedUserId);
  return freezeOf(row, calendarDateIn(clock.now()), months);
}

/**
 * Freezes the membership from the preview's first day for whole billing months: the member books
 * as a non-member then, and the direct-debit module's sweep stops the collections of those months.
 * Freezing again while a freeze is booked answers the membership as it is.
 */
export async function freezeMembership(
  { db, clock }: Deps,
  caller: Caller,
  membershipId: number,
  months: number,
  selectedUserId: number | undefined,
): Promise<Membership> {
  const today = calendarDateIn(clock.now());
  return db.transaction(async (tx) => {
    const row = await findOwnMembership(tx, caller, membershipId, selectedUserId, true);
    const freeze = freezeOf(row, today, months);
    if (!freeze.is_frozen) {
      await recordFreeze(
        tx,
        membershipId,
        { from: freeze.starts_on, until: freeze.ends_on },
        today,
      );
    }
    const [after] = await listMembershipsWithPlans(tx, row.membership.customerId, {
      membershipId,
    });
    if (!after) throw notFound(MEMBERSHIP_NOT_FOUND_MESSAGE);
    return toWireMembership(after, await currencyCode(tx), today);
  });
}
