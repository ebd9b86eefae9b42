import { TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import type { Env } from '../../../platform/env';
import { rateLimited } from '../../../platform/errors/domain-error';
import {
  admitThrottledAttempt,
  clearThrottle,
  findThrottleDelayEnd,
  pruneThrottlesBefore,
  refundThrottledAttempt,
} from './login-throttle.repository';

/**
 * Sign-in throttling (issue 9). Attempts are counted per account and client address, and per
 * client address, in `login_throttles`: one conditional upsert per key admits an attempt before
 * the password is checked, so parallel guesses cannot outrun the count, with any number of API
 * processes. Past the free attempts each further one waits a delay that doubles up to a cap,
 * rather than a lock: nobody who knows an email can lock its owner out, because the owner signing
 * in from another address is counted under another key.
 */
export interface SignInThrottlePolicy {
  /** Attempts on one account from one address per window before delays begin. */
  freeAttemptsPerAccount: number;
  /** Attempts from one address (any accounts) per window before delays begin. */
  freeAttemptsPerAddress: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** Counts start again this long after a key's first attempt. */
  windowMs: number;
}

export function signInThrottlePolicy(
  env: Pick<
    Env,
    | 'SIGN_IN_FREE_ATTEMPTS'
    | 'SIGN_IN_FREE_ATTEMPTS_PER_ADDRESS'
    | 'SIGN_IN_FIRST_DELAY_SECONDS'
    | 'SIGN_IN_MAX_DELAY_SECONDS'
    | 'SIGN_IN_THROTTLE_WINDOW_MINUTES'
  >,
): SignInThrottlePolicy {
  return {
    freeAttemptsPerAccount: env.SIGN_IN_FREE_ATTEMPTS,
    freeAttemptsPerAddress: env.SIGN_IN_FREE_ATTEMPTS_PER_ADDRESS,
    firstDelayMs: env.SIGN_IN_FIRST_DELAY_SECONDS * 1000,
    maxDelayMs: env.SIGN_IN_MAX_DELAY_SECONDS * 1000,
    windowMs: env.SIGN_IN_THROTTLE_WINDOW_MINUTES * 60_000,
  };
}

/** SPEC.md section 9: each failed attempt is answered after a short delay. */
export const FAILED_LOGIN_DELAY_MS = 250;

/** Throttle rows untouched for a day are pruned (the window may be at most a day long). */
export const THROTTLE_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface LoginAttempt {
  /** `customer:1001`, `staff:801`, or `unknown-customer:<username>` when no account matched. */
  accountKey: string;
  ipAddress: string;
  now: Date;
}

const throttleKeys = ({ accountKey, ipAddress }: LoginAttempt) => ({
  address: `address:${ipAddress}`,
  account: `account:${accountKey}|${ipAddress}`,
});

export function tryAgainMessage(waitSeconds: number): string {
  const wait =
    waitSeconds < 60
      ? `${waitSeconds} second${waitSeconds === 1 ? '' : 's'}`
      : `${Math.ceil(waitSeconds / 60)} minute${Math.ceil(waitSeconds / 60) === 1 ? '' : 's'}`;
  return `Too many login attempts. Please try again in ${wait}.`;
}

/**
 * Counts the attempt against its address and its account-and-address keys, both or neither (so a
 * refused attempt uses up nothing), or refuses it with 429, Retry-After and when to try again.
 */
export async function admitLoginAttempt(
  db: Database,
  policy: SignInThrottlePolicy,
  attempt: LoginAttempt,
): Promise<void> {
  const keys = throttleKeys(attempt);
  const step = {
    now: attempt.now,
    firstDelayMs: policy.firstDelayMs,
    maxDelayMs: policy.maxDelayMs,
    windowMs: policy.windowMs,
  };
  const isAdmitted = await db
    .transaction(async (tx) => {
      // Always the address row first: every attempt locks its rows in the same order.
      const byAddress = await admitThrottledAttempt(tx, {
        ...step,
        key: keys.address,
        freeAttempts: policy.freeAttemptsPerAddress,
      });
      const byAccount =
        byAddress &&
        (await admitThrottledAttempt(tx, {
          ...step,
          key: keys.account,
          freeAttempts: policy.freeAttemptsPerAccount,
        }));
      if (!byAccount) tx.rollback();
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return false;
      throw error;
    });
  if (isAdmitted) return;

  const delayEnd = await findThrottleDelayEnd(db, [keys.address, keys.account], attempt.now);
  // A delay that ended between the two statements: the next try will be admitted.
  const waitSeconds = Math.max(
    1,
    Math.ceil(((delayEnd?.getTime() ?? attempt.now.getTime()) - attempt.now.getTime()) / 1000),
  );
  throw rateLimited(tryAgainMessage(waitSeconds), waitSeconds);
}

/**
 * The right password: this account-and-address starts afresh, and the attempt is given back to
 * the address, so a venue's shared connection is slowed only by its failures.
 */
export async function noteSuccessfulLogin(
  db: Database,
  policy: SignInThrottlePolicy,
  attempt: LoginAttempt,
): Promise<void> {
  const keys = throttleKeys(attempt);
  await clearThrottle(db, keys.account);
  await refundThrottledAttempt(db, keys.address, policy.freeAttemptsPerAddress);
}

/** Rows past their window and delay mean no more than no row; kept a day for inspection. */
export async function pruneLoginThrottles(db: Database, now: Date): Promise<number> {
  return pruneThrottlesBefore(db, new Date(now.getTime() - THROTTLE_RETENTION_MS), now);
}
