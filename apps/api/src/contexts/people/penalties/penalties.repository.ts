import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import {
  accountPenalties,
  type PenaltyKind,
  type PenaltyRow,
  type PenaltySettlement,
} from './penalties.tables';

export interface NewPenalty {
  customerId: number;
  kind: PenaltyKind;
  bookingId: number | null;
  reason: string;
  amountPence: number;
  now: Date;
}

/**
 * Charges a penalty, at most once per booking and kind: marking the same no-show twice (or a
 * retried cancellation) answers the penalty already charged. Call it inside the transaction that
 * decided it, so the charge and its cause are written together.
 */
export async function recordPenalty(db: Database, penalty: NewPenalty): Promise<PenaltyRow> {
  const [inserted] = await db
    .insert(accountPenalties)
    .values({
      customerId: penalty.customerId,
      kind: penalty.kind,
      bookingId: penalty.bookingId,
      reason: penalty.reason,
      amountPence: penalty.amountPence,
      createdAt: penalty.now,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(accountPenalties)
    .where(
      and(
        eq(accountPenalties.bookingId, penalty.bookingId ?? -1),
        eq(accountPenalties.kind, penalty.kind),
      ),
    );
  return existing!;
}

export async function hasUnsettledPenalty(db: Database, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accountPenalties.id })
    .from(accountPenalties)
    .where(and(eq(accountPenalties.customerId, customerId), isNull(accountPenalties.settledAt)))
    .limit(1);
  return Boolean(row);
}

/** Outstanding first, then latest first. */
export async function listPenalties(db: Database, customerId: number): Promise<PenaltyRow[]> {
  return db
    .select()
    .from(accountPenalties)
    .where(eq(accountPenalties.customerId, customerId))
    .orderBy(
      desc(sql`${accountPenalties.settledAt} is null`),
      desc(accountPenalties.createdAt),
      asc(accountPenalties.id),
    );
}

export async function findPenalty(db: Database, id: number): Promise<PenaltyRow | undefined> {
  const [row] = await db.select().from(accountPenalties).where(eq(accountPenalties.id, id));
  return row;
}

/**
 * Settles an outstanding penalty; settling a settled one changes nothing (a retry, or a second
 * member of staff at the same moment), and answers it as it stands.
 */
export async function settlePenaltyRow(
  db: Database,
  id: number,
  settlement: { outcome: PenaltySettlement; staffId: number | null; now: Date },
): Promise<PenaltyRow> {
  await db
    .update(accountPenalties)
    .set({
      settledAt: settlement.now,
      settlement: settlement.outcome,
      settledByStaffId: settlement.staffId,
    })
    .where(and(eq(accountPenalties.id, id), isNull(accountPenalties.settledAt)));
  return (await findPenalty(db, id))!;
}

/** Waives a booking's unpaid penalty of this kind, e.g. a no-show staff mark attended after all. */
export async function waiveBookingPenalty(
  db: Database,
  bookingId: number,
  kind: PenaltyKind,
  { staffId, now }: { staffId: number | null; now: Date },
): Promise<void> {
  await db
    .update(accountPenalties)
    .set({ settledAt: now, settlement: 'waived', settledByStaffId: staffId })
    .where(
      and(
        eq(accountPenalties.bookingId, bookingId),
        eq(accountPenalties.kind, kind),
        isNull(accountPenalties.settledAt),
      ),
    );
}
