import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { openDatabase } from '../../../platform/db/client';
import { DEMO_PASSWORD } from '../../../seed/demo-people';
import { ALEX, FRONT_DESK, PRIYA } from '../../../test-support/sign-in';
import { createTestApp, testConfig, type TestApp } from '../../../test-support/test-app';
import { loginThrottles } from './accounts.tables';
import { INVALID_CREDENTIALS_MESSAGE } from './auth.service';
import { pruneLoginThrottles, tryAgainMessage } from './login-throttle';

/**
 * The defaults, spelt out because the tests count on them; the per-address request limit
 * (@fastify/rate-limit) is raised out of the way so these tests see the database throttle alone.
 */
const settings = {
  SIGN_IN_FREE_ATTEMPTS: 5,
  SIGN_IN_FREE_ATTEMPTS_PER_ADDRESS: 20,
  SIGN_IN_FIRST_DELAY_SECONDS: 30,
  SIGN_IN_MAX_DELAY_SECONDS: 900,
  SIGN_IN_THROTTLE_WINDOW_MINUTES: 60,
  RATE_LIMIT_SIGN_IN: { max: 100_000, windowMs: 60_000 },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(settings);
});
afterAll(async () => {
  await t.close();
});

const login = (
  username: string,
  password: string,
  remoteAddress: string,
  app: FastifyInstance = t.app,
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/customer/login',
    payload: { username, password },
    remoteAddress,
  });

/** Runs `body` with the clock moved on, then puts it back for the other tests. */
async function later(ms: number, body: () => Promise<void>): Promise<void> {
  t.clock.advance(ms);
  try {
    await body();
  } finally {
    t.clock.advance(-ms);
  }
}

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((counts, { statusCode }) => {
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  }, {});

describe('the sign-in throttle under parallel guessing', () => {
  it('lets only the free attempts of 120 parallel wrong passwords reach the password check', async () => {
    const sleepsBefore = t.sleeps.length;
    const responses = await Promise.all(
      Array.from({ length: 120 }, (_, n) => login(ALEX.email, `guess ${n}`, '10.10.0.1')),
    );
    expect(statuses(responses)).toEqual({ 401: 5, 429: 115 });
    // Each attempt that reached the password check waited the failed-attempt delay.
    expect(t.sleeps.length - sleepsBefore).toBe(5);
  });

  it('counts exactly with two API processes on one database', async () => {
    // A second application with its own connection pool (PostgreSQL) or on the same embedded
    // database (PGlite): the count lives in the database, not in either process.
    const second = t.handle.connectionString
      ? await openDatabase({ kind: 'postgres', url: t.handle.connectionString, poolSize: 20 })
      : undefined;
    const other = await buildApp({
      db: second?.db ?? t.db,
      clock: t.clock,
      config: testConfig(settings),
      sleep: async () => undefined,
    });
    try {
      const responses = await Promise.all(
        Array.from({ length: 120 }, (_, n) =>
          login(PRIYA.email, `guess ${n}`, '10.10.0.2', n % 2 === 0 ? t.app : other),
        ),
      );
      expect(statuses(responses)).toEqual({ 401: 5, 429: 115 });
    } finally {
      await other.close();
      await second?.close();
    }
  });
});

describe('the sign-in throttle as seen by the account owner', () => {
  it("lets the owner in from another address while an attacker's address is throttled", async () => {
    const attacker = '10.11.0.1';
    for (let n = 0; n < 5; n++) {
      expect((await login(ALEX.reference, `wrong ${n}`, attacker)).statusCode).toBe(401);
    }
    // Even the right password waits at the attacker's address…
    expect((await login(ALEX.email, DEMO_PASSWORD, attacker)).statusCode).toBe(429);
    // …but not at the owner's.
    expect((await login(ALEX.email, DEMO_PASSWORD, '10.11.0.2')).statusCode).toBe(200);
  });

  it('answers a throttled attempt with 429, when to try again and Retry-After', async () => {
    for (let n = 0; n < 5; n++) await login(ALEX.email, `wrong ${n}`, '10.12.0.1');
    const throttled = await login(ALEX.email, 'wrong again', '10.12.0.1');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('30');
    expect(throttled.json()).toEqual({
      message: 'Too many login attempts. Please try again in 30 seconds.',
      code: 'RATE_LIMITED',
    });
  });

  it('doubles the delay with each further attempt, up to the maximum', async () => {
    const address = '10.13.0.1';
    for (let n = 0; n < 5; n++) await login(PRIYA.reference, `wrong ${n}`, address);
    const waits: number[] = [];
    let elapsed = 0;
    try {
      for (let step = 0; step < 7; step++) {
        const refused = await login(PRIYA.reference, 'wrong', address);
        expect(refused.statusCode).toBe(429);
        const wait = Number(refused.headers['retry-after']);
        waits.push(wait);
        // One second early is still too early; on time, the attempt is checked (and fails).
        t.clock.advance((wait - 1) * 1000);
        elapsed += (wait - 1) * 1000;
        expect((await login(PRIYA.reference, 'wrong', address)).statusCode).toBe(429);
        t.clock.advance(1000);
        elapsed += 1000;
        expect((await login(PRIYA.reference, 'wrong', address)).statusCode).toBe(401);
      }
    } finally {
      t.clock.advance(-elapsed);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });

  it('says minutes once the wait is a minute or more', () => {
    expect(tryAgainMessage(1)).toBe('Too many login attempts. Please try again in 1 second.');
    expect(tryAgainMessage(60)).toBe('Too many login attempts. Please try again in 1 minute.');
    expect(tryAgainMessage(900)).toBe('Too many login attempts. Please try again in 15 minutes.');
  });

  it('starts the count afresh after the right password', async () => {
    const address = '10.14.0.1';
    for (let n = 0; n < 4; n++) await login(ALEX.email, `wrong ${n}`, address);
    expect((await login(ALEX.email, DEMO_PASSWORD, address)).statusCode).toBe(200);
    for (let n = 0; n < 5; n++) {
      expect((await login(ALEX.email, `wrong ${n}`, address)).statusCode).toBe(401);
    }
    expect((await login(ALEX.email, 'wrong', address)).statusCode).toBe(429);
  });

  it('starts the count afresh once the window has ended', async () => {
    const address = '10.15.0.1';
    for (let n = 0; n < 5; n++) await login(ALEX.email, `wrong ${n}`, address);
    expect((await login(ALEX.email, 'wrong', address)).statusCode).toBe(429);
    await later(60 * 60 * 1000, async () => {
      for (let n = 0; n < 5; n++) {
        expect((await login(ALEX.email, `wrong ${n}`, address)).statusCode).toBe(401);
      }
    });
  });

  it('throttles unknown accounts exactly like real ones, so the throttle reveals nothing', async () => {
    const address = '10.16.0.1';
    for (let n = 0; n < 5; n++) {
      const response = await login('ghost@example.com', `wrong ${n}`, address);
      expect(response.json()).toMatchObject({ message: INVALID_CREDENTIALS_MESSAGE });
    }
    const ghost = await login('ghost@example.com', 'wrong', address);
    for (let n = 0; n < 5; n++) await login(PRIYA.email, `wrong ${n}`, '10.16.0.2');
    const real = await login(PRIYA.email, 'wrong', '10.16.0.2');
    expect(ghost.statusCode).toBe(429);
    expect(ghost.body).toBe(real.body);
    expect(ghost.headers['retry-after']).toBe(real.headers['retry-after']);
  });

  it('throttles staff sign-in the same way', async () => {
    const staffLogin = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/staff/login',
        payload: { username: FRONT_DESK.email, password },
        remoteAddress: '10.17.0.1',
      });
    for (let n = 0; n < 5; n++) expect((await staffLogin(`wrong ${n}`)).statusCode).toBe(401);
    expect((await staffLogin(DEMO_PASSWORD)).statusCode).toBe(429);
  });
});

describe('the per-address sign-in throttle', () => {
  it('slows an address after 20 failures across accounts, leaving other addresses alone', async () => {
    const address = '10.18.0.1';
    for (let n = 0; n < 20; n++) {
      expect((await login(`stranger${n}@example.com`, 'wrong', address)).statusCode).toBe(401);
    }
    expect((await login('stranger20@example.com', 'wrong', address)).statusCode).toBe(429);
    expect((await login(PRIYA.email, DEMO_PASSWORD, address)).statusCode).toBe(429);
    expect((await login(PRIYA.email, DEMO_PASSWORD, '10.18.0.2')).statusCode).toBe(200);
  });

  it('gives successful sign-ins back, so a shared address is slowed only by failures', async () => {
    const kiosk = '10.19.0.1';
    for (let n = 0; n < 30; n++) {
      expect((await login(n % 2 ? ALEX.email : PRIYA.email, DEMO_PASSWORD, kiosk)).statusCode).toBe(
        200,
      );
    }
    for (let n = 0; n < 19; n++) {
      expect((await login(`typo${n}@example.com`, 'wrong', kiosk)).statusCode).toBe(401);
    }
    expect((await login(ALEX.email, DEMO_PASSWORD, kiosk)).statusCode).toBe(200);
  });
});

describe('pruning sign-in throttles', () => {
  it('deletes rows untouched for a day unless they are still waiting', async () => {
    const dayAgo = new Date(t.clock.now().getTime() - 25 * 60 * 60 * 1000);
    const stillWaiting = new Date(t.clock.now().getTime() + 60_000);
    await t.db.insert(loginThrottles).values([
      { key: 'address:prune-old', attempts: 3, windowStartedAt: dayAgo, updatedAt: dayAgo },
      {
        key: 'address:prune-waiting',
        attempts: 30,
        windowStartedAt: dayAgo,
        blockedUntil: stillWaiting,
        updatedAt: dayAgo,
      },
      {
        key: 'address:prune-recent',
        attempts: 3,
        windowStartedAt: t.clock.now(),
        updatedAt: t.clock.now(),
      },
    ]);
    await pruneLoginThrottles(t.db, t.clock.now());
    const left = await t.db.select({ key: loginThrottles.key }).from(loginThrottles);
    const keys = left.map((row) => row.key);
    expect(keys).not.toContain('address:prune-old');
    expect(keys).toContain('address:prune-waiting');
    expect(keys).toContain('address:prune-recent');
    await t.db.delete(loginThrottles).where(eq(loginThrottles.key, 'address:prune-waiting'));
  });
});
