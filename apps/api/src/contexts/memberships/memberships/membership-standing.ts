import type { MemberStanding } from '@lido/contract';
import { and, desc, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../platform/db/client';
import { membershipPlans, memberships } from './memberships.tables';

// Where a membership stands on a day, for staff finding members (the member directory). Said in
// SQL so that a list can be filtered, counted and paged by it in the database; it reads the
// columns as `isFrozenOn` and `assertNotEnded` (membership-state.ts) do, and must stay in step.

/**
 * One word for a membership on `today`, the first that fits: pending (its first payment not
 * made); ended (cancelled, expired or past its last day); ending (an end agreed, the notice
 * running: frozen or not, leaving is what staff act on); frozen (in a freeze's days); active.
 */
export function standingOn(today: string): SQL<MemberStanding> {
  const m = memberships;
  return sql<MemberStanding>`case
    when ${m.status} = 'pending' then 'pending'
    when ${m.status} in ('cancelled', 'expired', 'abandoned') or ${m.endsOn} < ${today} then 'ended'
    when ${m.endsOn} is not null then 'ending'
    when ${m.status} = 'frozen'
      or (${m.frozenFrom} <= ${today} and ${m.frozenUntil} >= ${today}) then 'frozen'
    else 'active' end`;
}

const standingFields = (today: string) => ({
  ...getTableColumns(memberships),
  planName: membershipPlans.name,
  standing: standingOn(today).as('standing'),
});

/**
 * The current membership of the customer whose id is `customerId` (a column of the query this
 * is laterally joined to): one that has not ended before one that has, then the newest. An
 * application never paid for is no membership. One index lookup per customer.
 */
export function currentMembershipOf(db: Database, customerId: AnyPgColumn, today: string) {
  return db
    .select(standingFields(today))
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .where(and(eq(memberships.customerId, customerId), ne(memberships.status, 'abandoned')))
    .orderBy(sql`${standingOn(today)} = 'ended'`, desc(memberships.startsOn), desc(memberships.id))
    .limit(1)
    .as('current_membership');
}

type CurrentMembership = ReturnType<typeof currentMembershipOf>;
const standingKeys = Object.keys(standingFields('')) as (keyof ReturnType<typeof standingFields>)[];

/** The fields of `currentMembershipOf` to select, as `listMembershipStandings` answers them. */
export function currentMembershipFields(current: CurrentMembership) {
  return Object.fromEntries(standingKeys.map((key) => [key, current[key]])) as Pick<
    CurrentMembership,
    (typeof standingKeys)[number]
  >;
}

/** Every membership the customer has held or is joining, newest first, with its standing. */
export async function listMembershipStandings(db: Database, customerId: number, today: string) {
  return db
    .select(standingFields(today))
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .where(and(eq(memberships.customerId, customerId), ne(memberships.status, 'abandoned')))
    .orderBy(desc(memberships.startsOn), desc(memberships.id));
}

export type MembershipStanding = Awaited<ReturnType<typeof listMembershipStandings>>[number];

/**
 * Whether the customer in `customerId` (a column of the outer query) holds or held the
 * membership `membershipId`: a member found by the number on their card.
 */
export function holdsMembership(customerId: AnyPgColumn, membershipId: number): SQL {
  return sql`exists (select 1 from ${memberships}
    where ${memberships.id} = ${membershipId} and ${memberships.customerId} = ${customerId}
      and ${memberships.status} <> 'abandoned')`;
}
