import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { membershipPlans, memberships } from '../memberships';
import { findMandateOfMembership, noteSubscriptionAmount } from './direct-debit.repository';
import { directDebitMandates } from './direct-debit.tables';
import type { DirectDebitDeps } from './mandates';

/**
 * Collects `amountPence` a month for the membership from its next collection GoCardless has not
 * yet created (a change of plan, or its withdrawal): the subscription's amount is updated, which
 * leaves a payment already created as it is. Answers false when the membership has no monthly
 * collection to change: no Direct Debit yet (demo memberships), or its collection has ended
 * (cancelled: what is still due is collected by one-off payments at the plan's price).
 * Setting the amount it already has changes nothing, so asking again is safe.
 */
export async function collectMonthlyAmount(
  { db, provider }: DirectDebitDeps,
  membershipId: number,
  amountPence: number,
): Promise<boolean> {
  const mandate = await findMandateOfMembership(db, membershipId);
  if (!mandate?.providerSubscriptionId || mandate.collectionEndedAt) return false;
  await provider.updateSubscriptionAmount(mandate.providerSubscriptionId, amountPence);
  await noteSubscriptionAmount(db, mandate.id, mandate.providerSubscriptionId, amountPence);
  return true;
}

/**
 * The Direct Debit sweep's part in a change of plan: a subscription whose amount is not what its
 * membership now costs a month (its plan's price, or the price of the plan it is changing to) is
 * told again. The change is recorded on the membership before GoCardless is called, and the
 * amount noted once GoCardless has answered, so a crash or a failure in between is finished
 * here. A few at a time; the next sweep takes the rest.
 */
export async function settleSubscriptionAmounts(deps: DirectDebitDeps): Promise<number> {
  const { db, provider } = deps;
  const due = sql<number>`(select ${membershipPlans.monthlyPricePence} from ${membershipPlans}
    where ${membershipPlans.id} = coalesce(${memberships.nextPlanId}, ${memberships.planId}))`;
  const rows = await db
    .select({
      mandateId: directDebitMandates.id,
      subscriptionId: directDebitMandates.providerSubscriptionId,
      amountPence: due,
    })
    .from(directDebitMandates)
    .innerJoin(memberships, eq(memberships.id, directDebitMandates.membershipId))
    .where(
      and(
        isNotNull(directDebitMandates.providerSubscriptionId),
        isNull(directDebitMandates.collectionEndedAt),
        isNull(memberships.cancelledAt),
        sql`${directDebitMandates.subscriptionAmountPence} is distinct from ${due}`,
      ),
    )
    .limit(20);
  let told = 0;
  for (const { mandateId, subscriptionId, amountPence } of rows) {
    if (!subscriptionId) continue;
    try {
      await provider.updateSubscriptionAmount(subscriptionId, amountPence);
    } catch {
      // GoCardless refused or did not answer: tried again by the next sweep; the others go on.
      continue;
    }
    await noteSubscriptionAmount(db, mandateId, subscriptionId, amountPence);
    told += 1;
  }
  return told;
}
