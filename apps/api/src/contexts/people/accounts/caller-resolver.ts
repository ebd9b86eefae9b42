import { calendarDateIn } from '@lido/calendar-date';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import type { CallerResolver } from '../../../platform/http/auth-guard';
import type { LoadMemberStanding } from './account-ports';
import type { CallerCache } from './caller-cache';
import { extendSessionExpiry, findLiveSession } from './sessions.repository';
import { hashSecretToken, isWellFormedToken } from './secret-tokens';
import { expiryAfterUse, isExtensionDue, type SessionExpiryPolicy } from './session-expiry';

/**
 * Turns a presented token into the caller: hash it, find a live (unexpired, unrevoked) session
 * by the hash in one indexed lookup, move its idle expiry on (at most once a minute, and not for
 * background requests), and mark customers with an active membership as members, with how far
 * ahead their plan lets them book. With a `cache` (caller-cache.ts), a caller nothing has
 * changed since it was read is answered without a query.
 */
export function createCallerResolver({
  db,
  clock,
  memberStanding,
  sessionExpiry,
  cache,
}: {
  db: Database;
  clock: Clock;
  memberStanding: LoadMemberStanding;
  sessionExpiry: SessionExpiryPolicy;
  cache?: CallerCache | undefined;
}): CallerResolver {
  return async (token, { isBackground }) => {
    if (!isWellFormedToken(token)) return null;
    const now = clock.now();
    const today = calendarDateIn(now);
    const tokenHash = hashSecretToken(token);
    const mark = cache?.mark() ?? 0;
    const known = cache?.get(tokenHash, now, today);
    let session = known?.session ?? (await findLiveSession(db, tokenHash, now));
    if (!session) return null;
    let changed = !known;
    if (!isBackground && isExtensionDue(sessionExpiry, session, now)) {
      const expiresAt = expiryAfterUse(sessionExpiry, session.createdAt, now);
      await extendSessionExpiry(db, session.id, expiresAt, now);
      session = { ...session, expiresAt };
      changed = true;
    }
    if (session.staffUserId !== null) {
      if (changed)
        cache?.keep(tokenHash, { session, standing: null, standingDate: today }, mark, now);
      return {
        kind: 'staff',
        userId: session.staffUserId,
        sessionId: session.id,
        staffVenueId: session.staffVenueId,
        staffRole: session.staffRole,
        staffOperatorId: session.staffOperatorId,
        isMember: false,
        advanceBookingDays: 0,
      };
    }
    if (session.customerId === null) return null;
    const standing = known?.standing ?? (await memberStanding(db, session.customerId, now));
    if (changed) cache?.keep(tokenHash, { session, standing, standingDate: today }, mark, now);
    return {
      kind: 'customer',
      userId: session.customerId,
      sessionId: session.id,
      staffVenueId: null,
      staffRole: null,
      staffOperatorId: null,
      ...standing,
    };
  };
}
