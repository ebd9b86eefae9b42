import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { emulatorMigrations } from '@lido/emulators/migrations';
import { openDatabase, type DatabaseHandle } from '../../platform/db/client';
import { migrateDatabase } from '../../platform/db/migrate';
import { rowsOf } from '../../platform/db/raw-rows';
import { readEnv } from '../../platform/env';

// A new, empty database of the kind the other API tests use (PostgreSQL when DATABASE_URL is set).
const { DATABASE_URL } = readEnv();
const opened: { handle: DatabaseHandle; drop?: () => Promise<void> }[] = [];

afterEach(async () => {
  for (const { handle, drop } of opened.splice(0)) {
    await handle.close();
    await drop?.();
  }
});

async function emptyDatabase(): Promise<DatabaseHandle> {
  if (!DATABASE_URL) {
    const handle = await openDatabase({ kind: 'pglite-memory' });
    opened.push({ handle });
    return handle;
  }
  const name = `lido_emulators_${process.pid}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database "${name}"`);
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  opened.push({ handle, drop: () => admin(`drop database if exists "${name}" with (force)`) });
  return handle;
}

async function tablesLike(handle: DatabaseHandle, pattern: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    handle.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_name like ${pattern} order by table_name`,
  );
  return rows.map((row) => row.name);
}

describe("the payment emulators' tables", () => {
  it('are not in a production database: its migrations leave none behind', async () => {
    const handle = await emptyDatabase();
    await migrateDatabase(handle);
    expect(await tablesLike(handle, 'sandbox\\_%')).toEqual([]);
    // Lido's own tables are there.
    expect(await tablesLike(handle, 'bookings')).toEqual(['bookings']);
  });

  it('are created in demo mode by migrations of their own, once', async () => {
    const handle = await emptyDatabase();
    await migrateDatabase(handle, { also: [emulatorMigrations] });
    await migrateDatabase(handle, { also: [emulatorMigrations] });
    expect(await tablesLike(handle, 'sandbox\\_%')).toEqual([
      'sandbox_gocardless_events',
      'sandbox_gocardless_idempotency_keys',
      'sandbox_gocardless_resources',
      'sandbox_gocardless_webhook_secret',
      'sandbox_opayo_cards',
      'sandbox_opayo_instructions',
      'sandbox_opayo_session_keys',
      'sandbox_opayo_transactions',
    ]);
  });

  it('come back in demo mode on a database where Lido’s migrations took them away', async () => {
    const handle = await emptyDatabase();
    await migrateDatabase(handle);
    await migrateDatabase(handle, { also: [emulatorMigrations] });
    expect(await tablesLike(handle, 'sandbox\\_%')).toHaveLength(8);
  });
});
