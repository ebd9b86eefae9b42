import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../platform/db/client';
import { venues } from '../../venue-setup/venues';
import { listDocumentsInForce } from './membership-documents.repository';
import { guestPasses, membershipPlans, memberships } from './memberships.tables';

const nextPlans = alias(membershipPlans, 'next_plans');

/** Memberships with their plan and home venue, newest first. */
export async function listMembershipsWithPlans(
  db: Database,
  customerId: number,
  { membershipId, lock = false }: { membershipId?: number; lock?: boolean } = {},
) {
  const query = db
    .select({
      membership: memberships,
      plan: membershipPlans,
      venue: { id: venues.id, slug: venues.slug, name: venues.name },
      // A change of plan asked for: the plan it is to.
      nextPlan: {
        id: nextPlans.id,
        name: nextPlans.name,
        monthlyPricePence: nextPlans.monthlyPricePence,
      },
    })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .leftJoin(venues, eq(venues.id, memberships.homeVenueId))
    .leftJoin(nextPlans, eq(nextPlans.id, memberships.nextPlanId))
    .where(
      and(
        eq(memberships.customerId, customerId),
        membershipId === undefined ? undefined : eq(memberships.id, membershipId),
      ),
    )
    .orderBy(desc(memberships.startsOn), desc(memberships.id));
  // A cancellation holds the membership's row until it commits, so two cannot cross.
  return lock ? query.for('update', { of: memberships }) : query;
}

/**
 * Records a cancellation: the membership now ends on `endsOn`. A freeze booked but not yet begun
 * is let go (the member is leaving); one under way keeps its dates. So is a change of plan not
 * yet made: what is still due is collected at the plan's price (the Direct Debit sweep).
 */
export async function recordCancellation(
  db: Database,
  membershipId: number,
  endsOn: string,
  now: Date,
  today: string,
): Promise<void> {
  await db
    .update(memberships)
    .set({
      endsOn,
      cancelledAt: now,
      frozenFrom: sql`case when ${memberships.frozenFrom} > ${today} then null else ${memberships.frozenFrom} end`,
      frozenUntil: sql`case when ${memberships.frozenFrom} > ${today} then null else ${memberships.frozenUntil} end`,
      nextPlanId: sql`case when ${memberships.planChangesOn} > ${today} then null else ${memberships.nextPlanId} end`,
      planChangesOn: sql`case when ${memberships.planChangesOn} > ${today} then null else ${memberships.planChangesOn} end`,
    })
    .where(and(eq(memberships.id, membershipId), isNull(memberships.cancelledAt)));
}

/** Active on `today` (a venue-local date): started, not ended, not frozen or cancelled. */
export function isActiveOn(today: string) {
  return and(
    eq(memberships.status, 'active'),
    lte(memberships.startsOn, today),
    or(isNull(memberships.endsOn), gte(memberships.endsOn, today)),
    or(
      isNull(memberships.frozenFrom),
      gt(memberships.frozenFrom, today),
      lt(memberships.frozenUntil, today),
    ),
  );
}

/**
 * Books a freeze; false when the membership has one booked or under way already (two requests
 * at once). A freeze that is over makes way for the next.
 */
export async function recordFreeze(
  db: Database,
  membershipId: number,
  freeze: { from: string; until: string },
  today: string,
): Promise<boolean> {
  const rows = await db
    .update(memberships)
    .set({ frozenFrom: freeze.from, frozenUntil: freeze.until })
    .where(
      and(
        eq(memberships.id, membershipId),
        or(isNull(memberships.frozenFrom), lt(memberships.frozenUntil, today)),
      ),
    )
    .returning({ id: memberships.id });
  return rows.length > 0;
}

/**
 * The plan a membership is on `today`. A change of plan is made by a sweep
 * (makeDuePlanChanges); until it has run, a change due today already counts here, so a member's
 * prices, benefits and booking window are the new plan's from the first minute of the day.
 */
const planOn = (today: string) =>
  sql<number>`case when ${memberships.planChangesOn} <= ${today} then ${memberships.nextPlanId} else ${memberships.planId} end`;

/** The customer's latest active membership, with the plan it is on today (`planId`). */
export async function findActiveMembership(db: Database, customerId: number, today: string) {
  const [row] = await db
    .select({
      membership: memberships,
      planId: membershipPlans.id,
      planName: membershipPlans.name,
      advanceBookingDays: membershipPlans.advanceBookingDays,
    })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, planOn(today)))
    .where(and(eq(memberships.customerId, customerId), isActiveOn(today)))
    .orderBy(desc(memberships.startsOn), desc(memberships.id))
    .limit(1);
  return row;
}

/** Each customer's latest active membership, in one query (customers without one are absent). */
export async function findActiveMembershipIds(
  db: Database,
  customerIds: readonly number[],
  today: string,
): Promise<Map<number, number>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({ customerId: memberships.customerId, id: memberships.id })
    .from(memberships)
    .where(and(inArray(memberships.customerId, [...customerIds]), isActiveOn(today)))
    .orderBy(desc(memberships.startsOn), desc(memberships.id));
  const ids = new Map<number, number>();
  // Latest first: the first row of each customer is the one findActiveMembership would give.
  for (const row of rows) if (!ids.has(row.customerId)) ids.set(row.customerId, row.id);
  return ids;
}

/** The customer's documents still asked for (none of an application given up or a past membership). */
export async function listDocuments(db: Database, customerId: number, today: string) {
  const rows = await listDocumentsInForce(db, customerId, today);
  return rows.map((row) => row.document);
}

export async function listGuestPasses(db: Database, customerId: number) {
  return db
    .select()
    .from(guestPasses)
    .where(eq(guestPasses.customerId, customerId))
    .orderBy(
      sql`${guestPasses.usedOn} is not null`,
      asc(guestPasses.expiresOn),
      asc(guestPasses.id),
    );
}
