import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../platform/db/client';
import { rowsOf } from '../platform/db/raw-rows';
import { createSweepLeases, SWEEP_LEASE_CLASS, sweepLeaseKey } from '../platform/db/sweep-leases';
import { readEnv } from '../platform/env';
import { RATE_LIMITED_MESSAGE } from '../platform/http/rate-limit-rules';
import { killServerProcesses, startServerProcess } from '../test-support/server-process';
import { openTestDatabase } from '../test-support/test-app';

// Several API processes on one PostgreSQL database act as one system: a rate limit counts the
// requests that reach any of them (through the Redis they share), and each background sweep runs
// in one of them, taken over by another when that one dies.

const { DATABASE_URL, REDIS_URL } = readEnv();

afterEach(killServerProcesses);

/** Which server process (by its pid) holds each sweep's lease, read from PostgreSQL's locks. */
async function leaseHolders(db: Database): Promise<Map<number, number[]>> {
  const rows = await rowsOf<{ objid: number; application_name: string }>(
    db,
    sql`select l.objid::int as objid, a.application_name
        from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where l.locktype = 'advisory' and l.classid = ${SWEEP_LEASE_CLASS} and l.granted
          and a.datname = current_database()`,
  );
  const holders = new Map<number, number[]>();
  for (const row of rows) {
    const pid = Number(row.application_name.replace('lido-sweeps:', ''));
    holders.set(row.objid, [...(holders.get(row.objid) ?? []), pid]);
  }
  return holders;
}

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const giveUpAt = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > giveUpAt) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!DATABASE_URL)('background sweeps with several API processes', () => {
  it('runs each sweep in one process, and another takes it over within its interval when that one is killed', async () => {
    const { handle, drop } = await openTestDatabase();
    try {
      const url = handle.connectionString ?? '';
      const servers = await Promise.all([
        startServerProcess(url),
        startServerProcess(url),
        startServerProcess(url),
      ]);
      const pids = servers.map((server) => server.child.pid);
      // Offers to waitlists every 3 s, expired holds every 10 s.
      const offers = sweepLeaseKey('offering places to waitlists');
      const holds = sweepLeaseKey('releasing expired holds');

      const before = await waitFor(
        () => leaseHolders(handle.db),
        (held) => held.has(offers) && held.has(holds),
        30_000,
      );
      expect(before.get(offers)).toHaveLength(1);
      expect(before.get(holds)).toHaveLength(1);
      const [leader] = before.get(offers) ?? [];
      expect(pids).toContain(leader);

      const doomed = servers.find((server) => server.child.pid === leader);
      doomed?.child.kill('SIGKILL');
      await doomed?.exited;

      // Within the sweep's interval (3 s) and a second's grace, another process has it.
      const after = await waitFor(
        () => leaseHolders(handle.db),
        (held) => (held.get(offers) ?? []).some((pid) => pid !== leader),
        4_000,
      );
      expect(after.get(offers)).toHaveLength(1);
      expect(after.get(offers)?.[0]).not.toBe(leader);
      expect(pids).toContain(after.get(offers)?.[0]);
      // A sweep the dead process held for a longer interval goes the same way within it.
      const held = await waitFor(
        () => leaseHolders(handle.db),
        (leases) => (leases.get(holds) ?? []).some((pid) => pid !== leader),
        11_000,
      );
      expect(held.get(holds)).toHaveLength(1);
      expect(held.get(holds)?.[0]).not.toBe(leader);
    } finally {
      await drop();
    }
  }, 120_000);
});

describe.skipIf(!DATABASE_URL)('a sweep’s lease', () => {
  it('is held by one holder at a time, over the session connection, and let go on close', async () => {
    const { handle, drop } = await openTestDatabase();
    try {
      // The pool's address goes nowhere: a lease needs the session connection only (PgBouncer).
      const direct = { ...handle, connectionString: 'postgres://nobody@127.0.0.1:9/nowhere' };
      const first = createSweepLeases(direct, { applicationName: 'lido-sweeps:1' });
      const second = createSweepLeases(direct, { applicationName: 'lido-sweeps:2' });
      expect(await first.holds('releasing expired holds')).toBe(true);
      expect(await second.holds('releasing expired holds')).toBe(false);
      // Another sweep is free for the other holder.
      expect(await second.holds('offering places to waitlists')).toBe(true);
      expect(await first.holds('releasing expired holds')).toBe(true);
      const held = await leaseHolders(handle.db);
      expect(held.get(sweepLeaseKey('releasing expired holds'))).toEqual([1]);
      await first.close();
      expect(await second.holds('releasing expired holds')).toBe(true);
      await second.close();
    } finally {
      await drop();
    }
  });

  it('answers sweeps whose timers fire together one query at a time on its session', async () => {
    const { handle, drop } = await openTestDatabase();
    // pg warns (once a process) when a client is given a query while one runs: pg 9 refuses it.
    const warnings = vi.spyOn(process, 'emitWarning');
    try {
      const leases = createSweepLeases(handle, { applicationName: 'lido-sweeps:3' });
      const sweeps = [
        'releasing expired holds',
        'offering places to waitlists',
        'reconciling payments',
      ];
      expect(await Promise.all(sweeps.map((sweep) => leases.holds(sweep)))).toEqual([
        true,
        true,
        true,
      ]);
      expect(warnings.mock.calls.map(([warning]) => String(warning))).not.toContainEqual(
        expect.stringContaining('already executing a query'),
      );
      await leases.close();
    } finally {
      warnings.mockRestore();
      await drop();
    }
  });
});

describe.skipIf(!DATABASE_URL || !REDIS_URL)('rate limits with several API processes', () => {
  it('counts the requests that reach any process against one limit', async () => {
    const { handle, drop } = await openTestDatabase();
    try {
      const url = handle.connectionString ?? '';
      const env = {
        LIDO_RATE_LIMITS: 'on',
        RATE_LIMIT_PASSWORD_RESET: '4/1h',
        REDIS_URL: REDIS_URL ?? '',
        // This run's counters only, whatever else the Redis holds.
        REDIS_KEY_PREFIX: `lido-test-${randomBytes(6).toString('hex')}:`,
      };
      const servers = await Promise.all([
        startServerProcess(url, { env }),
        startServerProcess(url, { env }),
      ]);
      const answers = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const server = servers[attempt % 2];
        const response = await fetch(`${server?.base}/api/auth/customer/forgotten-password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email_or_reference: 'nobody@example.org' }),
        });
        answers.push({
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: (await response.json()) as { message?: string },
        });
      }
      // Two at each process, then refused at both: a limit of 4, not 4 per process.
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 429, 429]);
      for (const refused of answers.slice(4)) {
        expect(Number(refused.retryAfter)).toBeGreaterThan(0);
        expect(refused.body.message).toBe(RATE_LIMITED_MESSAGE);
      }
    } finally {
      await drop();
    }
  }, 120_000);
});
