import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { type DeskAction, deskAuditEntries } from './desk-audit.tables';

export interface DeskActionRecord {
  staffUserId: number;
  venueId: number;
  action: DeskAction;
  customerId: number | null;
  orderId: number | null;
  /** Amounts, tenders and references: never a customer's personal data. */
  details: Record<string, unknown>;
  now: Date;
}

/** Appends one entry, in the transaction of the action it records (so both happen, or neither). */
export async function recordDeskAction(tx: Database, record: DeskActionRecord): Promise<void> {
  const { now, ...entry } = record;
  await tx.insert(deskAuditEntries).values({ ...entry, createdAt: now });
}

/**
 * A change made in the operator's console (a theme, a member of staff, a price, a plan, a
 * session's places), recorded once at each venue it changed so each venue's Changes lists it.
 */
export async function recordConsoleChange(
  tx: Database,
  change: Pick<DeskActionRecord, 'staffUserId' | 'action' | 'details' | 'now'> & {
    venueIds: readonly number[];
  },
): Promise<void> {
  const { venueIds, ...entry } = change;
  for (const venueId of venueIds) {
    await recordDeskAction(tx, { ...entry, venueId, customerId: null, orderId: null });
  }
}

export type DeskAuditEntry = typeof deskAuditEntries.$inferSelect;

/** A venue's entries from `from` until `until`, oldest first. */
export async function listDeskActions(
  db: Database,
  venueId: number,
  { from, until }: { from: Date; until: Date },
): Promise<DeskAuditEntry[]> {
  return db
    .select()
    .from(deskAuditEntries)
    .where(
      and(
        eq(deskAuditEntries.venueId, venueId),
        gte(deskAuditEntries.createdAt, from),
        lt(deskAuditEntries.createdAt, until),
      ),
    )
    .orderBy(asc(deskAuditEntries.createdAt), asc(deskAuditEntries.id));
}
