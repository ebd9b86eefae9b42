import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { membershipPlans, memberships } from './memberships.tables';

/** A change of plan: from `changesOn` (a billing date) the membership is on `planId`. */
export interface PlanChangeRow {
  planId: number;
  changesOn: string;
}

/**
 * Records a change of plan (`to`; null withdraws one) if the membership's change is still `from`,
 * in one statement: a change written meanwhile by another request is never overwritten. Answers
 * whether it was written.
 */
export async function replacePlanChange(
  db: Database,
  membershipId: number,
  from: PlanChangeRow | null,
  to: PlanChangeRow | null,
): Promise<boolean> {
  const rows = await db
    .update(memberships)
    .set({ nextPlanId: to?.planId ?? null, planChangesOn: to?.changesOn ?? null })
    .where(
      and(
        eq(memberships.id, membershipId),
        sql`${memberships.nextPlanId} is not distinct from ${from?.planId ?? null}`,
        sql`${memberships.planChangesOn} is not distinct from ${from?.changesOn ?? null}`,
      ),
    )
    .returning({ id: memberships.id });
  return rows.length > 0;
}

/**
 * What the membership collects a month from its next collection not yet created: the price of
 * the plan a change asked for is to, or of its own plan. Null for no such membership.
 */
export async function monthlyPriceDue(db: Database, membershipId: number): Promise<number | null> {
  const [row] = await db
    .select({ pence: membershipPlans.monthlyPricePence })
    .from(memberships)
    .innerJoin(
      membershipPlans,
      eq(membershipPlans.id, sql`coalesce(${memberships.nextPlanId}, ${memberships.planId})`),
    )
    .where(eq(memberships.id, membershipId));
  return row?.pence ?? null;
}

/**
 * Makes the changes of plan due by `today` (a venue-local date): the membership is on its new
 * plan from then, and has no change left to make. One conditional statement, so several
 * processes sweeping at once make each change once.
 */
export async function makeDuePlanChanges(db: Database, today: string): Promise<number> {
  const rows = await db
    .update(memberships)
    .set({ planId: sql`${memberships.nextPlanId}`, nextPlanId: null, planChangesOn: null })
    .where(and(isNotNull(memberships.nextPlanId), lte(memberships.planChangesOn, today)))
    .returning({ id: memberships.id });
  return rows.length;
}
