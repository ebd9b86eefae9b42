import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../platform/db/client';
import {
  listenForNotifications,
  type NotificationListener,
} from '../platform/db/notification-listener';
import { rowsOf } from '../platform/db/raw-rows';
import { readEnv } from '../platform/env';
import { openTestDatabase } from '../test-support/test-app';

// The listener on the test database's driver: PGlite by default, PostgreSQL with DATABASE_URL.

const { DATABASE_URL } = readEnv();

let database: Awaited<ReturnType<typeof openTestDatabase>>;
const opened: NotificationListener[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});

afterEach(async () => {
  for (const listener of opened.splice(0)) await listener.close();
});

afterAll(() => database.drop());

async function listening(
  channel: string,
  options: Parameters<typeof listenForNotifications>[2] = {},
  adjust: (handle: DatabaseHandle) => DatabaseHandle = (handle) => handle,
) {
  const { handle } = database;
  const listener = listenForNotifications(adjust(handle), channel, options);
  opened.push(listener);
  const heard: string[] = [];
  const connections: number[] = [];
  listener.onPayload((payload) => heard.push(payload));
  listener.onConnect(() => connections.push(Date.now()));
  await vi.waitFor(() => expect(listener.connected).toBe(true), { timeout: 10_000 });
  return { handle, listener, heard, connections };
}

describe('a notification listener', () => {
  it('hears what is notified on its channel once it is connected, and nothing else', async () => {
    const { handle, heard, connections } = await listening('lido_test_channel');
    expect(connections).toHaveLength(1);
    await handle.db.execute(sql`select pg_notify('lido_test_other', 'elsewhere')`);
    await handle.db.execute(sql`select pg_notify('lido_test_channel', 'one')`);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('lido_test_channel', 'two')`);
      await tx.execute(sql`select pg_notify('lido_test_channel', 'three')`);
    });
    await vi.waitFor(() => expect(heard).toEqual(['one', 'two', 'three']));
  });

  it('hears nothing a rolled back transaction notified', async () => {
    const { handle, heard } = await listening('lido_test_channel');
    await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('lido_test_channel', 'never')`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await handle.db.execute(sql`select pg_notify('lido_test_channel', 'after')`);
    await vi.waitFor(() => expect(heard).toContain('after'));
    expect(heard).toEqual(['after']);
  });

  it('hears what this process’s own writes notified before the write’s caller goes on', async () => {
    // The availability triggers' function (migration 0046) tells the writing session too; a
    // notification from elsewhere (LISTEN) would reach the listener only a moment later.
    const { handle, heard } = await listening('lido_availability');
    await handle.db.execute(sql`select lido_notify_availability(array['d:1:spin:2026-10-22'])`);
    expect(heard).toContain('d:1:spin:2026-10-22');
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select lido_notify_availability(array['c:spin', 'v:1'])`);
    });
    expect(heard).toEqual(expect.arrayContaining(['c:spin', 'v:1']));
  });

  it('stops hearing and lets its connection go when closed', async () => {
    const { handle, listener, heard } = await listening('lido_test_channel', {
      applicationName: 'lido-listen:closing',
    });
    await listener.close();
    expect(listener.connected).toBe(false);
    await handle.db.execute(sql`select pg_notify('lido_test_channel', 'after close')`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([]);
    if (handle.driver === 'postgres') {
      const sessions = await rowsOf<{ count: number }>(
        handle.db,
        sql`select count(*)::int as count from pg_stat_activity
          where application_name = 'lido-listen:closing'`,
      );
      expect(sessions[0]?.count).toBe(0);
    }
  });
});

describe.skipIf(!DATABASE_URL)('a notification listener on PostgreSQL', () => {
  it('listens on the session address, not the pool’s', async () => {
    const { handle, heard } = await listening('lido_test_channel', {}, (handle) => ({
      ...handle,
      // PgBouncer in transaction mode: LISTEN must not go through it.
      connectionString: 'postgres://nobody@127.0.0.1:9/nowhere',
    }));
    await handle.db.execute(sql`select pg_notify('lido_test_channel', 'direct')`);
    await vi.waitFor(() => expect(heard).toEqual(['direct']));
  });

  it('connects again when its connection is lost, says so, and hears what is notified after', async () => {
    const errors: unknown[] = [];
    const { handle, listener, heard, connections } = await listening('lido_test_channel', {
      applicationName: 'lido-listen:lost',
      minRetryMs: 50,
      onError: (error) => errors.push(error),
    });
    // Its session is ended from outside, as a restarted server or a network failure would.
    const admin = new pg.Client({ connectionString: handle.sessionConnectionString });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'lido-listen:lost'`,
      );
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0), { timeout: 5_000 });
    await vi.waitFor(() => expect(connections).toHaveLength(2), { timeout: 10_000 });
    expect(listener.connected).toBe(true);
    await handle.db.execute(sql`select pg_notify('lido_test_channel', 'after reconnecting')`);
    await vi.waitFor(() => expect(heard).toEqual(['after reconnecting']));
  });

  it('keeps trying, without throwing, while the database cannot be reached', async () => {
    const errors: unknown[] = [];
    const listener = listenForNotifications(
      { ...database.handle, sessionConnectionString: 'postgres://nobody@127.0.0.1:9/nowhere' },
      'lido_test_channel',
      { minRetryMs: 20, maxRetryMs: 40, onError: (error) => errors.push(error) },
    );
    opened.push(listener);
    await vi.waitFor(() => expect(errors.length).toBeGreaterThanOrEqual(3), { timeout: 5_000 });
    expect(listener.connected).toBe(false);
  });
});
