// A session ends after SESSION_IDLE_MINUTES without use and SESSION_LIFETIME_DAYS after sign-in,
// whichever comes first. Both live in the one `auth_sessions.expires_at`: the idle expiry, moved
// forward as the session is used, never past the end of its lifetime.

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface SessionExpiryPolicy {
  sessionIdleMinutes: number;
  sessionLifetimeDays: number;
}

/**
 * Moving the expiry is a write, so a session in use moves it at most once a minute: resolving a
 * caller stays one indexed read for every other request, and the idle allowance is at most a
 * minute short.
 */
export const EXPIRY_EXTENSION_STEP_MS = MINUTE_MS;

/** When a session that started at `createdAt` and was last used at `usedAt` ends. */
export function expiryAfterUse(policy: SessionExpiryPolicy, createdAt: Date, usedAt: Date): Date {
  const idleEnd = usedAt.getTime() + policy.sessionIdleMinutes * MINUTE_MS;
  const lifetimeEnd = createdAt.getTime() + policy.sessionLifetimeDays * DAY_MS;
  return new Date(Math.min(idleEnd, lifetimeEnd));
}

/** Whether using the session now should move its expiry (by a minute or more). */
export function isExtensionDue(
  policy: SessionExpiryPolicy,
  session: { createdAt: Date; expiresAt: Date },
  now: Date,
): boolean {
  const extended = expiryAfterUse(policy, session.createdAt, now);
  return extended.getTime() - session.expiresAt.getTime() >= EXPIRY_EXTENSION_STEP_MS;
}
