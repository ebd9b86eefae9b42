import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { membershipDocuments, memberships } from './memberships.tables';

// How a membership comes to be when someone joins online; the membership-joining module runs
// the joining and calls these, as the owner of the tables writes them.

export type MembershipRow = typeof memberships.$inferSelect;

/** A membership waiting for its first payment. */
export async function openPendingMembership(
  db: Database,
  row: {
    customerId: number;
    planId: number;
    homeVenueId: number;
    startsOn: string;
    billingDay: number;
    proofDocument: string | null;
  },
): Promise<MembershipRow> {
  const [membership] = await db
    .insert(memberships)
    .values({
      customerId: row.customerId,
      planId: row.planId,
      homeVenueId: row.homeVenueId,
      status: 'pending',
      startsOn: row.startsOn,
      billingDay: row.billingDay,
    })
    .returning();
  if (!membership) throw new Error('the membership was not written');
  if (row.proofDocument) {
    // Uploaded in My account or while joining, before the first payment. A copy uploaded for an
    // application given up (its Direct Debit failed, or this one replaces it) comes with it,
    // rather than asking the person for the same card twice.
    const carried = await db
      .update(membershipDocuments)
      .set({ membershipId: membership.id })
      .where(
        eq(
          membershipDocuments.id,
          sql`(select d.id from ${membershipDocuments} d
            join ${memberships} m on m.id = d.membership_id
            where d.customer_id = ${row.customerId} and d.name = ${row.proofDocument}
              and m.status = 'abandoned' and d.uploaded_at is not null
            order by d.uploaded_at desc limit 1)`,
        ),
      )
      .returning({ id: membershipDocuments.id });
    if (carried.length === 0) {
      await db.insert(membershipDocuments).values({
        customerId: row.customerId,
        membershipId: membership.id,
        name: row.proofDocument,
      });
    }
  }
  return membership;
}

/**
 * Records when the Direct Debit first collects (a billing date): the first payment at joining
 * covers the days before it. Written with the joining's first payment, in its transaction.
 */
export async function setFirstCollection(
  db: Database,
  membershipId: number,
  firstCollectionOn: string,
): Promise<void> {
  await db.update(memberships).set({ firstCollectionOn }).where(eq(memberships.id, membershipId));
}

/** Gives up a membership whose Direct Debit could not be set up. */
export async function abandonPendingMembership(db: Database, membershipId: number): Promise<void> {
  await db
    .update(memberships)
    .set({ status: 'abandoned' })
    .where(and(eq(memberships.id, membershipId), eq(memberships.status, 'pending')));
}

/** The first payment is made: the membership starts. Answers null when it was not pending. */
export async function startPendingMembership(
  db: Database,
  membershipId: number,
): Promise<MembershipRow | null> {
  const [row] = await db
    .update(memberships)
    .set({ status: 'active' })
    .where(and(eq(memberships.id, membershipId), eq(memberships.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function findMembership(
  db: Database,
  membershipId: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<MembershipRow | undefined> {
  const query = db.select().from(memberships).where(eq(memberships.id, membershipId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * The customer's membership that is being joined or has not ended: one at a time. Run in the
 * joining's transaction: a lock per customer (across API processes) means two joins at once
 * cannot both find none.
 */
export async function findCurrentMembership(
  tx: Database,
  customerId: number,
  today: string,
): Promise<MembershipRow | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(4180427, ${customerId}::int)`);
  const [row] = await tx
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.customerId, customerId),
        inArray(memberships.status, ['pending', 'active', 'frozen']),
        or(isNull(memberships.endsOn), sql`${memberships.endsOn} >= ${today}`),
      ),
    )
    .limit(1);
  return row;
}

/** GoCardless says whether the membership's Direct Debit instruction is in place. */
export async function noteDirectDebitInstruction(
  db: Database,
  membershipId: number,
  hasInstruction: boolean,
): Promise<void> {
  await db
    .update(memberships)
    .set({ hasDirectDebitInstruction: hasInstruction })
    .where(eq(memberships.id, membershipId));
}
