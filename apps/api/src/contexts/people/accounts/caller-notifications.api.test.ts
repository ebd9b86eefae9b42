import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { readEnv } from '../../../platform/env';
import { DEMO_PASSWORD } from '../../../seed/demo-people';
import { httpCaller } from '../../../test-support/http-checkout';
import { killServerProcesses, startServerProcess } from '../../../test-support/server-process';
import { ALEX, FRONT_DESK } from '../../../test-support/sign-in';
import { recordChannel } from '../../../test-support/notifications';
import { openTestDatabase } from '../../../test-support/test-app';
import { CALLER_CACHE_MAX_AGE_MS, CALLERS_CHANNEL } from './caller-cache';
import { extendSessionExpiry, revokeCustomerSessions, revokeSession } from './sessions.repository';

// The triggers of migration 0047 tell every API process on `lido_callers` what changes a
// signed-in caller; several processes on one PostgreSQL database then resolve a token from memory
// until it changes.

const { DATABASE_URL } = readEnv();

describe('the caller triggers', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let db: Database;
  let channel: Awaited<ReturnType<typeof recordChannel>>;
  const notifiedBy = (change: () => Promise<unknown>) => channel.notifiedBy(change);

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.handle.db;
    channel = await recordChannel(database.handle, CALLERS_CHANNEL);
  });

  afterAll(async () => {
    await channel.close();
    await database.drop();
  });

  /** A live session of Alex's, as signing in makes one. */
  async function aliveSession(id: string): Promise<string> {
    await db.execute(sql`insert into auth_sessions (id, token_hash, customer_id, created_at, expires_at)
      values (${id}, ${`hash-${id}`}, ${ALEX.id}, now(), now() + interval '1 hour')`);
    return id;
  }

  it('tell a session revoked, signed out everywhere or deleted, and nothing when its expiry moves on', async () => {
    const first = await aliveSession('01940000-0000-7000-8000-000000000001');
    const second = await aliveSession('01940000-0000-7000-8000-000000000002');
    expect(
      await notifiedBy(() =>
        extendSessionExpiry(db, first, new Date(Date.now() + 2 * 60 * 60 * 1000), new Date()),
      ),
    ).toEqual([]);
    expect(await notifiedBy(() => revokeSession(db, first, new Date()))).toEqual([`s:${first}`]);
    expect(await notifiedBy(() => revokeCustomerSessions(db, ALEX.id, new Date()))).toContain(
      `s:${second}`,
    );
    expect(
      await notifiedBy(() => db.execute(sql`delete from auth_sessions where id = ${second}`)),
    ).toEqual([`s:${second}`]);
  });

  it('tell a customer whose memberships change, and a member of staff who changes', async () => {
    const [membership] = await rowsOf<{ id: number; customer_id: number }>(
      db,
      sql`select id, customer_id from memberships order by id limit 1`,
    );
    if (!membership) throw new Error('the demo data has no membership');
    expect(
      await notifiedBy(() =>
        db.execute(sql`update memberships set status = status where id = ${membership.id}`),
      ),
    ).toEqual([`m:${membership.customer_id}`]);
    expect(
      await notifiedBy(() =>
        db.execute(sql`update staff_users set first_name = first_name where id = ${FRONT_DESK.id}`),
      ),
    ).toEqual([`t:${FRONT_DESK.id}`]);
  });

  it('tell everything when a plan’s advance booking changes, and nothing for its other edits', async () => {
    expect(
      await notifiedBy(() =>
        db.execute(sql`update membership_plans set description = description`),
      ),
    ).toEqual([]);
    expect(
      await notifiedBy(() =>
        db.execute(
          sql`update membership_plans set advance_booking_days = advance_booking_days + 1
            where id = (select min(id) from membership_plans)`,
        ),
      ),
    ).toEqual(['*']);
  });
});

afterEach(killServerProcesses);

describe.skipIf(!DATABASE_URL)('signed-in callers on several API processes', () => {
  it('are resolved from memory, and a sign-out through one process is refused at once by another', async () => {
    const { handle, drop } = await openTestDatabase();
    try {
      const url = handle.connectionString ?? '';
      const [signer, reader] = await Promise.all([
        startServerProcess(url),
        startServerProcess(url),
      ]);
      if (!signer || !reader) throw new Error('the servers did not start');
      const token = String(
        (
          await httpCaller(signer.base)('POST', '/api/auth/customer/login', {
            username: ALEX.email,
            password: DEMO_PASSWORD,
          })
        ).token,
      );
      const whoAmI = (signal?: AbortSignal) =>
        fetch(`${reader.base}/api/auth/user`, {
          headers: { authorization: `Bearer ${token}` },
          ...(signal ? { signal } : {}),
        });
      expect((await whoAmI()).status).toBe(200);

      // With every read of sessions waiting on a lock, the reader still knows who is calling:
      // from memory, with no query.
      const locking = new pg.Client({ connectionString: url });
      await locking.connect();
      try {
        await locking.query('begin');
        await locking.query('lock table auth_sessions in access exclusive mode');
        const answer = await whoAmI(AbortSignal.timeout(2_000));
        expect(answer.status).toBe(200);
      } finally {
        await locking.end();
      }

      // Signed out through the other process: refused by the reader within moments, long before
      // its memory of the caller would have expired on its own (CALLER_CACHE_MAX_AGE_MS).
      const out = await fetch(`${signer.base}/api/auth/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(out.status).toBe(200);
      expect(CALLER_CACHE_MAX_AGE_MS).toBeGreaterThan(5_000);
      await vi.waitFor(async () => expect((await whoAmI()).status).toBe(401), {
        timeout: 5_000,
        interval: 20,
      });
    } finally {
      await drop();
    }
  }, 120_000);
});
