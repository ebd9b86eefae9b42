import { and, asc, count, eq, gt, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { venues } from '../venues';
import {
  authSessions,
  customers,
  familyLinks,
  loginThrottles,
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
  createdAt: Date;
  expiresAt: Date;
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
      createdAt: authSessions.createdAt,
      expiresAt: authSessions.expiresAt,
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

/**
 * Moves a live session's expiry later. Conditional, so it never revives an expired or revoked
 * session and never moves the expiry back when two requests of one session race.
 */
export async function extendSessionExpiry(
  db: Database,
  sessionId: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ expiresAt })
    .where(
      and(
        eq(authSessions.id, sessionId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
        lt(authSessions.expiresAt, expiresAt),
      ),
    );
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

// Sign-in throttles

export interface ThrottleStep {
  key: string;
  now: Date;
  /** Attempts in one window admitted back to back; each further one waits a growing delay. */
  freeAttempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
}

/**
 * Counts one attempt against `key` unless the key is waiting out a delay: one conditional upsert,
 * so parallel attempts (in any number of API processes) are each counted once and none slips past
 * a delay. A window that has ended starts again at one attempt. After the free attempts each
 * admitted attempt sets the next delay, doubling from `firstDelayMs` up to `maxDelayMs`.
 * Returns false when the attempt is refused (nothing is written then).
 */
export async function admitThrottledAttempt(db: Database, step: ThrottleStep): Promise<boolean> {
  const now = sql`${step.now.toISOString()}::timestamptz`;
  const windowEnded = sql`${loginThrottles.windowStartedAt} <= ${now} - make_interval(secs => ${step.windowMs / 1000}::float8)`;
  const attempts = sql`(case when ${windowEnded} then 1 else ${loginThrottles.attempts} + 1 end)`;
  const blockedAfter = (count: SQL) =>
    sql`case when ${count} >= ${step.freeAttempts}::int then ${now} + make_interval(secs => least(
      ${step.firstDelayMs / 1000}::float8 * power(2::float8, least(${count} - ${step.freeAttempts}::int, 40)),
      ${step.maxDelayMs / 1000}::float8)) end`;
  const rows = await db
    .insert(loginThrottles)
    .values({
      key: step.key,
      attempts: 1,
      windowStartedAt: step.now,
      blockedUntil: sql`${blockedAfter(sql`1`)}`,
      updatedAt: step.now,
    })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        attempts,
        windowStartedAt: sql`case when ${windowEnded} then ${now} else ${loginThrottles.windowStartedAt} end`,
        blockedUntil: blockedAfter(attempts),
        updatedAt: step.now,
      },
      setWhere: sql`${loginThrottles.blockedUntil} is null or ${loginThrottles.blockedUntil} <= ${now}`,
    })
    .returning({ key: loginThrottles.key });
  return rows.length > 0;
}

/** The latest instant any of `keys` is waiting for, if one is still waiting at `now`. */
export async function findThrottleDelayEnd(
  db: Database,
  keys: string[],
  now: Date,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ until: sql<string | Date | null>`max(${loginThrottles.blockedUntil})` })
    .from(loginThrottles)
    .where(and(inArray(loginThrottles.key, keys), gt(loginThrottles.blockedUntil, now)));
  return row?.until ? new Date(row.until) : undefined;
}

export async function clearThrottle(db: Database, key: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
}

/**
 * Gives back one admitted attempt (a successful sign-in from a shared address), lifting the delay
 * when the count falls back within the free attempts.
 */
export async function refundThrottledAttempt(
  db: Database,
  key: string,
  freeAttempts: number,
): Promise<void> {
  await db
    .update(loginThrottles)
    .set({
      attempts: sql`${loginThrottles.attempts} - 1`,
      blockedUntil: sql`case when ${loginThrottles.attempts} - 1 >= ${freeAttempts}::int then ${loginThrottles.blockedUntil} end`,
    })
    .where(and(eq(loginThrottles.key, key), gt(loginThrottles.attempts, 0)));
}

/** Rows untouched since `before` and not waiting at `now` count as no row at all. */
export async function pruneThrottlesBefore(db: Database, before: Date, now: Date): Promise<number> {
  const deleted = await db
    .delete(loginThrottles)
    .where(
      and(
        lt(loginThrottles.updatedAt, before),
        or(isNull(loginThrottles.blockedUntil), lte(loginThrottles.blockedUntil, now)),
      ),
    )
    .returning({ key: loginThrottles.key });
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
