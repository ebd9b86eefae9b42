import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { venues } from '../../venue-setup/venues';
import { standingOn } from './membership-standing';
import { membershipPlans, membershipPlanVenues, memberships } from './memberships.tables';

export type PlanSettingsRow = typeof membershipPlans.$inferSelect;

/** An operator's plans in the order customers see them. */
export async function findPlansOfOperator(
  db: Database,
  operatorId: number,
): Promise<PlanSettingsRow[]> {
  return db
    .select()
    .from(membershipPlans)
    .where(eq(membershipPlans.operatorId, operatorId))
    .orderBy(
      asc(membershipPlans.sortOrder),
      asc(membershipPlans.monthlyPricePence),
      asc(membershipPlans.id),
    );
}

/** The names of the venues each plan lists, and their ids (where its audit is recorded). */
export async function findVenuesOfPlans(
  db: Database,
  planIds: readonly number[],
): Promise<Map<number, { id: number; name: string }[]>> {
  const byPlan = new Map<number, { id: number; name: string }[]>();
  if (planIds.length === 0) return byPlan;
  const rows = await db
    .select({ planId: membershipPlanVenues.planId, id: venues.id, name: venues.name })
    .from(membershipPlanVenues)
    .innerJoin(venues, eq(venues.id, membershipPlanVenues.venueId))
    .where(inArray(membershipPlanVenues.planId, [...planIds]))
    .orderBy(asc(venues.name));
  for (const { planId, ...venue } of rows) {
    byPlan.set(planId, [...(byPlan.get(planId) ?? []), venue]);
  }
  return byPlan;
}

/** The ids of an operator's venues, in order: a plan listing no venue is sold at each. */
export async function findVenueIdsOfOperator(db: Database, operatorId: number): Promise<number[]> {
  const rows = await db
    .select({ id: venues.id })
    .from(venues)
    .where(eq(venues.operatorId, operatorId))
    .orderBy(asc(venues.id));
  return rows.map((row) => row.id);
}

/** How many memberships of each plan have started and not ended on `today`. */
export async function countCurrentMembers(
  db: Database,
  planIds: readonly number[],
  today: string,
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (planIds.length === 0) return counts;
  const rows = await db
    .select({ planId: memberships.planId, count: sql<number>`count(*)::int` })
    .from(memberships)
    .where(
      and(
        inArray(memberships.planId, [...planIds]),
        sql`${memberships.startsOn} <= ${today}`,
        sql`${standingOn(today)} in ('active', 'ending', 'frozen')`,
      ),
    )
    .groupBy(memberships.planId);
  for (const row of rows) counts.set(row.planId, Number(row.count));
  return counts;
}

/** A plan, locked until the transaction ends, so two changes at once are audited in turn. */
export async function lockPlan(tx: Database, planId: number): Promise<PlanSettingsRow | undefined> {
  const [row] = await tx
    .select()
    .from(membershipPlans)
    .where(eq(membershipPlans.id, planId))
    .for('update');
  return row;
}

export async function updatePlanSettings(
  tx: Database,
  planId: number,
  fields: Partial<Pick<PlanSettingsRow, 'name' | 'description' | 'availableOnline'>>,
): Promise<PlanSettingsRow | undefined> {
  const [row] = await tx
    .update(membershipPlans)
    .set(fields)
    .where(eq(membershipPlans.id, planId))
    .returning();
  return row;
}
