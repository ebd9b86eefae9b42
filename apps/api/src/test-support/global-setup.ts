import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emulatorMigrations } from '@lido/emulators/migrations';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { bundleServer } from '../../scripts/bundle-server.mjs';
import { openDatabase, type DatabaseHandle } from '../platform/db/client';
import { migrateDatabase } from '../platform/db/migrate';
import { readEnv } from '../platform/env';
import { extendOccurrenceHorizon } from '../contexts/timetable/timetable';
import { seedDemoData } from '../seed/seed-demo-data';
import { collapseOpenDataChanges } from '../contexts/openactive';
import { TEST_HORIZON_DAYS, TEST_NOW } from './test-clock';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated, seeded data directory that each test file loads a private copy of. */
    pgliteDumpPath: string;
    /** PostgreSQL: the migrated, seeded database each test file clones with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string;
    /** The folder of this run's bundled servers, `server.js` and `crash-server.js` (server-process.ts). */
    serverBundles: string;
  }
}

async function prepare(handle: DatabaseHandle): Promise<void> {
  await migrateDatabase(handle, { also: [emulatorMigrations] });
  await seedDemoData(handle.db, { siteUrl: 'http://localhost:3000', now: TEST_NOW });
  await extendOccurrenceHorizon(handle.db, TEST_NOW, TEST_HORIZON_DAYS);
  // The seed's tens of thousands of rows, each a change for the open data feeds, as one: every
  // test database starts smaller, and a test that publishes renders everything once.
  await collapseOpenDataChanges(handle.db);
}

/**
 * The servers the tests start as processes, bundled once per run: a process then starts in about
 * a second instead of loading the API's every module through tsx (5–7 CPU seconds each). In a
 * folder of apps/api's own, so the bundles find its dependencies as dist/ does.
 */
async function bundleServers(project: TestProject): Promise<() => void> {
  const outdir = fileURLToPath(new URL(`../../.test-servers/run-${process.pid}`, import.meta.url));
  await bundleServer({
    entryPoints: ['src/server.ts', 'src/test-support/crash-server.ts'],
    outdir,
  });
  project.provide('serverBundles', outdir);
  return () => rmSync(outdir, { recursive: true, force: true });
}

/**
 * Builds one migrated and seeded database per run; creating and seeding one costs seconds,
 * copying it costs much less, so every test file gets its own copy.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const removeBundles = await bundleServers(project);
  const { DATABASE_URL } = readEnv();
  if (DATABASE_URL) {
    const template = `${new URL(DATABASE_URL).pathname.slice(1)}_template`;
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${template}" with (force)`);
    await admin.query(`create database "${template}"`);
    await admin.end();
    const url = new URL(DATABASE_URL);
    url.pathname = `/${template}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    await prepare(handle);
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteDumpPath', '');
    return async () => {
      removeBundles();
      const cleanup = new pg.Client({ connectionString: DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${template}" with (force)`);
      await cleanup.end();
    };
  }

  const handle = await openDatabase({ kind: 'pglite-memory' });
  await prepare(handle);
  const dump = await handle.dumpDataDir?.();
  await handle.close();
  if (!dump) throw new Error('PGlite could not dump its data directory');
  const directory = mkdtempSync(join(tmpdir(), 'lido-test-'));
  const dumpPath = join(directory, 'seeded.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('postgresTemplate', '');
  return async () => {
    removeBundles();
    rmSync(directory, { recursive: true, force: true });
  };
}
