// The release rush through the deployment of docs/deployment.md, on this machine: three API
// processes behind HAProxy, PgBouncer in transaction mode, PostgreSQL and Redis (topology.ts),
// with the operator's waiting room on. Optionally kills one API process with SIGKILL mid-rush.
// Prints the rush's tables (../release-rush/rush.ts). Not a test.
//
//   npm run bench:cluster -w @lido/bench
//   BENCH_CUSTOMERS=10000 BENCH_API_PROCESSES=3 BENCH_KILL_AFTER=500 BENCH_WAITING_ROOM=0
//   BENCH_EMULATOR_APART=0 (the emulator inside each API process, as in demo mode)
//   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres (where the bench's database is made)
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { releaseExpiredHolds } from '../../apps/api/src/contexts/booking/basket';
import { openDatabase } from '../../apps/api/src/platform/db/client';
import {
  reportRush,
  runRush,
  rushServerSettings,
  type RushPlan,
  waitingRoomPlan,
} from '../release-rush/rush';
import { openingAfter, writeRushDatabase } from '../release-rush/rush-fixture';
import { startCluster } from './topology';

// A script reads its configuration from its environment, once, here.
// eslint-disable-next-line no-restricted-properties
const env = process.env;
const root = fileURLToPath(new URL('../../', import.meta.url));
const customers = Number(env.BENCH_CUSTOMERS ?? 2500);
const sessions = Number(env.BENCH_SESSIONS ?? 100);
const places = Number(env.BENCH_PLACES ?? 20);
const apiProcesses = Number(env.BENCH_API_PROCESSES ?? 3);
const killAfter = env.BENCH_KILL_AFTER ? Number(env.BENCH_KILL_AFTER) : null;
const waitingRoomOn = env.BENCH_WAITING_ROOM !== '0';
const emulatorApart = env.BENCH_EMULATOR_APART !== '0';
const admin = env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const holdMinutes = 15;

if (env.BENCH_SKIP_BUILD !== '1') {
  execFileSync('npm', ['run', 'build', '-w', '@lido/api'], { cwd: root, stdio: 'inherit' });
}

// A database of the bench's own, dropped at the end.
const name = `lido_cluster_${Date.now()}`;
const adminHandle = await openDatabase({ kind: 'postgres', url: admin, poolSize: 1 });
await adminHandle.db.execute(sql.raw(`create database ${name}`));
const databaseUrl = Object.assign(new URL(admin), { pathname: `/${name}` }).toString();

const opening = waitingRoomOn ? openingAfter(Number(env.BENCH_LEAD_SECONDS ?? 60) * 1000) : null;
let handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
const scene = await writeRushDatabase(handle, { customers, sessions, places, opening });
await handle.close();

const cluster = await startCluster({
  root,
  server: resolve(root, 'apps/api/dist/server.js'),
  databaseUrl,
  apiProcesses,
  redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  emulatorApart,
  env: { ...env, ...rushServerSettings(holdMinutes) },
});
process.on('exit', () => {
  for (const child of cluster.apiProcesses) child.kill('SIGKILL');
});

// Written by the rush's callback: how many bookings were made when the process was killed.
const killed: { after: number | null } = { after: null };
const plan: RushPlan = {
  scene,
  bases: [cluster.base],
  waitingRoom: opening ? waitingRoomPlan(env, opening.opensAt, customers) : null,
  onBooked: (completed) => {
    if (killAfter !== null && killed.after === null && completed >= killAfter) {
      killed.after = completed;
      cluster.kill(0);
    }
  },
};
const loadBefore = loadavg()[0] ?? 0;
const run = await runRush(plan);
const loadAfter = loadavg()[0] ?? 0;
await cluster.stop();

handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
const killNote =
  killed.after === null ? '' : `, API process 1 killed (SIGKILL) after ${killed.after} bookings`;
await reportRush(handle.db, plan, run, {
  title: `Release rush through the cluster${opening ? ' and its waiting room' : ''}: ${customers} customers, ${scene.occurrenceIds.length} sessions × ${places} places, ${apiProcesses} API processes behind HAProxy, PgBouncer (transaction mode), PostgreSQL, Redis${emulatorApart ? ', the Opayo emulator in a process of its own' : ''}${killNote}; load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`,
  // The hold sweep, as it would run once every hold of the rush had run out.
  afterSweep: async () => {
    await releaseExpiredHolds(handle.db, new Date(Date.now() + (holdMinutes + 1) * 60_000), {
      limit: 100_000,
    });
  },
});
await handle.close();
await adminHandle.db.execute(sql.raw(`drop database ${name} with (force)`));
await adminHandle.close();
