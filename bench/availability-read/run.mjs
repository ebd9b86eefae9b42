// Availability-read benchmark: starts the built API on a freshly seeded database, drives
// GET …/v2/times and …/v2/slots for a busy venue with autocannon, then a bare Fastify route that
// answers a JSON object of the same size, and prints one table. Not a test: no assertions.
//
//   npm run bench:availability -w @lido/bench
//   DATABASE_URL=postgres://… BENCH_DURATION=10 BENCH_CONNECTIONS=50 npm run bench:availability -w @lido/bench
import { execFileSync, fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

// A script reads its configuration from its environment, once, here.
// eslint-disable-next-line no-restricted-properties
const env = process.env;
const root = fileURLToPath(new URL('../../', import.meta.url));
const duration = Number(env.BENCH_DURATION ?? 10);
const connections = Number(env.BENCH_CONNECTIONS ?? 50);
const venue = env.BENCH_VENUE ?? 'swiss-cottage-leisure-centre';
const activity = env.BENCH_ACTIVITY ?? 'badminton-60min';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Tomorrow in London: inside every caller's viewing window. */
function benchDate() {
  const tomorrow = new Date(Date.now() + 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(tomorrow);
}

async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function drive(title, url) {
  return new Promise((resolve, reject) => {
    autocannon({ title, url, connections, duration }, (error, result) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}

if (env.BENCH_SKIP_BUILD !== '1') {
  execFileSync('npm', ['run', 'build', '-w', '@lido/api'], { cwd: root, stdio: 'inherit' });
}

const dataDir = mkdtempSync(join(tmpdir(), 'lido-bench-'));
const apiPort = await freePort();
const api = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: root,
  env: {
    ...env,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SEED_DEMO_DATA: 'true',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let bare;
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
  const date = benchDate();
  const path = `/api/activities/venue/${venue}/activity/${activity}`;
  const targets = [
    [`v2/times`, `${base}${path}/v2/times?date=${date}`],
    [`v2/slots`, `${base}${path}/v2/slots?date=${date}`],
  ];

  const bodies = [];
  for (const [, url] of targets) {
    const response = await fetch(url);
    if (!response.ok)
      throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    bodies.push(await response.text());
  }
  // The bare route answers the slots body: the larger of the two reads.
  const slotsBody = bodies[1] ?? '';
  const bodyFile = join(dataDir, 'bare-body.json');
  writeFileSync(bodyFile, slotsBody);
  const barePort = await freePort();
  bare = fork(
    fileURLToPath(new URL('./bare-server.mjs', import.meta.url)),
    [String(barePort), bodyFile],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  await new Promise((resolve) => bare.once('message', resolve));

  const results = [];
  for (const [title, url] of targets) results.push([title, await drive(title, url)]);
  results.push(['bare Fastify', await drive('bare', `http://127.0.0.1:${barePort}/bare`)]);

  const bareRps = results.at(-1)[1].requests.average;
  const database = env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\nAvailability reads, ${venue}/${activity} on ${date}, ${database}, ` +
      `${connections} connections, ${duration} s each\n`,
  );
  console.table(
    results.map(([title, result], index) => ({
      route: title,
      'bytes/response': Buffer.byteLength(index < bodies.length ? bodies[index] : slotsBody),
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx + result.errors,
      'vs bare': `${Math.round((result.requests.average / bareRps) * 100)}%`,
    })),
  );
} finally {
  stop();
}
