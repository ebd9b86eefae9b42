import type { Membership, MembershipCancellation } from '@lido/contract';
import { addCalendarDays, calendarDateIn } from '@lido/calendar-date';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { notFound } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { membershipEnd } from './membership-end';
import { assertNotEnded, isFrozenOn, spokenDate } from './membership-state';
import {
  findOwnMembership,
  MEMBERSHIP_NOT_FOUND_MESSAGE,
  type MembershipWithPlan,
} from './own-membership';
import { listMembershipsWithPlans, recordCancellation } from './memberships.repository';
import { currencyCode, toWireMembership } from './memberships.service';

interface Deps {
  db: Database;
  clock: Clock;
}

/** When the membership ends if cancelled today; the agreed end once cancelled. */
function cancellationOf(row: MembershipWithPlan, today: string): MembershipCancellation {
  const { membership, plan } = row;
  assertNotEnded(membership, today);
  // Notice is not served while frozen: it runs from the day a freeze under way ends.
  const noticeFrom = isFrozenOn(membership, today)
    ? addCalendarDays(membership.frozenUntil ?? today, 1)
    : today;
  const end = membershipEnd(
    {
      startsOn: membership.startsOn,
      minimumTermMonths: plan.minimumTermMonths,
      noticePeriodMonths: plan.noticePeriodMonths,
      billingDay: membership.billingDay,
    },
    noticeFrom,
  );
  const isCancelled = membership.cancelledAt !== null;
  // Once cancelled, the end agreed then; a membership that ends sooner by itself keeps its end.
  const ownEnd = membership.endsOn;
  const endsOn = ownEnd !== null && (isCancelled || ownEnd < end.endsOn) ? ownEnd : end.endsOn;
  return {
    membership_id: membership.id,
    ends_on: endsOn,
    minimum_term_ends_on: end.minimumTermEndsOn,
    notice_period_months: plan.noticePeriodMonths,
    is_cancelled: isCancelled,
    message: isCancelled
      ? `Your membership has been cancelled and ends on ${spokenDate(endsOn)}.`
      : `Your membership will end on ${spokenDate(endsOn)}.`,
  };
}

export async function previewCancellation(
  { db, clock }: Deps,
  caller: Caller,
  membershipId: number,
  selectedUserId: number | undefined,
): Promise<MembershipCancellation> {
  const row = await findOwnMembership(db, caller, membershipId, selectedUserId);
  return cancellationOf(row, calendarDateIn(clock.now()));
}

/**
 * Cancels the membership: it ends on the preview's date, the last billing period paid in full.
 * Cancelling again answers the membership as it is. (The direct-debit module's sweep stops the
 * collections after the end date.)
 */
export async function cancelMembership(
  { db, clock }: Deps,
  caller: Caller,
  membershipId: number,
  selectedUserId: number | undefined,
): Promise<Membership> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await findOwnMembership(tx, caller, membershipId, selectedUserId, true);
    const cancellation = cancellationOf(row, calendarDateIn(now));
    if (!cancellation.is_cancelled) {
      await recordCancellation(tx, membershipId, cancellation.ends_on, now, calendarDateIn(now));
    }
    const [after] = await listMembershipsWithPlans(tx, row.membership.customerId, {
      membershipId,
    });
    if (!after) throw notFound(MEMBERSHIP_NOT_FOUND_MESSAGE);
    return toWireMembership(after, await currencyCode(tx), calendarDateIn(now));
  });
}
