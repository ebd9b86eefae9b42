// Web bench: Lighthouse on the mobile profile (its defaults: a mid-range phone, slow 4G, 4× CPU
// slowdown, simulated) over the pages of the booking journey, served by the built API exactly as
// in production (compressed, cached). Prints performance, accessibility, best practices, SEO and
// LCP per page. Not a test and not part of CI: the figures move with the machine's load.
//
//   npm run bench:web -w @lido/bench            (builds the site and the API first)
//   BENCH_SKIP_BUILD=1 BENCH_RUNS=3 npm run bench:web -w @lido/bench
//   BENCH_PAGES=home,basket                      (a subset)
//   BENCH_CPU=calibrated                         (CPU slowdown fitted to this host: see below)
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { throttling as lighthouseThrottling } from 'lighthouse/core/config/constants.js';
import { printResultTable } from '../result-table';
import { prepareSignedInBasket } from './signed-in-basket';
import { freePort, tomorrowInLondon, waitFor } from '../local-servers';
import { startChromium } from './processes';

// A script reads its configuration from its environment, once, here.
// eslint-disable-next-line no-restricted-properties
const env = process.env;
const root = fileURLToPath(new URL('../../', import.meta.url));
const chromiumPath = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(env.BENCH_RUNS ?? 1));
const venue = 'swiss-cottage-leisure-centre';
const activity = 'badminton-60min';

interface BenchPage {
  name: string;
  path: string;
  /** Opened as the customer who has an item in the basket (the session cookie is sent). */
  signedIn: boolean;
}

const allPages: BenchPage[] = [
  { name: 'home', path: '/', signedIn: false },
  { name: 'venue', path: `/location/${venue}`, signedIn: false },
  {
    name: 'timetable',
    path: `/location/${venue}/${activity}/${tomorrowInLondon()}`,
    signedIn: false,
  },
  { name: 'basket', path: '/basket', signedIn: true },
  { name: 'checkout', path: '/basket/checkout', signedIn: true },
];
const wanted = env.BENCH_PAGES?.split(',').map((name) => name.trim());
const pages = wanted ? allPages.filter((page) => wanted.includes(page.name)) : allPages;

if (env.BENCH_SKIP_BUILD !== '1') {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

const dataDir = mkdtempSync(join(tmpdir(), 'lido-web-bench-'));
const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
children.push(
  spawn(process.execPath, [resolve(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Seeded demo venues and the Opayo emulator; one address makes every request.
      LIDO_DEMO: '1',
      LIDO_RATE_LIMITS: 'off',
      SITE_URL: base,
      SITE_ORIGINS: base,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  }),
);
await waitFor(`${base}/api/health`);

const customer = await prepareSignedInBasket(base, { venue, activity, date: tomorrowInLondon() });
const chromium = await startChromium(chromiumPath, join(dataDir, 'chromium'));
children.push(chromium.process);

interface Scores {
  /** Lighthouse's CPU benchmark of this host during the run (see calibrateCpu). */
  'CPU index': number;
  performance: number;
  accessibility: number;
  'best practices': number;
  SEO: number;
  'FCP (s)': number;
  'LCP (s)': number;
  'TBT (ms)': number;
  CLS: number;
}

/**
 * Lighthouse's mobile profile slows the CPU 4×, which stands for a mid-tier phone (benchmark index
 * about 1,000, a Pixel 5: the figure Chrome DevTools calibrates to) only on a host that scores
 * about 4,000. On this shared machine the index moves between about 1,600 (busy) and 3,900
 * (quiet), so the same 4× is a low-end phone one hour and a mid-tier one the next. With
 * `BENCH_CPU=calibrated` the slowdown is the host's own index over 1,000, measured once before
 * the pages, so busy and quiet runs both stand for the same phone. Network throttling is
 * unchanged.
 */
const MID_TIER_PHONE_INDEX = 1000;
let cpuSlowdownMultiplier = lighthouseThrottling.mobileSlow4G.cpuSlowdownMultiplier;

async function calibrateCpu(): Promise<void> {
  const result = await lighthouse(`${base}/`, {
    port: chromium.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const index = result?.lhr.environment.benchmarkIndex;
  if (!index) throw new Error('Lighthouse measured no benchmark index');
  cpuSlowdownMultiplier = Math.max(1, Math.round((index / MID_TIER_PHONE_INDEX) * 10) / 10);
  console.log(
    `CPU calibrated: benchmark index ${Math.round(index)}, slowdown ${cpuSlowdownMultiplier}× (Lighthouse's default is 4×)`,
  );
}

async function measure(page: BenchPage, attempt = 1): Promise<Scores> {
  const result = await lighthouse(`${base}${page.path}`, {
    port: chromium.port,
    throttling: { ...lighthouseThrottling.mobileSlow4G, cpuSlowdownMultiplier },
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // A kept trace carries V8's sampled CPU profile too: which functions a long task ran.
    ...(env.BENCH_TRACE_DIR
      ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
      : {}),
    // The session cookie is HttpOnly: sent as a header, so Lighthouse's storage reset keeps
    // every run a first visit with a cold cache.
    ...(page.signedIn ? { extraHeaders: { Cookie: customer.cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  const { categories, audits, runtimeError, environment } = result.lhr;
  if (env.BENCH_TRACE_DIR) {
    // The page load's Chrome trace, for chrome://tracing or a script: what a long task was made of.
    await writeFile(
      join(env.BENCH_TRACE_DIR, `${page.name}-${Date.now()}.trace.json`),
      JSON.stringify(result.artifacts.Trace),
    );
  }
  if (runtimeError) {
    // The first load after Chromium starts sometimes fails (NO_FCP): once more, then report it.
    console.error(`${page.name}: ${runtimeError.code} ${runtimeError.message}`);
    if (attempt < 2) return measure(page, attempt + 1);
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(audits)
    .filter(
      (audit) =>
        audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
    )
    .map((audit) => audit.id);
  if (env.BENCH_VERBOSE === '1') {
    if (failing.length > 0) console.log(`${page.name}: ${failing.join(', ')}`);
    // Which element was the largest paint, and where its time went (TTFB, load, render delay).
    console.log(
      `${page.name}: LCP ${JSON.stringify(audits['largest-contentful-paint-element']?.details ?? null)}`,
    );
    // What blocks the main thread: each long task (simulated on the phone) and each script's
    // evaluation and parse time.
    for (const item of tableItems(audits['long-tasks']?.details)) {
      console.log(
        `${page.name}: long task ${round(item.startTime)} ms +${round(item.duration)} ms ${String(item.url)}`,
      );
    }
    for (const item of tableItems(audits['bootup-time']?.details)) {
      console.log(
        `${page.name}: script ${String(item.url)} scripting ${round(item.scripting)} ms, parse ${round(item.scriptParseCompile)} ms`,
      );
    }
  }
  if (score('best-practices') < 100) {
    // What the page wrote to the console (best practices counts its errors), to find the cause.
    for (const item of tableItems(audits['errors-in-console']?.details)) {
      console.log(`${page.name}: console ${String(item.source)}: ${String(item.description)}`);
    }
  }
  return {
    'CPU index': Math.round(environment.benchmarkIndex),
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    SEO: score('seo'),
    'FCP (s)': Number((numeric('first-contentful-paint') / 1000).toFixed(2)),
    'LCP (s)': Number((numeric('largest-contentful-paint') / 1000).toFixed(2)),
    'TBT (ms)': Math.round(numeric('total-blocking-time')),
    CLS: Number(numeric('cumulative-layout-shift').toFixed(3)),
  };
}

function tableItems(details: unknown): Record<string, unknown>[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? (items as Record<string, unknown>[]) : [];
}

const round = (value: unknown) => Math.round(Number(value));

/** The median run by performance score: one slow run on a busy machine does not decide. */
function median(results: Scores[]): Scores {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no runs');
  return middle;
}

if (env.BENCH_CPU === 'calibrated') await calibrateCpu();
const rows: Record<string, string | number>[] = [];
for (const page of pages) {
  const results: Scores[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await measure(page);
    results.push(result);
    // Each run beside the host's CPU index at the time: a busy host reads as a slower phone.
    console.log(
      `${page.name} run ${run + 1}/${runs}: CPU index ${result['CPU index']}, performance ${result.performance}, LCP ${result['LCP (s)']} s, TBT ${result['TBT (ms)']} ms`,
    );
  }
  rows.push({ page: page.name, ...median(results) });
}
printResultTable(
  `Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile profile` +
    `${env.BENCH_CPU === 'calibrated' ? `, CPU ${cpuSlowdownMultiplier}× (calibrated)` : ''}, ${base}`,
  rows,
);
for (const child of children) child.kill('SIGTERM');
