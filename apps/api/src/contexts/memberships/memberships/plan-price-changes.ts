import { inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { countCurrentMembers } from './plan-settings.repository';
import { membershipPlans } from './memberships.tables';

/** A plan whose monthly price is about to change while it has members. */
export interface PlanPriceChange {
  planId: number;
  name: string;
  fromPence: number;
  toPence: number;
  currentMembers: number;
}

/**
 * Which of these new monthly prices change what current members pay. Members' Direct Debits
 * are collected at their plan's price (direct-debit's sweep tells GoCardless of a new one), so a
 * plan's new price reaches every current member from their next collection not yet made; the
 * import says so before it writes, in a dry run too. Plans without members are left out.
 */
export async function monthlyPriceChanges(
  db: Database,
  proposed: ReadonlyArray<{ planId: number; monthlyPricePence: number }>,
  today: string,
): Promise<PlanPriceChange[]> {
  if (proposed.length === 0) return [];
  const stored = await db
    .select({
      id: membershipPlans.id,
      name: membershipPlans.name,
      monthlyPricePence: membershipPlans.monthlyPricePence,
    })
    .from(membershipPlans)
    .where(
      inArray(
        membershipPlans.id,
        proposed.map((change) => change.planId),
      ),
    );
  const storedById = new Map(stored.map((plan) => [plan.id, plan]));
  const changed = proposed.filter(
    (change) => storedById.get(change.planId)?.monthlyPricePence !== change.monthlyPricePence,
  );
  const members = await countCurrentMembers(
    db,
    changed.map((change) => change.planId),
    today,
  );
  return changed.flatMap(({ planId, monthlyPricePence }) => {
    const plan = storedById.get(planId);
    const currentMembers = members.get(planId) ?? 0;
    if (!plan || currentMembers === 0) return [];
    return [
      {
        planId,
        name: plan.name,
        fromPence: plan.monthlyPricePence,
        toPence: monthlyPricePence,
        currentMembers,
      },
    ];
  });
}
