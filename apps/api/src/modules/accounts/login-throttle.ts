import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { countRecentFailures, pruneFailuresBefore, recordFailure } from './accounts.repository';

/**
 * Sign-in throttling (docs/decisions/006-accounts-sessions-and-sign-in.md): failures are rows in
 * failed_logins, so every API process sees the same counts. Within a sliding 15-minute window an
 * account is refused after 5 failures and an address after 20, whatever the password.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
/** SPEC.md section 9: each failed attempt is answered after a short delay. */
export const FAILED_LOGIN_DELAY_MS = 250;

export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many login attempts. Please wait 15 minutes and try again.';

export interface LoginAttempt {
  accountKey: string;
  ipAddress: string;
  now: Date;
}

export async function assertLoginAllowed(db: Database, attempt: LoginAttempt): Promise<void> {
  const failures = await countRecentFailures(db, {
    accountKey: attempt.accountKey,
    ipAddress: attempt.ipAddress,
    since: new Date(attempt.now.getTime() - LOGIN_WINDOW_MS),
  });
  if (failures.account >= MAX_FAILURES_PER_ACCOUNT || failures.ip >= MAX_FAILURES_PER_ADDRESS) {
    throw new DomainError('RATE_LIMITED', TOO_MANY_ATTEMPTS_MESSAGE);
  }
}

export async function noteFailedLogin(db: Database, attempt: LoginAttempt): Promise<void> {
  await recordFailure(db, {
    accountKey: attempt.accountKey,
    ipAddress: attempt.ipAddress,
    attemptedAt: attempt.now,
  });
}

/** Failures older than the window no longer count; a day's margin keeps them for inspection. */
export async function pruneFailedLogins(db: Database, now: Date): Promise<number> {
  return pruneFailuresBefore(db, new Date(now.getTime() - 24 * 60 * 60 * 1000));
}
