import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { addCalendarDays, calendarDateIn } from '../../calendar-date';
import { findPlan, memberships } from '../memberships';
import { firstCollectionOnOrAfter } from './collection-dates';
import { listCollections, moveMandate } from './direct-debit.repository';
import { directDebitMandates } from './direct-debit.tables';
import type { DirectDebitDeps } from './mandates';

/** GoCardless collects no sooner than this many days after a payment is asked for. */
const NOTICE_DAYS = 3;

/**
 * Stops the monthly collection of memberships that were cancelled: the subscription is
 * cancelled at GoCardless at once (which also cancels its payments not yet submitted), and each
 * collection still due on a billing day up to the membership's last day is made as a one-off
 * payment. So a member is charged for every month up to the end they were shown, and never
 * after it. Safe to run again after a failure: the one-off payments carry idempotency keys.
 */
export async function endCollectionsOfCancelledMemberships(deps: DirectDebitDeps): Promise<number> {
  const { db, clock, provider } = deps;
  const due = await db
    .select({ mandate: directDebitMandates, membership: memberships })
    .from(directDebitMandates)
    .innerJoin(memberships, eq(memberships.id, directDebitMandates.membershipId))
    .where(
      and(
        isNotNull(directDebitMandates.providerSubscriptionId),
        isNull(directDebitMandates.collectionEndedAt),
        isNotNull(memberships.cancelledAt),
        isNotNull(memberships.endsOn),
      ),
    )
    .limit(50);
  let ended = 0;
  for (const { mandate, membership } of due) {
    const endsOn = membership.endsOn ?? '';
    const billingDay = membership.billingDay ?? 1;
    await provider.cancelSubscription(mandate.providerSubscriptionId ?? '');
    const today = calendarDateIn(clock.now());
    const earliest = addCalendarDays(today, NOTICE_DAYS);
    const [plan, collected] = await Promise.all([
      findPlan(db, membership.planId),
      listCollections(db, membership.id),
    ]);
    const taken = new Set(
      collected
        .filter((collection) => !['cancelled', 'failed'].includes(collection.status))
        .map((collection) => collection.chargeDate),
    );
    for (
      let date = firstCollectionOnOrAfter(addCalendarDays(today, 1), billingDay);
      date <= endsOn;
      date = firstCollectionOnOrAfter(addCalendarDays(date, 1), billingDay)
    ) {
      if (taken.has(date) || !plan || plan.monthlyPricePence === 0) continue;
      await provider.createPayment({
        idempotencyKey: `${mandate.id}-final-${date}`,
        mandateId: mandate.providerMandateId ?? '',
        amountPence: plan.monthlyPricePence,
        chargeDate: date >= earliest ? date : null,
        description: `${plan.name}: ${date}`,
        metadata: { lido_membership: String(membership.id) },
      });
    }
    await moveMandate(db, mandate.id, [mandate.status], {
      collectionEndedAt: clock.now(),
      updatedAt: clock.now(),
    });
    ended += 1;
  }
  return ended;
}
