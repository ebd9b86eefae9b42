// Release-rush benchmark: N customers, signed in beforehand, all try at the same moment to book a
// place in one of S sessions of P places (demand exceeds supply), through the public API exactly
// as the browser does it: add to basket → prepare → card identifier at the (emulated) Opayo →
// authorise → complete. Prints bookings made against places available, places oversold, holds
// left after the sweep, 5xx answers, latency per step and bookings per minute. Not a test.
//
//   npm run bench:release-rush -w @lido/bench                     (embedded PGlite, one process)
//   DATABASE_URL=postgres://…/lido_rush npm run bench:release-rush -w @lido/bench   (two processes)
//   BENCH_CUSTOMERS=2500 BENCH_SESSIONS=100 BENCH_PLACES=20 BENCH_SKIP_BUILD=1
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseHandle } from '../../apps/api/src/platform/db/client';
import { migrateDatabase } from '../../apps/api/src/platform/db/migrate';
import { releaseExpiredHolds } from '../../apps/api/src/modules/basket';
import { seedDemoData } from '../../apps/api/src/seed/seed-demo-data';
import { freePort, tomorrowInLondon, waitFor } from '../local-servers';
import { printResultTable } from '../result-table';
import { call, closeConnections, type Answer } from './json-call';
import { buildRushScene, measureOutcome } from './rush-fixture';

// A script reads its configuration from its environment, once, here.
// eslint-disable-next-line no-restricted-properties
const env = process.env;
const root = fileURLToPath(new URL('../../', import.meta.url));
const customers = Number(env.BENCH_CUSTOMERS ?? 2500);
const sessions = Number(env.BENCH_SESSIONS ?? 100);
const places = Number(env.BENCH_PLACES ?? 20);
const databaseUrl = env.DATABASE_URL;
const processes = databaseUrl ? Number(env.BENCH_PROCESSES ?? 2) : 1;
const server = resolve(root, 'apps/api/dist/server.js');
const holdMinutes = 15;

const CARD = {
  cardholderName: 'Rush Customer',
  cardNumber: '4929000000006',
  expiryDate: '1230',
  securityCode: '123',
};
const BROWSER = {
  browser_colour_depth: 24,
  browser_java_enabled: false,
  browser_javascript_enabled: true,
  browser_language: 'en-GB',
  browser_screen_height: 1080,
  browser_screen_width: 1920,
  browser_timezone_offset: 0,
};

const steps = ['add to basket', 'prepare', 'card identifier', 'authorise', 'complete'] as const;
type Step = (typeof steps)[number];
const latencies = new Map<Step, number[]>(steps.map((step) => [step, []]));
const statusCounts = new Map<string, number>();
let serverErrors = 0;
let transportErrors = 0;
let soldOut = 0;
let otherFailures = 0;

async function timed(step: Step, run: () => Promise<Answer>): Promise<Answer> {
  const started = performance.now();
  const answer = await run();
  latencies.get(step)?.push(performance.now() - started);
  const key = `${step} ${answer.status}`;
  statusCounts.set(key, (statusCounts.get(key) ?? 0) + 1);
  if (answer.status >= 500) serverErrors++;
  return answer;
}

async function bookAsTheBrowserDoes(
  base: string,
  token: string,
  publicId: string,
): Promise<boolean> {
  const auth = { authorization: `Bearer ${token}` };
  const added = await timed('add to basket', () =>
    call(base, 'POST', '/api/activities/cart/add', auth, {
      items: [{ id: publicId, type: 'purchasableOccurrence' }],
    }),
  );
  if (added.status === 409) {
    soldOut++;
    return false;
  }
  if (added.status !== 200) {
    otherFailures++;
    return false;
  }
  const prepared = await timed('prepare', () => call(base, 'GET', '/api/checkout/prepare', auth));
  if (prepared.status !== 200) {
    otherFailures++;
    return false;
  }
  const preparation = prepared.body as { session_key: string; url: string; item_hash: string };
  const card = await timed('card identifier', () =>
    call(
      base,
      'POST',
      `${preparation.url}/card-identifiers`,
      {
        authorization: `Bearer ${preparation.session_key}`,
      },
      { cardDetails: CARD },
    ),
  );
  if (card.status !== 201) {
    otherFailures++;
    return false;
  }
  const authorised = await timed('authorise', () =>
    call(base, 'POST', '/api/checkout/authorise', auth, {
      first_name: 'Rush',
      last_name: 'Customer',
      billing_address_line_1: 'Adelaide Road',
      billing_city: 'London',
      billing_postcode: 'NW3 3NF',
      card_identifier: (card.body as { cardIdentifier: string }).cardIdentifier,
      card_holder_name: CARD.cardholderName,
      session_key: preparation.session_key,
      payments: [],
      source: 'activity-booking',
      terms: [1],
      item_hash: preparation.item_hash,
      ...BROWSER,
    }),
  );
  if (authorised.status !== 200) {
    otherFailures++;
    return false;
  }
  const completed = await timed('complete', () =>
    call(base, 'POST', '/api/checkout/complete', auth, {
      completed_waivers: [],
      payments: [],
      source: 'activity-booking',
      terms: [1],
      transaction_uuid: (authorised.body as { transaction_uuid: string }).transaction_uuid,
      item_hash: preparation.item_hash,
    }),
  );
  if (completed.status !== 200) {
    otherFailures++;
    return false;
  }
  return true;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function openBenchDatabase(dataDir: string): Promise<DatabaseHandle> {
  return openDatabase(
    databaseUrl
      ? { kind: 'postgres', url: databaseUrl, poolSize: 4 }
      : { kind: 'pglite-file', dataDir: join(dataDir, 'pglite') },
  );
}

if (env.BENCH_SKIP_BUILD !== '1') {
  execFileSync('npm', ['run', 'build', '-w', '@lido/api'], { cwd: root, stdio: 'inherit' });
}

const dataDir = mkdtempSync(join(tmpdir(), 'lido-rush-'));
const servers: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of servers) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

// The scene, before any server starts (the embedded database has one owner at a time).
const date = tomorrowInLondon();
let handle = await openBenchDatabase(dataDir);
await migrateDatabase(handle);
await seedDemoData(handle.db, { siteUrl: 'http://localhost:3000', now: new Date() });
const scene = await buildRushScene(handle.db, { customers, sessions, places, date });
await handle.close();

const bases: string[] = [];
for (let index = 0; index < processes; index++) {
  const port = await freePort();
  // BENCH_PROFILE_DIR: each API process writes a CPU profile there when it stops.
  const profile = env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_PROFILE_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, server], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The Opayo emulator pays, and every customer comes from this one address.
      LIDO_DEMO: '1',
      LIDO_RATE_LIMITS: 'off',
      SEED_DEMO_DATA: 'false',
      HOLD_MINUTES: String(holdMinutes),
      DATABASE_POOL_SIZE: '20',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  servers.push(child);
  bases.push(`http://127.0.0.1:${port}`);
}
for (const base of bases) await waitFor(`${base}/api/health`);

// The moment of release: every customer at once, each after one session.
const loadBefore = loadavg()[0] ?? 0;
const started = performance.now();
const results = await Promise.all(
  scene.tokens.map((token, index) =>
    bookAsTheBrowserDoes(
      bases[index % bases.length] ?? '',
      token,
      scene.publicIds[index % scene.publicIds.length] ?? '',
    ).catch(() => {
      transportErrors++;
      return false;
    }),
  ),
);
const seconds = (performance.now() - started) / 1000;
const completedFlows = results.filter(Boolean).length;

for (const child of servers) child.kill('SIGTERM');
await Promise.all(servers.map((child) => new Promise((done) => child.once('exit', done))));
servers.length = 0;

handle = await openBenchDatabase(dataDir);
const before = await measureOutcome(handle.db, scene.occurrenceIds);
// The hold sweep, as it would run once every hold of the rush had run out.
await releaseExpiredHolds(handle.db, new Date(Date.now() + (holdMinutes + 1) * 60_000), {
  limit: 100_000,
});
const after = await measureOutcome(handle.db, scene.occurrenceIds);
await handle.close();

const available = scene.occurrenceIds.length * scene.places;
const database = databaseUrl ? `PostgreSQL, ${processes} API processes` : 'PGlite, 1 API process';
printResultTable(
  `Release rush: ${customers} customers, ${scene.occurrenceIds.length} sessions × ${places} places, ${database}, load average ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`,
  [
    { figure: 'places available', value: available },
    { figure: 'bookings made', value: after.bookings },
    { figure: 'flows completed', value: completedFlows },
    { figure: 'turned away: session full (409)', value: soldOut },
    { figure: 'other failed flows', value: otherFailures },
    { figure: 'places oversold (sessions)', value: after.oversoldSessions },
    { figure: 'places counted without a booking or hold', value: after.inconsistentSessions },
    { figure: 'holds left before the sweep', value: before.holdsLeft },
    { figure: 'holds left after the sweep', value: after.holdsLeft },
    { figure: '5xx answers', value: serverErrors },
    { figure: 'transport errors', value: transportErrors },
    { figure: 'rush duration (s)', value: Number(seconds.toFixed(1)) },
    { figure: 'bookings per minute', value: Math.round((after.bookings / seconds) * 60) },
  ],
);
printResultTable(
  'Latency per step (ms)',
  steps.map((step) => {
    const values = latencies.get(step) ?? [];
    return {
      step,
      requests: values.length,
      p50: Math.round(percentile(values, 50)),
      p95: Math.round(percentile(values, 95)),
      p99: Math.round(percentile(values, 99)),
    };
  }),
);
printResultTable(
  'Answers by step and status',
  [...statusCounts.entries()].sort().map(([key, count]) => ({ 'step status': key, count })),
);
closeConnections();
