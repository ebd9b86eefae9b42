import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { venues } from '../../venue-setup/venues';
import { membershipPlans, membershipPlanVenues } from './memberships.tables';

export type MembershipPlanRow = typeof membershipPlans.$inferSelect;

export interface PlanVenue {
  id: number;
  slug: string;
  name: string;
}

/**
 * The operator's plans valid at a venue: those listing it, and those listing no venue (valid
 * everywhere). The operator's order first, then the cheapest.
 */
export async function listPlansAtVenue(
  db: Database,
  operatorId: number,
  venueId: number,
): Promise<MembershipPlanRow[]> {
  return db
    .select()
    .from(membershipPlans)
    .where(
      sql`${membershipPlans.operatorId} = ${operatorId} and (
        not exists (select 1 from membership_plan_venues pv where pv.plan_id = ${membershipPlans.id})
        or exists (select 1 from membership_plan_venues pv
          where pv.plan_id = ${membershipPlans.id} and pv.venue_id = ${venueId}))`,
    )
    .orderBy(
      asc(membershipPlans.sortOrder),
      asc(membershipPlans.monthlyPricePence),
      asc(membershipPlans.id),
    );
}

/** The venues each plan lists (a plan listing none is valid at every venue and is absent). */
export async function listPlanVenues(
  db: Database,
  planIds: readonly number[],
): Promise<Map<number, PlanVenue[]>> {
  const byPlan = new Map<number, PlanVenue[]>();
  if (planIds.length === 0) return byPlan;
  const rows = await db
    .select({
      planId: membershipPlanVenues.planId,
      id: venues.id,
      slug: venues.slug,
      name: venues.name,
    })
    .from(membershipPlanVenues)
    .innerJoin(venues, eq(venues.id, membershipPlanVenues.venueId))
    .where(inArray(membershipPlanVenues.planId, [...planIds]))
    .orderBy(asc(venues.name));
  for (const { planId, ...venue } of rows) {
    byPlan.set(planId, [...(byPlan.get(planId) ?? []), venue]);
  }
  return byPlan;
}

export async function findPlan(
  db: Database,
  planId: number,
): Promise<MembershipPlanRow | undefined> {
  const [row] = await db.select().from(membershipPlans).where(eq(membershipPlans.id, planId));
  return row;
}
