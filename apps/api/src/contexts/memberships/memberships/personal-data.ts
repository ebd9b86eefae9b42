import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { calendarDateIn } from '@lido/calendar-date';
import {
  guestPasses,
  membershipDocumentFiles,
  membershipDocuments,
  memberships,
} from './memberships.tables';

/**
 * Whether the customer holds a membership that has not ended (active or frozen, with no end
 * date or one still to come): it is paid for monthly, so it must be cancelled before the
 * account can close.
 */
export async function hasLiveMembership(
  db: Database,
  customerId: number,
  now: Date,
): Promise<boolean> {
  const today = calendarDateIn(now);
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.customerId, customerId),
        inArray(memberships.status, ['active', 'frozen']),
        or(isNull(memberships.endsOn), sql`${memberships.endsOn} >= ${today}`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Closing an account erases its proof documents and the names and email addresses of the guests
 * it gave passes to (the passes stay, as records of what was used); the
 * memberships themselves stay, anonymised with the account, as records of what was paid for.
 */
export async function eraseMembershipDataOf(tx: Database, customerId: number): Promise<void> {
  // The uploaded files (a student card's photo) first, said here rather than left to the
  // foreign key's cascade: they are the most personal thing the module holds.
  await tx
    .delete(membershipDocumentFiles)
    .where(
      inArray(
        membershipDocumentFiles.documentId,
        tx
          .select({ id: membershipDocuments.id })
          .from(membershipDocuments)
          .where(eq(membershipDocuments.customerId, customerId)),
      ),
    );
  await tx.delete(membershipDocuments).where(eq(membershipDocuments.customerId, customerId));
  await tx
    .update(guestPasses)
    .set({ guestName: null, guestEmail: null })
    .where(eq(guestPasses.customerId, customerId));
}
