import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { membershipJoinings } from './membership-joining.tables';

export type JoiningRow = typeof membershipJoinings.$inferSelect;

export async function insertJoining(db: Database, row: JoiningRow): Promise<void> {
  await db.insert(membershipJoinings).values(row);
}

export async function findJoining(db: Database, membershipId: number) {
  const [row] = await db
    .select()
    .from(membershipJoinings)
    .where(eq(membershipJoinings.membershipId, membershipId));
  return row;
}

/** Records the first payment; false when it was already recorded (a repeated completion). */
export async function markJoiningPaid(
  db: Database,
  membershipId: number,
  cardTransactionId: string | null,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(membershipJoinings)
    .set({ cardTransactionId, paidAt: now })
    .where(
      and(eq(membershipJoinings.membershipId, membershipId), isNull(membershipJoinings.paidAt)),
    )
    .returning({ id: membershipJoinings.membershipId });
  return rows.length > 0;
}

export async function markCollectionStarted(
  db: Database,
  membershipId: number,
  now: Date,
): Promise<void> {
  await db
    .update(membershipJoinings)
    .set({ collectionStartedAt: now })
    .where(eq(membershipJoinings.membershipId, membershipId));
}

/** Paid joinings whose monthly collection was not started (GoCardless did not answer then). */
export async function listJoiningsToStartCollecting(db: Database, limit = 50) {
  return db
    .select()
    .from(membershipJoinings)
    .where(
      and(isNotNull(membershipJoinings.paidAt), isNull(membershipJoinings.collectionStartedAt)),
    )
    .limit(limit);
}
