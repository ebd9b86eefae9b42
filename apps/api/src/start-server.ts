import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emulatorMigrations } from '@lido/emulators/migrations';
import { buildApp } from './app';
import { startBackgroundSweeps } from './background-sweeps';
import { systemClock, type Clock } from './platform/clock';
import { openDatabase } from './platform/db/client';
import { listenForNotifications } from './platform/db/notification-listener';
import { createSweepLeases } from './platform/db/sweep-leases';
import { DataDirLockedError } from './platform/db/data-dir-lock';
import { migrateDatabase } from './platform/db/migrate';
import { useApplicationRole } from './platform/db/application-role';
import { deploymentParts } from './platform/deployment';
import type { Env } from './platform/env';
import { createSmtpDelivery } from './contexts/people/email';
import { extendOccurrenceHorizon } from './contexts/timetable/timetable';
import { findOperator } from './contexts/venue-setup/venues';
import { findDemoAccounts } from './seed/demo-accounts';
import type { StepObserver } from './platform/flow-steps';
import { seedDemoData } from './seed/seed-demo-data';
import { collapseOpenDataChanges, publishOpenDataChanges } from './contexts/openactive';
import { refuseToStart } from './platform/start-up-settings';

// src/ and dist/ sit at the same depth, so these hold for `tsx src/server.ts` and the bundle alike.
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface StartOptions {
  /** Told at every checkout step boundary (the crash test stops the process at one). */
  observeCheckoutStep?: StepObserver;
  /** The system clock, unless a test runs the server in the test database's week. */
  clock?: Clock;
}

/**
 * With settings checked already (`settingsToStartWith`): opens and migrates the database, seeds a
 * demo on first start, and serves the API and the site until SIGTERM or SIGINT. Refuses to start,
 * with one message, when the database would make an unsafe server.
 */
export async function startServer(
  env: Env,
  { observeCheckoutStep, clock = systemClock }: StartOptions = {},
): Promise<void> {
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

  if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
    refuseToStart(
      'DATABASE_READ_URL names a replica of DATABASE_URL: set DATABASE_URL too, or leave both unset for the embedded database.',
    );
  }
  const database = await openDatabase(
    env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          poolSize: env.DATABASE_POOL_SIZE,
          sessionUrl: env.DATABASE_SESSION_URL,
          migrationUrl: env.DATABASE_MIGRATION_URL,
        }
      : { kind: 'pglite-file', dataDir: resolve(dataDir, 'pglite') },
  ).catch((error: unknown) => {
    if (!(error instanceof DataDirLockedError)) throw error;
    // An expected refusal: the operator needs the reason, not a stack trace.
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
  // The payment emulators' tables exist in demo mode alone (decisions/030).
  await migrateDatabase(database, { also: env.LIDO_DEMO ? [emulatorMigrations] : [] });

  const siteUrl = env.SITE_URL ?? `http://localhost:${env.PORT}`;
  let seeded = false;
  if (env.LIDO_DEMO) {
    if (env.SEED_DEMO_DATA && !(await findOperator(database.db))) {
      await seedDemoData(database.db, {
        siteUrl,
        now: clock.now(),
        tagManagerIds: env.DEMO_TAG_MANAGER_IDS,
      });
      // The seed's tens of thousands of rows are one change for the open data feeds.
      await collapseOpenDataChanges(database.db);
      seeded = true;
    }
  } else {
    const demoAccounts = await findDemoAccounts(database.db);
    if (demoAccounts.length > 0) {
      await database.close();
      refuseToStart(
        `Lido will not start outside demo mode: this database holds the demo accounts (${demoAccounts.join(', ')}), whose password is public. Use a database without demo data, or set LIDO_DEMO=1.`,
      );
    }
  }
  await extendOccurrenceHorizon(database.db, clock.now(), env.OCCURRENCE_HORIZON_DAYS);
  if (seeded) {
    // The demo's open data (the seed and the horizon's occurrences, some 35,000 items) is
    // published whole before the server listens. Left to the background sweep, a batch a second
    // on the embedded database, it held the process for a moment every second through the
    // site's first minute and a half, and on a busy machine for seconds at a time.
    await publishOpenDataChanges(database.db, clock.now(), {
      maxBatches: Number.POSITIVE_INFINITY,
    });
  }
  // Migrated and seeded as the owner; from here on, the application's role (migration 0053).
  const { ownsAuditLog } = await useApplicationRole(database);
  const replica = env.DATABASE_READ_URL
    ? await openDatabase({
        kind: 'postgres',
        url: env.DATABASE_READ_URL,
        poolSize: env.DATABASE_POOL_SIZE,
        readOnly: true,
      })
    : undefined;

  const app = await buildApp({
    db: database.db,
    ...(replica ? { readDb: replica.db } : {}),
    // What the app listens on it closes with itself, before the database closes.
    listen: (channel, options) => listenForNotifications(database, channel, options),
    clock,
    config: { ...env, WEB_DIST_DIR: env.WEB_DIST_DIR ?? defaultWebDist },
    logger,
    ...(observeCheckoutStep ? { observeCheckoutStep } : {}),
  });
  if (ownsAuditLog) {
    app.log.warn(
      'DATABASE_URL signs in as a role that can empty or alter the audit log: sign the application in as a login of lido_app and set DATABASE_MIGRATION_URL to the owner (README, "PostgreSQL")',
    );
  }
  const stopSweeps = startBackgroundSweeps({
    db: database.db,
    clock,
    log: app.log,
    leases: createSweepLeases(database),
    horizonDays: env.OCCURRENCE_HORIZON_DAYS,
    // The embedded database runs in this process: the open data publisher takes it a batch at a
    // time, so requests are never held up by more than one (decisions/045).
    openDataBatchesPerRun: database.driver === 'pglite' ? 1 : 10,
    deliverEmail: env.SMTP_URL ? createSmtpDelivery(env.SMTP_URL, env.EMAIL_FROM) : undefined,
    reconcilePayments: () => app.reconcilePayments(),
    offerWaitlistPlaces: () => app.offerWaitlistPlaces(),
    admitFromReleaseQueues: () => app.admitFromReleaseQueues(),
    sweepDirectDebits: () => app.sweepDirectDebits(),
    remindOfExpiringDocuments: () => app.remindOfExpiringDocuments(),
  });
  // Whatever a crash left in flight is settled at once, without holding up the start.
  void app.reconcilePayments().then(
    (run) => {
      if (Object.values(run).some((count) => count > 0)) {
        app.log.info(run, 'payments left in flight at start-up reconciled');
      }
    },
    (error: unknown) => app.log.error({ err: error }, 'reconciling payments at start-up failed'),
  );

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
      await replica?.close();
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
  const parts = deploymentParts(env);
  app.log.info(
    {
      database:
        database.driver === 'pglite' ? resolve(dataDir, 'pglite') : 'PostgreSQL (DATABASE_URL)',
      ...parts,
    },
    `Lido is serving on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`,
  );
  if (env.LIDO_DEMO) {
    const emulated = [
      parts.payments === 'opayo-emulator'
        ? 'payments (the built-in Opayo emulator: no real money)'
        : null,
      parts.email === 'development-mailbox'
        ? 'email (kept in the development mailbox, /api/dev/mailbox, this computer only)'
        : null,
      'demo data and demo accounts',
    ].filter(Boolean);
    app.log.warn(
      `Demo mode (LIDO_DEMO): emulated or demo-only: ${emulated.join('; ')}. Not for real customers.`,
    );
  }
  if (env.LIDO_RATE_LIMITS === 'off') {
    app.log.warn('Rate limits are off (LIDO_RATE_LIMITS=off): for load tests only.');
  }
}
