import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseHandle } from './client';

// Both sit beside this module in the source tree and beside the bundle in dist/ (scripts/build.mjs).
const lido = { migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)) };
/**
 * The payment emulators' tables, apart from Lido's: their own folder and their own record of
 * what has run, so a production database never has them (decisions/030).
 */
const emulators = {
  migrationsFolder: fileURLToPath(new URL('./emulator-migrations', import.meta.url)),
  migrationsTable: '__drizzle_emulator_migrations',
};

/** Any number: serialises migrations when several API processes start against one server. */
const MIGRATION_LOCK = 4_180_424;

/**
 * Applies the committed SQL migrations that have not run yet, forward-only: Lido's always, the
 * payment emulators' only when asked (demo mode, the tests and the benches that pay).
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  { withEmulators = false }: { withEmulators?: boolean } = {},
): Promise<void> {
  const folders = withEmulators ? [lido, emulators] : [lido];
  if (handle.driver === 'pglite') {
    for (const folder of folders) {
      await migratePglite(handle.db as unknown as PgliteDatabase, folder);
    }
    return;
  }
  // A session-level advisory lock belongs to one connection, so migrate over a dedicated client.
  const client = new pg.Client({ connectionString: handle.connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    for (const folder of folders) await migratePostgres(drizzle({ client }), folder);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}
