import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import {
  authSessions,
  customerMedicalNotes,
  customers,
  familyLinks,
  guestClaimTokens,
  guestCustomers,
  passwordResetTokens,
} from './accounts.tables';

/** What an erased customer is called wherever their old bookings and payments are listed. */
export const ERASED_FIRST_NAME = 'Erased';
export const ERASED_LAST_NAME = 'customer';

/**
 * The family members erased with their lead: people without a login of their own (a child the
 * lead added) whom no other lead looks after. Anyone else only loses the link.
 */
export async function dependantsClosedWith(db: Database, leadId: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select c.id from family_links l join customers c on c.id = l.member_customer_id
      where l.parent_customer_id = ${leadId} and c.password_hash is null and c.email is null
        and c.erased_at is null
        and not exists (select 1 from family_links other
          where other.member_customer_id = c.id and other.parent_customer_id <> ${leadId})
      order by c.id`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Anonymises the customer's row (the id and reference stay, so the records that name them stay
 * whole) and deletes what only described them: medical notes, family links, sessions and
 * password-reset links. Answers the address the account had, for the emails to erase.
 */
export async function eraseCustomerRecord(
  tx: Database,
  customerId: number,
  now: Date,
): Promise<{ email: string | null }> {
  const [row] = await tx
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  await tx.delete(customerMedicalNotes).where(eq(customerMedicalNotes.customerId, customerId));
  await tx
    .delete(familyLinks)
    .where(
      or(
        eq(familyLinks.parentCustomerId, customerId),
        eq(familyLinks.memberCustomerId, customerId),
      ),
    );
  await tx.delete(authSessions).where(eq(authSessions.customerId, customerId));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.customerId, customerId));
  // A guest's address lives beside the row (guest checkout): it goes, and its claim links.
  await tx.delete(guestClaimTokens).where(eq(guestClaimTokens.customerId, customerId));
  const [guest] = await tx
    .delete(guestCustomers)
    .where(eq(guestCustomers.customerId, customerId))
    .returning({ email: guestCustomers.email });
  await tx
    .update(customers)
    .set({
      email: null,
      passwordHash: null,
      firstName: ERASED_FIRST_NAME,
      lastName: ERASED_LAST_NAME,
      dateOfBirth: null,
      gender: null,
      phone: null,
      addressLine1: null,
      addressLine2: null,
      town: null,
      postcode: null,
      profilePhotoUrl: null,
      onboardingType: null,
      erasedAt: now,
      updatedAt: now,
    })
    .where(and(eq(customers.id, customerId), isNull(customers.erasedAt)));
  return { email: row?.email ?? guest?.email ?? null };
}
