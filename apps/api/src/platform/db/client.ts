import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

/** The one database type repositories see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** PostgreSQL only: the server it connects to. */
  connectionString?: string;
  /**
   * PostgreSQL only: a connection of its own for what needs a whole session (the migrations' lock,
   * the sweeps' leases): straight to PostgreSQL when the pool goes through PgBouncer in
   * transaction mode, which would hand a session's advisory lock to whoever came next.
   */
  sessionConnectionString?: string;
  /** PostgreSQL only: who runs the migrations, the tables' owner (DATABASE_MIGRATION_URL). */
  migrationConnectionString?: string;
  /** Closes the pool, or flushes and closes the embedded database so its files are never left half-written. */
  close: () => Promise<void>;
  /** The embedded database only: its data directory as a tarball, for fast test copies. */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * The embedded database only: LISTEN on its one session. A notification reaches `onPayload`
   * before the query whose commit sent it resolves, so the writer goes on only once it is heard.
   * Answers the way to stop.
   */
  listen?: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  /**
   * PostgreSQL only: calls `onNotification` with what this pool's own transactions notified through
   * a `lido_notify_*` function of the migrations (which tells the writing session too), when the
   * transaction has ended and before its caller goes on; LISTEN, on a connection of its own
   * (notification-listener.ts), hears the same only a moment after the commit. Answers the way
   * to stop.
   */
  onOwnNotification?: (onNotification: (channel: string, payload: string) => void) => () => void;
}

/**
 * How a `lido_notify_*` function tells the session that wrote: INFO `lido_notify:<channel>` with
 * the payloads as a JSON array in its detail (migrations/0046_availability_notifications.sql).
 */
const OWN_NOTIFICATION = /^lido_notify:(.+)$/;

/**
 * Tells `listeners` what each pooled connection's writes notified (`OWN_NOTIFICATION`) when the
 * pool gets the connection back: after its statement or transaction ended (committed, or rolled
 * back: then it is told for nothing, which costs a listener at most a needless rebuild), and before
 * pg-pool answers whoever ran it.
 */
function reportOwnNotifications(
  pool: pg.Pool,
  listeners: Set<(channel: string, payload: string) => void>,
): void {
  const told = new WeakMap<pg.PoolClient, { channel: string; payloads: string[] }[]>();
  pool.on('connect', (client) => {
    client.on('notice', (notice) => {
      const channel = OWN_NOTIFICATION.exec(notice.message ?? '')?.[1];
      if (!channel || !notice.detail) return;
      let payloads: string[];
      try {
        payloads = JSON.parse(notice.detail) as string[];
      } catch {
        // Not the migrations' own (someone's INFO of the same name): thrown here, it would stop
        // the connection's reading; ignored, it costs nothing LISTEN does not also deliver.
        return;
      }
      told.set(client, [...(told.get(client) ?? []), { channel, payloads }]);
    });
  });
  pool.on('release', (_error: Error | undefined, client: pg.PoolClient) => {
    const notifications = told.get(client);
    if (!notifications) return;
    told.delete(client);
    for (const { channel, payloads } of notifications) {
      for (const payload of payloads) for (const listener of listeners) listener(channel, payload);
    }
  });
}

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      sessionUrl?: string;
      migrationUrl?: string;
      /** Every transaction read-only: a replica's pool, where a write is a mistake to refuse. */
      readOnly?: boolean;
    }
  | { kind: 'pglite-file'; dataDir: string }
  | {
      kind: 'pglite-memory';
      loadDataDir?: Blob;
      /** PostgreSQL settings for this instance (`-c name=value` at its start). */
      settings?: Record<string, string>;
    };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.readOnly ? { options: '-c default_transaction_read_only=on' } : {}),
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const ownNotificationListeners = new Set<(channel: string, payload: string) => void>();
    reportOwnNotifications(pool, ownNotificationListeners);
    const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      connectionString: options.url,
      sessionConnectionString: options.sessionUrl ?? options.url,
      migrationConnectionString: options.migrationUrl ?? options.sessionUrl ?? options.url,
      close: () => pool.end(),
      onOwnNotification: (listener) => {
        ownNotificationListeners.add(listener);
        return () => {
          ownNotificationListeners.delete(listener);
        };
      },
    };
  }

  let client: PGlite;
  let releaseLock = (): void => undefined;
  if (options.kind === 'pglite-file') {
    mkdirSync(options.dataDir, { recursive: true });
    // Before PGlite reads the directory: a second process must not even load it.
    const lock = await acquireDataDirLock(options.dataDir);
    releaseLock = lock.release;
    try {
      client = await PGlite.create(options.dataDir);
    } catch (error) {
      releaseLock();
      throw error;
    }
  } else {
    const startParams = Object.entries(options.settings ?? {}).flatMap(([name, value]) => [
      '-c',
      `${name}=${value}`,
    ]);
    client = await PGlite.create(
      options.loadDataDir
        ? {
            loadDataDir: options.loadDataDir,
            ...(startParams.length > 0
              ? { startParams: [...PGlite.defaultStartParams, ...startParams] }
              : {}),
          }
        : {
            // A fresh in-memory database is made to be dumped and loaded again (each test file
            // loads the seeded one): 1 MB write-ahead log segments, dropped rather than kept for
            // reuse once a checkpoint passes them, take the dump from 96 MB to about a third and
            // its loading from 2.5 s to about 1 s.
            initDbStartParams: ['--wal-segsize=1'],
            postgresqlconf: ['wal_recycle = off', 'min_wal_size = 2MB'],
          },
    );
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    close: async () => {
      // The lock goes only once the files are flushed, so the next process reads them whole.
      await client.close();
      releaseLock();
    },
    dumpDataDir: async () => {
      // A copy taken at a checkpoint opens without replaying the write-ahead log: each test
      // file's copy of the seeded database opened in about half the time (0.8 s to 0.5 s).
      await client.exec('checkpoint');
      return client.dumpDataDir('none');
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
  };
}
