import { and, asc, desc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import {
  type CollectionStatus,
  directDebitEvents,
  directDebitMandates,
  directDebitPayments,
  type MandateStatus,
} from './direct-debit.tables';

export type MandateRow = typeof directDebitMandates.$inferSelect;
export type CollectionRow = typeof directDebitPayments.$inferSelect;

export async function insertMandate(db: Database, row: MandateRow): Promise<void> {
  await db.insert(directDebitMandates).values(row);
}

/** Moves a mandate only from one of `from`: the one way its state changes. */
export async function moveMandate(
  db: Database,
  id: string,
  from: readonly MandateStatus[],
  changes: Partial<Omit<MandateRow, 'id'>> & { updatedAt: Date },
): Promise<MandateRow | undefined> {
  const [row] = await db
    .update(directDebitMandates)
    .set(changes)
    .where(and(eq(directDebitMandates.id, id), inArray(directDebitMandates.status, [...from])))
    .returning();
  return row;
}

/**
 * Notes what GoCardless has been told the subscription collects a month, for the subscription it
 * was told about (a freeze may have started another since).
 */
export async function noteSubscriptionAmount(
  db: Database,
  mandateId: string,
  subscriptionId: string,
  amountPence: number,
): Promise<void> {
  await db
    .update(directDebitMandates)
    .set({ subscriptionAmountPence: amountPence })
    .where(
      and(
        eq(directDebitMandates.id, mandateId),
        eq(directDebitMandates.providerSubscriptionId, subscriptionId),
      ),
    );
}

export async function findMandate(db: Database, id: string) {
  const [row] = await db.select().from(directDebitMandates).where(eq(directDebitMandates.id, id));
  return row;
}

export async function findMandateByProviderId(db: Database, providerMandateId: string) {
  const [row] = await db
    .select()
    .from(directDebitMandates)
    .where(eq(directDebitMandates.providerMandateId, providerMandateId));
  return row;
}

/** The membership's instruction: the newest one that GoCardless accepted. */
export async function findMandateOfMembership(db: Database, membershipId: number) {
  const [row] = await db
    .select()
    .from(directDebitMandates)
    .where(
      and(
        eq(directDebitMandates.membershipId, membershipId),
        notInArray(directDebitMandates.status, ['setting_up', 'abandoned']),
      ),
    )
    .orderBy(desc(directDebitMandates.createdAt))
    .limit(1);
  return row;
}

/** Records a collection once, however often GoCardless tells of it. */
export async function insertCollection(
  db: Database,
  row: Omit<CollectionRow, 'id' | 'failureCause' | 'settledAt'>,
): Promise<void> {
  await db
    .insert(directDebitPayments)
    .values(row)
    .onConflictDoNothing({ target: directDebitPayments.providerPaymentId });
}

export async function findCollection(db: Database, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(directDebitPayments)
    .where(eq(directDebitPayments.providerPaymentId, providerPaymentId));
  return row;
}

export async function moveCollection(
  db: Database,
  providerPaymentId: string,
  from: readonly CollectionStatus[],
  changes: Partial<Pick<CollectionRow, 'status' | 'failureCause' | 'settledAt'>> & {
    updatedAt: Date;
  },
): Promise<CollectionRow | null> {
  const [moved] = await db
    .update(directDebitPayments)
    .set(changes)
    .where(
      and(
        eq(directDebitPayments.providerPaymentId, providerPaymentId),
        inArray(directDebitPayments.status, [...from]),
      ),
    )
    .returning();
  return moved ?? null;
}

export async function listCollections(db: Database, membershipId: number) {
  return db
    .select()
    .from(directDebitPayments)
    .where(eq(directDebitPayments.membershipId, membershipId))
    .orderBy(asc(directDebitPayments.chargeDate), asc(directDebitPayments.id));
}

/**
 * Notes that an event has been acted on; false when it already was (a retry or a replay). Run in
 * the transaction that acts on it, so an event is acted on exactly once.
 */
export async function claimEvent(
  db: Database,
  event: { id: string; resourceType: string; action: string },
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(directDebitEvents)
    .values({ ...event, receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: directDebitEvents.id });
  return inserted.length > 0;
}

/**
 * Marks the membership's failed collections paid another way, if they still come to `pence`
 * (nothing changed since the member was asked for it). Locks them while it looks.
 */
export async function settleFailedCollections(
  tx: Database,
  membershipId: number,
  pence: number,
  now: Date,
): Promise<boolean> {
  const unpaid = await tx
    .select({ id: directDebitPayments.id, amountPence: directDebitPayments.amountPence })
    .from(directDebitPayments)
    .where(
      and(
        eq(directDebitPayments.membershipId, membershipId),
        eq(directDebitPayments.status, 'failed'),
        isNull(directDebitPayments.settledAt),
      ),
    )
    .for('update');
  const owed = unpaid.reduce((sum, row) => sum + row.amountPence, 0);
  if (owed !== pence || unpaid.length === 0) return false;
  await tx
    .update(directDebitPayments)
    .set({ settledAt: now, updatedAt: now })
    .where(
      inArray(
        directDebitPayments.id,
        unpaid.map((row) => row.id),
      ),
    );
  return true;
}
