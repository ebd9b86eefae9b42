import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseHandle } from './client';

// Beside this module in the source tree and beside the bundle in dist/ (scripts/bundle-server.mjs).
const lido = { migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)) };

/** Another app's migrations run on the same database: a folder and its own record of what ran. */
export interface MigrationFolder {
  migrationsFolder: string;
  migrationsTable: string;
}

/** Any number: serialises migrations when several API processes start against one server. */
const MIGRATION_LOCK = 4_180_424;

/**
 * Applies the committed SQL migrations that have not run yet, forward-only: Lido's always, then
 * `also`'s: the payment emulators' (@lido/emulators/migrations) in demo mode, the tests and the
 * benches that pay, so a production database never has their tables (decisions/030).
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  { also = [] }: { also?: readonly MigrationFolder[] } = {},
): Promise<void> {
  const folders = [lido, ...also];
  if (handle.driver === 'pglite') {
    for (const folder of folders) {
      await migratePglite(handle.db as unknown as PgliteDatabase, folder);
    }
    return;
  }
  // A session-level advisory lock belongs to one connection, so migrate over a dedicated client.
  const client = new pg.Client({ connectionString: handle.migrationConnectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    for (const folder of folders) await migratePostgres(drizzle({ client }), folder);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}
