import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { authSessions, staffUsers, type StaffRole } from './accounts.tables';

// Sessions

export interface LiveSession {
  id: string;
  customerId: number | null;
  staffUserId: number | null;
  staffVenueId: number | null;
  staffRole: StaffRole | null;
  staffOperatorId: number | null;
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
      staffRole: staffUsers.role,
      staffOperatorId: staffUsers.operatorId,
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
