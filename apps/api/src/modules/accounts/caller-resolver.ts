import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import type { CallerResolver } from '../../platform/http/auth-guard';
import type { LoadMemberStanding } from './account-ports';
import { extendSessionExpiry, findLiveSession } from './sessions.repository';
import { hashSecretToken, isWellFormedToken } from './secret-tokens';
import { expiryAfterUse, isExtensionDue, type SessionExpiryPolicy } from './session-expiry';

/**
 * Turns a presented token into the caller: hash it, find a live (unexpired, unrevoked) session
 * by the hash in one indexed lookup, move its idle expiry on (at most once a minute, and not for
 * background requests), and mark customers with an active membership as members, with how far
 * ahead their plan lets them book.
 */
export function createCallerResolver({
  db,
  clock,
  memberStanding,
  sessionExpiry,
}: {
  db: Database;
  clock: Clock;
  memberStanding: LoadMemberStanding;
  sessionExpiry: SessionExpiryPolicy;
}): CallerResolver {
  return async (token, { isBackground }) => {
    if (!isWellFormedToken(token)) return null;
    const now = clock.now();
    const session = await findLiveSession(db, hashSecretToken(token), now);
    if (!session) return null;
    if (!isBackground && isExtensionDue(sessionExpiry, session, now)) {
      const expiresAt = expiryAfterUse(sessionExpiry, session.createdAt, now);
      await extendSessionExpiry(db, session.id, expiresAt, now);
    }
    if (session.staffUserId !== null) {
      return {
        kind: 'staff',
        userId: session.staffUserId,
        sessionId: session.id,
        staffVenueId: session.staffVenueId,
        isMember: false,
        advanceBookingDays: 0,
      };
    }
    if (session.customerId === null) return null;
    return {
      kind: 'customer',
      userId: session.customerId,
      sessionId: session.id,
      staffVenueId: null,
      ...(await memberStanding(db, session.customerId, now)),
    };
  };
}
