import { and, eq, gte, isNotNull, isNull, ne, or } from 'drizzle-orm';
import { addCalendarDays, calendarDateIn } from '@lido/calendar-date';
import { findPlan, type MembershipRow, memberships, nextBillingDate } from '../memberships';
import { listCollections, type MandateRow, moveMandate } from './direct-debit.repository';
import { directDebitMandates } from './direct-debit.tables';
import type { DirectDebitDeps } from './mandates';

// GoCardless cannot move a subscription's dates, so a membership that is cancelled or frozen has
// its subscription cancelled (which also cancels its payments not yet submitted) and what is
// still due made again: as one-off payments up to the last day paid for, and, after a freeze, a
// new subscription from the day it resumes. Safe to run again after a failure: every payment and
// subscription made here carries an idempotency key of its own.

/** GoCardless collects no sooner than this many days after a payment is asked for. */
const NOTICE_DAYS = 3;

/**
 * Makes the collections due on billing days after today up to `lastDay` that the cancelled
 * subscription will no longer make, as one-off payments (none in a freeze's months).
 */
async function collectDueUpTo(
  deps: DirectDebitDeps,
  mandate: MandateRow,
  membership: MembershipRow,
  lastDay: string,
): Promise<void> {
  const { db, clock, provider } = deps;
  const today = calendarDateIn(clock.now());
  const earliest = addCalendarDays(today, NOTICE_DAYS);
  const billingDay = membership.billingDay ?? 1;
  const [plan, collected] = await Promise.all([
    findPlan(db, membership.planId),
    listCollections(db, membership.id),
  ]);
  if (!plan || plan.monthlyPricePence === 0) return;
  const taken = new Set(
    collected
      .filter((collection) => !['cancelled', 'failed'].includes(collection.status))
      .map((collection) => collection.chargeDate),
  );
  for (
    let date = nextBillingDate(addCalendarDays(today, 1), billingDay);
    date <= lastDay;
    date = nextBillingDate(addCalendarDays(date, 1), billingDay)
  ) {
    const isFrozen =
      membership.frozenFrom !== null &&
      membership.frozenFrom <= date &&
      date <= (membership.frozenUntil ?? date);
    if (taken.has(date) || isFrozen) continue;
    await provider.createPayment({
      idempotencyKey: `${mandate.id}-collection-${date}`,
      mandateId: mandate.providerMandateId ?? '',
      amountPence: plan.monthlyPricePence,
      chargeDate: date >= earliest ? date : null,
      description: `${plan.name}: ${date}`,
      metadata: { lido_membership: String(membership.id) },
    });
  }
}

/** Mandates still collecting monthly for memberships matching `condition`. */
async function collectingMandates(
  deps: DirectDebitDeps,
  condition: ReturnType<typeof and>,
): Promise<{ mandate: MandateRow; membership: MembershipRow }[]> {
  return deps.db
    .select({ mandate: directDebitMandates, membership: memberships })
    .from(directDebitMandates)
    .innerJoin(memberships, eq(memberships.id, directDebitMandates.membershipId))
    .where(
      and(
        isNotNull(directDebitMandates.providerSubscriptionId),
        isNull(directDebitMandates.collectionEndedAt),
        condition,
      ),
    )
    .limit(50);
}

/**
 * Stops collecting for cancelled memberships: every month up to the end the member was shown is
 * collected, and nothing after it.
 */
export async function endCollectionsOfCancelledMemberships(deps: DirectDebitDeps): Promise<number> {
  const { clock, provider } = deps;
  const due = await collectingMandates(
    deps,
    and(isNotNull(memberships.cancelledAt), isNotNull(memberships.endsOn)),
  );
  for (const { mandate, membership } of due) {
    await provider.cancelSubscription(mandate.providerSubscriptionId ?? '');
    await collectDueUpTo(deps, mandate, membership, membership.endsOn ?? '');
    await moveMandate(deps.db, mandate.id, [mandate.status], {
      collectionEndedAt: clock.now(),
      updatedAt: clock.now(),
    });
  }
  return due.length;
}

/**
 * Skips a frozen membership's months: the months before the freeze are collected, none during
 * it, and a new monthly subscription starts on the day the membership resumes.
 */
export async function pauseCollectionsOfFrozenMemberships(deps: DirectDebitDeps): Promise<number> {
  const { db, clock, provider } = deps;
  const today = calendarDateIn(clock.now());
  const due = await collectingMandates(
    deps,
    and(
      isNull(memberships.cancelledAt),
      isNotNull(memberships.frozenFrom),
      gte(memberships.frozenUntil, today),
      or(
        isNull(directDebitMandates.collectionPausedFrom),
        ne(directDebitMandates.collectionPausedFrom, memberships.frozenFrom),
      ),
    ),
  );
  for (const { mandate, membership } of due) {
    const frozenFrom = membership.frozenFrom ?? today;
    const resumesOn = addCalendarDays(membership.frozenUntil ?? today, 1);
    await provider.cancelSubscription(mandate.providerSubscriptionId ?? '');
    await collectDueUpTo(deps, mandate, membership, addCalendarDays(frozenFrom, -1));
    const plan = await findPlan(db, membership.planId);
    const amountPence = plan?.monthlyPricePence ?? 0;
    const { subscriptionId } = await provider.startSubscription({
      idempotencyKey: `${mandate.id}-subscription-${resumesOn}`,
      mandateId: mandate.providerMandateId ?? '',
      amountPence,
      dayOfMonth: membership.billingDay ?? 1,
      startDate: resumesOn,
      name: `${plan?.name ?? 'Membership'} from ${resumesOn}`,
      metadata: { lido_membership: String(membership.id) },
    });
    await moveMandate(db, mandate.id, [mandate.status], {
      providerSubscriptionId: subscriptionId,
      subscriptionAmountPence: amountPence,
      collectionPausedFrom: frozenFrom,
      updatedAt: clock.now(),
    });
  }
  return due.length;
}
