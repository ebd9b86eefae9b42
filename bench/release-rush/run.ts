// Release-rush benchmark: N customers, signed in beforehand, all try at the same moment to book a
// place in one of S sessions of P places (demand exceeds supply), through the public API exactly
// as the browser does it: add to basket → prepare → card identifier at the (emulated) Opayo →
// authorise → complete (rush-client.ts). Prints bookings made against places available, places
// oversold, holds left after the sweep, money left in flight, 5xx answers, latency per step and
// bookings per minute; through the waiting room, how fair its line was (rush.ts). Not a test.
//
//   npm run bench:release-rush -w @lido/bench                     (embedded PGlite, one process)
//   DATABASE_URL=postgres://…/lido_rush npm run bench:release-rush -w @lido/bench   (two processes)
//   BENCH_CUSTOMERS=2500 BENCH_SESSIONS=100 BENCH_PLACES=20 BENCH_SKIP_BUILD=1
//   BENCH_WAITING_ROOM=1 BENCH_EARLY_SHARE=0.5 BENCH_EARLY_SECONDS=20 BENCH_LATE_SECONDS=10
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseHandle } from '../../apps/api/src/platform/db/client';
import { releaseExpiredHolds } from '../../apps/api/src/contexts/booking/basket';
import { freePort, waitFor } from '../local-servers';
import { reportRush, runRush, rushServerSettings, waitingRoomPlan } from './rush';
import { openingAfter, writeRushDatabase } from './rush-fixture';

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

// The scene, before any server starts (the embedded database has one owner at a time). With
// BENCH_WAITING_ROOM=1 the class is released at a whole minute a little ahead, behind the
// operator's waiting room, and the customers come in two waves around the opening.
const waitingRoomOn = env.BENCH_WAITING_ROOM === '1';
const opening = waitingRoomOn ? openingAfter(Number(env.BENCH_LEAD_SECONDS ?? 60) * 1000) : null;
let handle = await openBenchDatabase(dataDir);
const scene = await writeRushDatabase(handle, { customers, sessions, places, opening });
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
      ...rushServerSettings(holdMinutes),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  servers.push(child);
  bases.push(`http://127.0.0.1:${port}`);
}
for (const base of bases) await waitFor(`${base}/api/health`);

const waitingRoom = opening ? waitingRoomPlan(env, opening.opensAt, customers) : null;
const loadBefore = loadavg()[0] ?? 0;
const plan = { scene, bases, waitingRoom };
const run = await runRush(plan);

for (const child of servers) child.kill('SIGTERM');
await Promise.all(servers.map((child) => new Promise((done) => child.once('exit', done))));
servers.length = 0;

handle = await openBenchDatabase(dataDir);
const database = databaseUrl ? `PostgreSQL, ${processes} API processes` : 'PGlite, 1 API process';
await reportRush(handle.db, plan, run, {
  title: `Release rush${waitingRoom ? ' through the waiting room' : ''}: ${customers} customers, ${scene.occurrenceIds.length} sessions × ${places} places, ${database}, load average ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`,
  // The hold sweep, as it would run once every hold of the rush had run out.
  afterSweep: async () => {
    await releaseExpiredHolds(handle.db, new Date(Date.now() + (holdMinutes + 1) * 60_000), {
      limit: 100_000,
    });
  },
});
await handle.close();
