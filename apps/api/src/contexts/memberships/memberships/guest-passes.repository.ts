import { and, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { isActiveOn } from './memberships.repository';
import { guestPasses, membershipPlans, memberships } from './memberships.tables';

export type GuestPassRow = typeof guestPasses.$inferSelect;

/**
 * The customer's membership active on `today` (not frozen) with its plan's monthly passes.
 * Locked when giving: two passes given at once queue, so neither goes past the allowance.
 */
export async function findGivingMembership(
  db: Database,
  customerId: number,
  today: string,
  { lock = false }: { lock?: boolean } = {},
) {
  const query = db
    .select({
      id: memberships.id,
      endsOn: memberships.endsOn,
      planName: membershipPlans.name,
      perMonth: membershipPlans.guestPassesPerMonth,
    })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .where(and(eq(memberships.customerId, customerId), isActiveOn(today)))
    .orderBy(desc(memberships.startsOn), desc(memberships.id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: memberships }) : await query;
  return row;
}

/** Passes given from a membership on days `from` (inclusive) to `until` (exclusive). */
export async function countPassesGiven(
  db: Database,
  membershipId: number,
  from: string,
  until: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(guestPasses)
    .where(
      and(
        eq(guestPasses.membershipId, membershipId),
        gte(guestPasses.issuedOn, from),
        lt(guestPasses.issuedOn, until),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Writes a pass; null when its code is taken already (the caller draws another). */
export async function insertGuestPass(
  db: Database,
  row: Omit<typeof guestPasses.$inferInsert, 'id'>,
): Promise<GuestPassRow | null> {
  const [pass] = await db.insert(guestPasses).values(row).onConflictDoNothing().returning();
  return pass ?? null;
}

export async function findGuestPassByCodes(
  db: Database,
  codes: readonly string[],
): Promise<GuestPassRow | undefined> {
  if (codes.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(guestPasses)
    .where(inArray(guestPasses.code, [...codes]))
    .limit(1);
  return row;
}

export async function findGuestPass(
  db: Database,
  passId: number,
): Promise<GuestPassRow | undefined> {
  const [row] = await db.select().from(guestPasses).where(eq(guestPasses.id, passId));
  return row;
}

/**
 * Marks a pass used by an order, if it still can be (not used, not expired on `today`): one
 * conditional update, so a pass can only ever go to one order. The guest's name is kept as the
 * member gave it, or else the attendee's.
 */
export async function markGuestPassUsed(
  db: Database,
  passId: number,
  use: { orderId: number; guestName: string; today: string },
): Promise<boolean> {
  const rows = await db
    .update(guestPasses)
    .set({
      usedOn: use.today,
      usedOrderId: use.orderId,
      guestName: sql`coalesce(${guestPasses.guestName}, ${use.guestName})`,
    })
    .where(
      and(
        eq(guestPasses.id, passId),
        isNull(guestPasses.usedOn),
        gte(guestPasses.expiresOn, use.today),
      ),
    )
    .returning({ id: guestPasses.id });
  return rows.length > 0;
}
