import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppConfig } from '../app';
import { fixedClock } from '../platform/clock';
import { openDatabase, type Database, type DatabaseHandle } from '../platform/db/client';
import { listenForNotifications } from '../platform/db/notification-listener';
import { readEnv } from '../platform/env';

/** The defaults every deployment starts from, as a test's configuration. */
export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  // Every test request comes from one address; the limits are on only where a test says so.
  ...readEnv({ NODE_ENV: 'test', SITE_ORIGINS: 'http://localhost:3000', LIDO_RATE_LIMITS: 'off' }),
  ...overrides,
});
import { TEST_NOW } from './test-clock';

/** A server outside demo mode: a real Opayo account and SMTP server (never called by these tests). */
export const productionSettings: Partial<AppConfig> = {
  NODE_ENV: 'production',
  LIDO_DEMO: false,
  OPAYO_BASE_URL: 'https://pi-test.sagepay.com/api/v1',
  OPAYO_INTEGRATION_KEY: 'operator-integration-key',
  OPAYO_INTEGRATION_PASSWORD: 'operator-integration-password',
  OPAYO_VENDOR_NAME: 'operatorvendor',
  GOCARDLESS_ACCESS_TOKEN: 'live_operator-access-token',
  GOCARDLESS_WEBHOOK_SECRET: 'operator-webhook-secret',
  SMTP_URL: 'smtp://mail.example.org:587',
};

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
  clock: ReturnType<typeof fixedClock>;
  /** The delays the app asked for (failed sign-ins); tests do not wait for them. */
  sleeps: number[];
  close: () => Promise<void>;
}

/** A private copy of the seeded test database: PGlite by default, PostgreSQL when DATABASE_URL is set. */
export async function openTestDatabase(): Promise<{
  handle: DatabaseHandle;
  drop: () => Promise<void>;
}> {
  const { DATABASE_URL } = readEnv();
  const template = inject('postgresTemplate');
  if (DATABASE_URL && template) {
    const name = `${template.replace(/_template$/, '')}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    // FILE_COPY copies the template's files as they are; PostgreSQL 15's default (WAL_LOG) writes
    // every page of it to the WAL too, and cost each file twice the CPU, mostly in system calls.
    await admin.query(`create database "${name}" template "${template}" strategy file_copy`);
    await admin.end();
    const url = new URL(DATABASE_URL);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 20 });
    return {
      handle,
      drop: async () => {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: DATABASE_URL });
        await cleanup.connect();
        await cleanup.query(`drop database if exists "${name}" with (force)`);
        await cleanup.end();
      },
    };
  }
  const handle = await openDatabase({
    kind: 'pglite-memory',
    loadDataDir: seededDump(inject('pgliteDumpPath')),
    // PostgreSQL zeroes its shared buffers at every start: 128 MB of them were a third of each
    // file's start-up, for a 46 MB database that lives in memory anyway.
    settings: { shared_buffers: '16MB' },
  });
  return { handle, drop: () => handle.close() };
}

/**
 * The seeded dump, read once per worker: PGlite only reads a dump's bytes, and a new Blob of 46 MB
 * for every file, read back in chunks, cost each file about half a second (issue 40).
 */
class SeededDump extends Blob {
  constructor(private readonly contents: ArrayBuffer) {
    super([]);
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.contents);
  }
}

const seededDumps = new Map<string, SeededDump>();

function seededDump(path: string): SeededDump {
  let dump = seededDumps.get(path);
  if (!dump) {
    const file = readFileSync(path);
    dump = new SeededDump(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    seededDumps.set(path, dump);
  }
  return dump;
}

/** The whole application on a private seeded database, with a clock fixed at TEST_NOW. */
export async function createTestApp(config: Partial<AppConfig> = {}): Promise<TestApp> {
  const { handle, drop } = await openTestDatabase();
  const clock = fixedClock(TEST_NOW);
  const sleeps: number[] = [];
  const app = await buildApp({
    db: handle.db,
    listen: (channel, options) => listenForNotifications(handle, channel, options),
    clock,
    config: testConfig(config),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    handle,
    clock,
    sleeps,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
