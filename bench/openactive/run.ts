// OpenActive feed benchmark: fills the demo operator's scheduled-sessions feed with a million
// published items (fill-feed.ts, while no server runs), starts the built API on it and harvests
// the whole feed from the start as an activity finder does: one consumer, following `next` page
// after page until the last page. Checks what it reads (change numbers strictly increasing, full
// pages, every item once) and fails loudly if not; prints pages/s, latency per page, the
// server's memory along the way, and how the first pages, the last pages and random deep pages
// compare (a page costs the same wherever it is in the feed). Figures only for the rest.
//
//   npm run bench:openactive -w @lido/bench
//   BENCH_ITEMS=100000 DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:openactive -w @lido/bench
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/platform/db/client';
import { freePort, waitFor } from '../local-servers';
import { printResultTable } from '../result-table';
import { BENCH_FEED, BENCH_OPERATOR, type FillResult } from './bench-items';
import { fail, harvestFeed, spotCheckPages } from './harvest';

// A script reads its configuration from its environment, once, here.
// eslint-disable-next-line no-restricted-properties
const env = process.env;
const root = fileURLToPath(new URL('../../', import.meta.url));
const itemCount = Number(env.BENCH_ITEMS ?? 1_000_000);
const spotChecks = Number(env.BENCH_DEEP_PAGES ?? 20);
/** The bundle to start; another build (say, of an earlier commit) compares before and after. */
const server = resolve(root, env.BENCH_SERVER ?? 'apps/api/dist/server.js');
/** The server's memory is read every this many pages. */
const RSS_EVERY_PAGES = 100;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}
const ascending = (values: number[]) => [...values].sort((a, b) => a - b);
const ms = (value: number) => Math.round(value * 10) / 10;

if (env.BENCH_SKIP_BUILD !== '1' && env.BENCH_SERVER === undefined) {
  execFileSync('npm', ['run', 'build', '-w', '@lido/api'], { cwd: root, stdio: 'inherit' });
}

const dataDir = mkdtempSync(join(tmpdir(), 'lido-bench-openactive-'));
// On PostgreSQL, a database of the bench's own on DATABASE_URL's server, dropped at the end.
const admin = env.DATABASE_URL;
const databaseName = `lido_bench_openactive_${Date.now()}`;
const databaseUrl = admin
  ? Object.assign(new URL(admin), { pathname: `/${databaseName}` }).toString()
  : undefined;
const adminHandle = admin
  ? await openDatabase({ kind: 'postgres', url: admin, poolSize: 1 })
  : undefined;
await adminHandle?.db.execute(sql.raw(`create database ${databaseName}`));

let api: ChildProcess | undefined;
function startApi(port: number): ChildProcess {
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      LIDO_DEMO: '1',
      LIDO_RATE_LIMITS: 'off',
      SEED_DEMO_DATA: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  api = child;
  return child;
}
/** Stops the server and waits for it: PGlite is flushed and its folder free for the next. */
async function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
process.on('exit', () => {
  api?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function fillFeed(target: string): Promise<FillResult> {
  const child = fork(
    fileURLToPath(new URL('./fill-feed.ts', import.meta.url)),
    [target, String(itemCount)],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: ['--import', 'tsx'] },
  );
  return new Promise((resolveFill, reject) => {
    let result: FillResult | undefined;
    child.on('message', (message) => {
      result = message as FillResult;
    });
    child.on('exit', (code) => {
      if (code === 0 && result) resolveFill(result);
      else reject(new Error(`filling the feed failed (exit code ${code})`));
    });
  });
}

const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
try {
  // 1. The demo, seeded by the server at its first start, as a deployment's would be.
  console.log(`Seeding the demo (${database})…`);
  const seedPort = await freePort();
  const seeding = startApi(seedPort);
  await waitFor(`http://127.0.0.1:${seedPort}/api/health`, 300_000);
  await stopApi(seeding);

  // 2. The feed filled, before the server starts again.
  console.log(`Filling ${BENCH_FEED} with ${itemCount.toLocaleString('en-GB')} items…`);
  const filled = await fillFeed(databaseUrl ?? join(dataDir, 'pglite'));
  console.log(
    `Filled in ${filled.seconds.toFixed(1)} s (not part of the figures below): change numbers ` +
      `${filled.firstChangeNumber}–${filled.lastChangeNumber}, data ~${filled.meanDataBytes} ` +
      `bytes an item.`,
  );

  // 3. The harvest: from the start, following `next` until the last page.
  const apiPort = await freePort();
  const running = startApi(apiPort);
  const base = `http://127.0.0.1:${apiPort}`;
  await waitFor(`${base}/api/health`, 300_000);
  const feedUrl = `${base}/api/openactive/${BENCH_OPERATOR}/${BENCH_FEED}`;

  const loadBefore = loadavg()[0] ?? 0;
  const harvest = await harvestFeed({
    feedUrl,
    itemCount,
    serverPid: running.pid ?? fail('the server has no process id'),
    rssEveryPages: RSS_EVERY_PAGES,
  });
  // 4. Page 1 and random pages near the end, asked again with the feed warm.
  const spot = await spotCheckPages(feedUrl, harvest, spotChecks);
  const loadAfter = loadavg()[0] ?? 0;

  const { latencies, rss, seconds, bytes, tombstones, otherItems } = harvest;
  const items = harvest.benchItems + otherItems;
  const pages = latencies.length;
  const sorted = ascending(latencies);
  const load = `load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`;
  printResultTable(
    `OpenActive ${BENCH_FEED} feed harvested from the start, ${database}, one consumer, ` +
      `2 shared cores, ${load}`,
    [
      {
        items,
        tombstones,
        pages,
        seconds: Math.round(seconds * 10) / 10,
        'pages/s': Math.round((pages / seconds) * 10) / 10,
        'items/s': Math.round(items / seconds),
        'kB/page': Math.round(bytes / pages / 1024),
        'p50 ms': ms(percentile(sorted, 50)),
        'p99 ms': ms(percentile(sorted, 99)),
        'max ms': ms(sorted.at(-1) ?? 0),
      },
    ],
  );
  if (otherItems > 0) {
    console.log(`(${otherItems} of the items were published by the server during the harvest)`);
  }

  const fullPages = latencies.slice(0, -1);
  const timing = (what: string, values: number[]) => {
    const ordered = ascending(values);
    return {
      pages: what,
      count: values.length,
      'p50 ms': ms(percentile(ordered, 50)),
      'p99 ms': ms(percentile(ordered, 99)),
      'max ms': ms(ordered.at(-1) ?? 0),
    };
  };
  printResultTable('Paging cost by position in the feed', [
    timing('page 1 (first request of the harvest)', latencies.slice(0, 1)),
    timing('first 100 pages', fullPages.slice(0, 100)),
    timing('last 100 full pages', fullPages.slice(-100)),
    timing('last page (no items)', latencies.slice(-1)),
    timing('page 1 again, feed warm', spot.firstPage),
    timing('random pages in the last tenth', spot.deepPages),
  ]);

  const middle = rss.reduce((best, sample) =>
    Math.abs(sample.page - pages / 2) < Math.abs(best.page - pages / 2) ? sample : best,
  );
  const highest = rss.reduce((best, sample) => (sample.mb > best.mb ? sample : best));
  printResultTable(
    `Server memory (RSS of the API process${database === 'PGlite' ? ', the embedded database included' : ''}), read every ${RSS_EVERY_PAGES} pages`,
    [
      { when: 'start (before page 1)', page: 0, 'RSS MB': Math.round(rss[0]?.mb ?? 0) },
      { when: 'middle', page: middle.page, 'RSS MB': Math.round(middle.mb) },
      { when: 'end (after the last page)', page: pages, 'RSS MB': Math.round(rss.at(-1)?.mb ?? 0) },
      { when: 'highest read', page: highest.page, 'RSS MB': Math.round(highest.mb) },
    ],
  );
  await stopApi(running);
} finally {
  if (api) await stopApi(api);
  if (adminHandle) {
    await adminHandle.db.execute(sql.raw(`drop database if exists ${databaseName} with (force)`));
    await adminHandle.close();
  }
}
