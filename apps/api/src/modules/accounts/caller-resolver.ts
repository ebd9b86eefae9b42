import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { CallerResolver } from '../../http/auth-guard';
import type { IsActiveMember } from './account-ports';
import { findLiveSession } from './accounts.repository';
import { hashSecretToken, isWellFormedToken } from './secret-tokens';

/**
 * Turns a presented token into the caller: hash it, find a live (unexpired, unrevoked) session
 * by the hash in one indexed lookup, and mark customers with an active membership as members.
 */
export function createCallerResolver({
  db,
  clock,
  isActiveMember,
}: {
  db: Database;
  clock: Clock;
  isActiveMember: IsActiveMember;
}): CallerResolver {
  return async (token) => {
    if (!isWellFormedToken(token)) return null;
    const now = clock.now();
    const session = await findLiveSession(db, hashSecretToken(token), now);
    if (!session) return null;
    if (session.staffUserId !== null) {
      return {
        kind: 'staff',
        userId: session.staffUserId,
        sessionId: session.id,
        staffVenueId: session.staffVenueId,
        isMember: false,
      };
    }
    if (session.customerId === null) return null;
    return {
      kind: 'customer',
      userId: session.customerId,
      sessionId: session.id,
      staffVenueId: null,
      isMember: await isActiveMember(db, session.customerId, now),
    };
  };
}
