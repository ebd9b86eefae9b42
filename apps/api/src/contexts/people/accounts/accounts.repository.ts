import { and, asc, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { venues } from '../../venue-setup/venues';
import { customers, familyLinks, passwordResetTokens, staffUsers } from './accounts.tables';

export type CustomerRow = typeof customers.$inferSelect;
export type StaffUserRow = typeof staffUsers.$inferSelect;

/** Postgres unique_violation, whichever driver (and Drizzle's wrapper) raised it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function findCustomerById(
  db: Database,
  customerId: number,
): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  return row;
}

/** Sets the given fields; undefined ones are left as they are. */
export async function updateCustomer(
  db: Database,
  customerId: number,
  changes: Partial<typeof customers.$inferInsert>,
): Promise<CustomerRow> {
  const defined = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<typeof customers.$inferInsert>;
  const [row] = await db
    .update(customers)
    .set(defined)
    .where(eq(customers.id, customerId))
    .returning();
  if (!row) throw new Error(`customer ${customerId} vanished during an update`);
  return row;
}

/** By email (any case) or customer reference (any case): what customers type at sign-in. */
export async function findCustomerByLogin(
  db: Database,
  username: string,
): Promise<CustomerRow | undefined> {
  const normalised = username.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(customers)
    .where(
      or(
        eq(sql`lower(${customers.email})`, normalised),
        eq(customers.reference, normalised.toUpperCase()),
      ),
    )
    .orderBy(asc(customers.id))
    .limit(1);
  return row;
}

/** By customer reference, in any case (`LID1001001`). */
export async function findCustomerByReference(
  db: Database,
  reference: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.reference, reference.trim().toUpperCase()));
  return row;
}

export async function findCustomerIdByEmail(
  db: Database,
  email: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, email.toLowerCase()));
  return row?.id;
}

export async function findStaffByEmail(
  db: Database,
  email: string,
): Promise<StaffUserRow | undefined> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.email})`, email.trim().toLowerCase()));
  return row;
}

export async function findStaffById(
  db: Database,
  staffUserId: number,
): Promise<StaffUserRow | undefined> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, staffUserId));
  return row;
}

export async function findVenueSlug(db: Database, venueId: number | null): Promise<string | null> {
  if (venueId === null) return null;
  const [row] = await db.select({ slug: venues.slug }).from(venues).where(eq(venues.id, venueId));
  return row?.slug ?? null;
}

/** Whether the venue is one of the operator's: the only venues its customers may call home. */
export async function isOperatorsVenue(
  db: Database,
  venueId: number,
  operatorId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: venues.id })
    .from(venues)
    .where(and(eq(venues.id, venueId), eq(venues.operatorId, operatorId)));
  return Boolean(row);
}

export async function listFamilyMembers(db: Database, parentCustomerId: number) {
  return db
    .select({
      id: customers.id,
      reference: customers.reference,
      firstName: customers.firstName,
      lastName: customers.lastName,
      dateOfBirth: customers.dateOfBirth,
      relationship: familyLinks.relationship,
    })
    .from(familyLinks)
    .innerJoin(customers, eq(customers.id, familyLinks.memberCustomerId))
    .where(eq(familyLinks.parentCustomerId, parentCustomerId))
    .orderBy(asc(customers.id));
}

export async function isFamilyLink(
  db: Database,
  parentCustomerId: number,
  memberCustomerId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(familyLinks)
    .where(
      and(
        eq(familyLinks.parentCustomerId, parentCustomerId),
        eq(familyLinks.memberCustomerId, memberCustomerId),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** The reference printed on a customer's card, from their id: `LID1001001` for 1001. */
export function customerReference(customerId: number): string {
  return `LID${1_000_000 + customerId}`;
}

/** Reserves the next customer id, so the reference can be derived from it in the same insert. */
export async function nextCustomerId(db: Database): Promise<number> {
  const result = await db.execute<{ id: string | number }>(
    sql`select nextval(pg_get_serial_sequence('customers', 'id')) as id`,
  );
  return Number((result as { rows: { id: string | number }[] }).rows[0]?.id);
}

// Passwords

export async function updatePasswordHash(
  db: Database,
  customerId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(customers)
    .set({ passwordHash, updatedAt: now })
    .where(eq(customers.id, customerId));
}

/**
 * Stores a reset link unless the customer already has `max` created within `windowMs` (each one
 * is an email sent). Call inside a transaction: the customer row is locked first, so two requests
 * at once cannot both see room for one more. Returns whether the link was stored.
 */
export async function insertResetTokenWithinLimit(
  db: Database,
  token: { customerId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
  limit: { max: number; windowMs: number },
): Promise<boolean> {
  await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, token.customerId))
    .for('no key update');
  const since = new Date(token.createdAt.getTime() - limit.windowMs);
  const [recent] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.customerId, token.customerId),
        gt(passwordResetTokens.createdAt, since),
      ),
    );
  if ((recent?.n ?? 0) >= limit.max) return false;
  await db.insert(passwordResetTokens).values(token);
  return true;
}

/** Whose unused, unexpired link this is, without spending it. */
export async function findResetTokenCustomer(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select({ customer: customers })
    .from(passwordResetTokens)
    .innerJoin(customers, eq(customers.id, passwordResetTokens.customerId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  return row?.customer;
}

/**
 * Spends a reset token: one conditional update, so two requests racing with the same link
 * cannot both succeed. Returns the customer it belongs to.
 */
export async function consumeResetToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ customerId: passwordResetTokens.customerId });
  return row?.customerId;
}

/** Older links stop working once one has been used or a password has changed. */
export async function expireResetTokens(
  db: Database,
  customerId: number,
  now: Date,
): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.customerId, customerId), isNull(passwordResetTokens.usedAt)));
}
