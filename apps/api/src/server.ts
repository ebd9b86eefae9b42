import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { startBackgroundSweeps } from './background-sweeps';
import { systemClock } from './clock';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { readEnv } from './env';
import { createSmtpDelivery } from './modules/email/email-delivery';
import { extendOccurrenceHorizon } from './modules/timetable/occurrence-horizon';
import { findOperator } from './modules/venues/venues.repository';
import { seedDemoData } from './seed/seed-demo-data';

// src/ and dist/ sit at the same depth, so these hold for `tsx src/server.ts` and the bundle alike.
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const env = readEnv();
const clock = systemClock;
const logger = {
  level: env.LOG_LEVEL,
  ...(process.stdout.isTTY
    ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
    : {}),
};

const dataDir = env.DATA_DIR
  ? isAbsolute(env.DATA_DIR)
    ? env.DATA_DIR
    : resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR)
  : resolve(repositoryRoot, '.data');

const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
    : { kind: 'pglite-file', dataDir: resolve(dataDir, 'pglite') },
);
await migrateDatabase(database);

const siteUrl = env.SITE_URL ?? `http://localhost:${env.PORT}`;
if (env.SEED_DEMO_DATA && !(await findOperator(database.db))) {
  await seedDemoData(database.db, { siteUrl, now: clock.now() });
}
await extendOccurrenceHorizon(database.db, clock.now(), env.OCCURRENCE_HORIZON_DAYS);

const app = await buildApp({
  db: database.db,
  clock,
  config: { ...env, WEB_DIST_DIR: env.WEB_DIST_DIR ?? defaultWebDist },
  logger,
});
const stopSweeps = startBackgroundSweeps({
  db: database.db,
  clock,
  log: app.log,
  horizonDays: env.OCCURRENCE_HORIZON_DAYS,
  deliverEmail: env.SMTP_URL ? createSmtpDelivery(env.SMTP_URL, env.EMAIL_FROM) : undefined,
});

let shuttingDown = false;
async function shutdown(signal: string): Promise<void> {
  if (shuttingDown) {
    app.log.warn('second signal: exiting now');
    process.exit(1);
  }
  shuttingDown = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  try {
    await app.close();
    await stopSweeps();
    // Closing PGlite flushes it, so the data directory is never left half-written.
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(
  {
    database:
      database.driver === 'pglite' ? resolve(dataDir, 'pglite') : 'PostgreSQL (DATABASE_URL)',
  },
  `Lido is serving on http://localhost:${env.PORT}`,
);
