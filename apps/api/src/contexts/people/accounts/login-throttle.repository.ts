import { and, eq, gt, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { loginThrottles } from './accounts.tables';

// Sign-in throttles: one row per key in login_throttles (login-throttle.ts says how they are used).

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
