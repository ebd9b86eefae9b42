import { and, asc, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { venues } from '../venues/venues.tables';
import {
  authSessions,
  customers,
  failedLogins,
  familyLinks,
  passwordResetTokens,
  staffUsers,
} from './accounts.tables';

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

/** By email (any case) or customer reference (any case): what customers type at sign-in. */
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

export async function venueExists(db: Database, venueId: number): Promise<boolean> {
  const [row] = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId));
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

/** Reserves the next customer id, so the reference can be derived from it in the same insert. */
export async function nextCustomerId(db: Database): Promise<number> {
  const result = await db.execute<{ id: string | number }>(
    sql`select nextval(pg_get_serial_sequence('customers', 'id')) as id`,
  );
  return Number((result as { rows: { id: string | number }[] }).rows[0]?.id);
}

// Sessions

export interface LiveSession {
  id: string;
  customerId: number | null;
  staffUserId: number | null;
  staffVenueId: number | null;
}

/** The one indexed lookup behind every authenticated request. */
export async function findLiveSession(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<LiveSession | undefined> {
  const [row] = await db
    .select({
      id: authSessions.id,
      customerId: authSessions.customerId,
      staffUserId: authSessions.staffUserId,
      staffVenueId: staffUsers.venueId,
    })
    .from(authSessions)
    .leftJoin(staffUsers, eq(staffUsers.id, authSessions.staffUserId))
    .where(
      and(
        eq(authSessions.tokenHash, tokenHash),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
      ),
    );
  return row;
}

export async function insertSession(
  db: Database,
  session: typeof authSessions.$inferInsert,
): Promise<void> {
  await db.insert(authSessions).values(session);
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Signs a customer out everywhere, except (optionally) the session making the change. */
export async function revokeCustomerSessions(
  db: Database,
  customerId: number,
  now: Date,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authSessions.customerId, customerId),
        isNull(authSessions.revokedAt),
        exceptSessionId ? sql`${authSessions.id} <> ${exceptSessionId}` : undefined,
      ),
    );
}

// Failed sign-ins

export async function countRecentFailures(
  db: Database,
  { accountKey, ipAddress, since }: { accountKey: string; ipAddress: string; since: Date },
): Promise<{ account: number; ip: number }> {
  const [[account], [ip]] = await Promise.all([
    db
      .select({ n: count() })
      .from(failedLogins)
      .where(and(eq(failedLogins.accountKey, accountKey), gt(failedLogins.attemptedAt, since))),
    db
      .select({ n: count() })
      .from(failedLogins)
      .where(and(eq(failedLogins.ipAddress, ipAddress), gt(failedLogins.attemptedAt, since))),
  ]);
  return { account: account?.n ?? 0, ip: ip?.n ?? 0 };
}

export async function recordFailure(
  db: Database,
  failure: { accountKey: string; ipAddress: string; attemptedAt: Date },
): Promise<void> {
  await db.insert(failedLogins).values(failure);
}

export async function clearAccountFailures(db: Database, accountKey: string): Promise<void> {
  await db.delete(failedLogins).where(eq(failedLogins.accountKey, accountKey));
}

export async function pruneFailuresBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(failedLogins)
    .where(sql`${failedLogins.attemptedAt} < ${before}`)
    .returning({ id: failedLogins.id });
  return deleted.length;
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

export async function insertResetToken(
  db: Database,
  token: typeof passwordResetTokens.$inferInsert,
): Promise<void> {
  await db.insert(passwordResetTokens).values(token);
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
