// Re-runs the demo seed against the configured database (DATABASE_URL, or the embedded one).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemClock } from '../platform/clock';
import { openDatabase } from '../platform/db/client';
import { migrateDatabase } from '../platform/db/migrate';
import { readEnv } from '../platform/env';
import { extendOccurrenceHorizon } from '../contexts/timetable/timetable';
import { seedDemoData } from './seed-demo-data';

const env = readEnv();
if (!env.LIDO_DEMO) {
  // Demo accounts have a public password: they never go into a production database.
  console.error('The demo data is for demo mode only (LIDO_DEMO=1); nothing was seeded.');
  process.exit(1);
}
const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const dataDir = resolve(
  env.INIT_CWD ?? repositoryRoot,
  env.DATA_DIR ?? resolve(repositoryRoot, '.data'),
);
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, sessionUrl: env.DATABASE_SESSION_URL }
    : { kind: 'pglite-file', dataDir: resolve(dataDir, 'pglite') },
);
await migrateDatabase(database);
await seedDemoData(database.db, {
  siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT}`,
  now: systemClock.now(),
  tagManagerIds: env.DEMO_TAG_MANAGER_IDS,
});
const added = await extendOccurrenceHorizon(
  database.db,
  systemClock.now(),
  env.OCCURRENCE_HORIZON_DAYS,
);
await database.close();
console.log(`Demo data seeded (${added} occurrences added).`);
