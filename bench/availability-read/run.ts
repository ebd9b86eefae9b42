// Availability-read benchmark: starts the built API on a freshly seeded database, drives
// GET …/v2/times and …/v2/slots for a busy venue with autocannon, then a bare Fastify route
// answering a JSON object of the same size as each, and prints one table. Not a test: no
// assertions. A last row drives v2/slots as a signed-in caller, whose own standing is read on every request.
//
//   npm run bench:availability -w @lido/bench
//   DATABASE_URL=postgres://… BENCH_DURATION=10 BENCH_CONNECTIONS=50 npm run bench:availability -w @lido/bench
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { freePort, tomorrowInLondon, waitFor } from '../local-servers';
import { printResultTable } from '../result-table';

// A script reads its configuration from its environment, once, here.
// eslint-disable-next-line no-restricted-properties
const env = process.env;
const root = fileURLToPath(new URL('../../', import.meta.url));
const duration = Number(env.BENCH_DURATION ?? 10);
const connections = Number(env.BENCH_CONNECTIONS ?? 50);
const venue = env.BENCH_VENUE ?? 'swiss-cottage-leisure-centre';
const activity = env.BENCH_ACTIVITY ?? 'badminton-60min';
/** The bundle to start; another build (say, of an earlier commit) compares before and after. */
const server = resolve(root, env.BENCH_SERVER ?? 'apps/api/dist/server.js');
/** The seed's demo customer, for the signed-in row. */
const customer = { username: 'alex.morgan@example.com', password: 'LidoDemo2026!' };

async function fetchBody(url: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.text();
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/customer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(customer),
  });
  if (!response.ok) throw new Error(`signing in answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

function drive(url: string, headers: Record<string, string> = {}): Promise<Result> {
  return new Promise((resolveResult, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolveResult(result);
    });
  });
}

if (env.BENCH_SKIP_BUILD !== '1' && env.BENCH_SERVER === undefined) {
  execFileSync('npm', ['run', 'build', '-w', '@lido/api'], { cwd: root, stdio: 'inherit' });
}

const dataDir = mkdtempSync(join(tmpdir(), 'lido-bench-'));
const apiPort = await freePort();
const api = spawn(process.execPath, [server], {
  cwd: root,
  env: {
    ...env,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    LIDO_DEMO: '1',
    LIDO_RATE_LIMITS: 'off',
    SEED_DEMO_DATA: 'true',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let bare: ChildProcess | undefined;
const stop = () => {
  api.kill('SIGTERM');
  bare?.kill('SIGTERM');
};
process.on('exit', () => {
  stop();
  rmSync(dataDir, { recursive: true, force: true });
});

try {
  const base = `http://127.0.0.1:${apiPort}`;
  await waitFor(`${base}/api/health`);
  const date = tomorrowInLondon();
  const path = `${base}/api/activities/venue/${venue}/activity/${activity}`;
  const reads = [
    { name: 'times', route: 'v2/times', url: `${path}/v2/times?date=${date}` },
    { name: 'slots', route: 'v2/slots', url: `${path}/v2/slots?date=${date}` },
  ];
  const bodies = new Map<string, string>();
  for (const read of reads) bodies.set(read.name, await fetchBody(read.url));

  const barePort = await freePort();
  const bareArgs = reads.map(({ name }) => {
    const file = join(dataDir, `bare-${name}.json`);
    writeFileSync(file, bodies.get(name) ?? '');
    return `${name}=${file}`;
  });
  const bareServer = fork(
    fileURLToPath(new URL('./bare-server.ts', import.meta.url)),
    [String(barePort), ...bareArgs],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: ['--import', 'tsx'] },
  );
  bare = bareServer;
  await new Promise((ready) => bareServer.once('message', ready));

  const loadBefore = loadavg()[0] ?? 0;
  const rows: Record<string, string | number>[] = [];
  const row = (route: string, bytes: number, result: Result, bareRps?: number) => {
    rows.push({
      route,
      'bytes/response': bytes,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx + result.errors + result.timeouts,
      'vs bare': bareRps ? `${Math.round((result.requests.average / bareRps) * 100)}%` : '100%',
    });
  };
  // Each read, then the bare route answering a body of its size, back to back.
  for (const read of reads) {
    const bytes = Buffer.byteLength(bodies.get(read.name) ?? '');
    const result = await drive(read.url);
    const bareResult = await drive(`http://127.0.0.1:${barePort}/bare/${read.name}`);
    row(read.route, bytes, result, bareResult.requests.average);
    row(`bare Fastify (${read.name} body)`, bytes, bareResult);
  }
  const auth = { authorization: `Bearer ${await signIn(base)}` };
  const slots = reads[1];
  if (slots) {
    const bytes = Buffer.byteLength(await fetchBody(slots.url, auth));
    row('v2/slots signed in', bytes, await drive(slots.url, auth));
  }

  // autocannon stops at its deadline with requests still queued in the API: let them finish
  // before the API is stopped, or their failures would follow the table.
  await new Promise((settle) => setTimeout(settle, 3_000));
  const database = env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const load = `${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`;
  printResultTable(
    `Availability reads, ${venue}/${activity} on ${date}, ${database}, ` +
      `${connections} connections, ${duration} s each, load average ${load}`,
    rows,
  );
} finally {
  stop();
}
