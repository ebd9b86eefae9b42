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
  /** Closes the pool, or flushes and closes the embedded database so its files are never left half-written. */
  close: () => Promise<void>;
  /** The embedded database only: its data directory as a tarball, for fast test copies. */
  dumpDataDir?: () => Promise<Blob>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; sessionUrl?: string }
  | { kind: 'pglite-file'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      connectionString: options.url,
      sessionConnectionString: options.sessionUrl ?? options.url,
      close: () => pool.end(),
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
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
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
  };
}
