// Import benchmark (issue 19): a large operator's files — 200 venues, 5,000 activities, 2,000
// schedules and 100,000 customers, with their locations, prices, plans, staff and closures — made
// as CSV in a temp folder, read back from disk and imported into a fresh database as the command
// line does (runImport, then the new sessions made at once); then the same files again, which must
// change nothing. Prints the time of each, rows per second overall and per kind, and the process's
// peak memory against the target: under 2 minutes and under 500 MB. Figures only; not a test.
//
//   npm run bench:import -w @lido/bench                      (embedded PGlite in a temp folder)
//   DATABASE_URL=postgres://…/lido_import npm run bench:import -w @lido/bench   (an empty database)
//   BENCH_IMPORT_KINDS=venues,locations,customers BENCH_CUSTOMERS=20000 …   (some kinds, smaller)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { openDatabase } from '../../apps/api/src/platform/db/client';
import { migrateDatabase } from '../../apps/api/src/platform/db/migrate';
import {
  importKinds,
  runImport,
  type ImportFile,
  type ImportReport,
} from '../../apps/api/src/contexts/back-office/operator-import';
import { extendOccurrenceHorizon } from '../../apps/api/src/contexts/timetable/timetable';
import { printResultTable } from '../result-table';
import { generateOperatorFiles, generatedKinds, type GeneratedKind } from './operator-files';
import { sampled } from './sampled';

type ImportKind = (typeof importKinds)[number];

// A script reads its configuration from its environment, once, here.
// eslint-disable-next-line no-restricted-properties
const env = process.env;
const sizes = {
  venues: Number(env.BENCH_VENUES ?? 200),
  activities: Number(env.BENCH_ACTIVITIES ?? 5000),
  schedules: Number(env.BENCH_SCHEDULES ?? 2000),
  customers: Number(env.BENCH_CUSTOMERS ?? 100_000),
};
const horizonDays = Number(env.OCCURRENCE_HORIZON_DAYS ?? 21);
const targetSeconds = 120;
const targetMegabytes = 500;

const registered = new Set(importKinds.map((kind) => kind.name));
const asked = env.BENCH_IMPORT_KINDS?.split(',').map((name) => name.trim());
const unknown = (asked ?? []).filter((name) => !generatedKinds.includes(name as GeneratedKind));
if (unknown.length > 0) {
  console.error(`BENCH_IMPORT_KINDS names no such kind: ${unknown.join(', ')}.`);
  process.exit(2);
}
// The operator file always goes in: a fresh database has no operator until it is imported.
const chosen = generatedKinds.filter(
  (kind) => kind === 'operator' || (asked ? asked.includes(kind) : true),
);
const notRegistered = chosen.filter((kind) => !registered.has(kind));
const kinds = chosen.filter((kind) => registered.has(kind));
if (notRegistered.length > 0) {
  console.log(`Not imported (not registered in import-kinds.ts yet): ${notRegistered.join(', ')}.`);
}

// The files are written to disk and read back, as the command line reads an operator's folder.
const folder = mkdtempSync(join(tmpdir(), 'lido-bench-import-'));
const generatedAt = performance.now();
const rowsByKind = new Map<string, number>();
let bytes = 0;
for (const file of generateOperatorFiles(sizes)) {
  if (!kinds.includes(file.kind)) continue;
  writeFileSync(join(folder, `${file.kind}.csv`), file.csv);
  rowsByKind.set(file.kind, file.rows);
  bytes += Buffer.byteLength(file.csv);
}
const generateMs = performance.now() - generatedAt;
const files: ImportFile[] = kinds.map((kind) => ({
  name: `${kind}.csv`,
  content: readFileSync(join(folder, `${kind}.csv`), 'utf8'),
}));
const totalRows = [...rowsByKind.values()].reduce((sum, rows) => sum + rows, 0);
console.log(
  `${totalRows.toLocaleString('en-GB')} rows in ${files.length} files (${(bytes / 1e6).toFixed(1)} MB) ` +
    `written to ${folder} in ${(generateMs / 1000).toFixed(1)} s`,
);

// A new embedded database is made in a child process (see new-database.ts), then opened here as
// the command line opens an existing one.
const dataDir = join(folder, 'pglite');
if (!env.DATABASE_URL) {
  const made = spawnSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(new URL('./new-database.ts', import.meta.url)), dataDir],
    { stdio: 'inherit' },
  );
  if (made.status !== 0) throw new Error('the new database could not be made');
}
const handle = env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite-file', dataDir });
await migrateDatabase(handle);

// RSS is also sampled from a worker thread: PGlite runs each statement synchronously on the main
// thread, so the main thread's timer cannot see what a statement holds while it runs. The worker
// keeps the peak per phase: slot 0 the phase now (0 the framework, n the nth kind's own work), slot
// 1 + phase its peak.
const phaseNames = ['framework', ...importKinds.map((kind) => kind.name)];
const rssPeaks = new Float64Array(new SharedArrayBuffer(8 * (phaseNames.length + 1)));
const rssWorker = new Worker(
  `const { workerData } = require('node:worker_threads');
  const peaks = new Float64Array(workerData);
  setInterval(() => {
    const rss = process.memoryUsage.rss();
    const slot = 1 + peaks[0];
    if (rss > peaks[slot]) peaks[slot] = rss;
  }, 5);`,
  { eval: true, workerData: rssPeaks.buffer },
);
rssWorker.unref();

/** Time spent in each kind's own code (its checks, completion and writes), by kind and phase. */
const kindMs = new Map<string, { check: number; write: number }>();
function timed(kind: ImportKind): ImportKind {
  const spent = kindMs.get(kind.name) ?? { check: 0, write: 0 };
  kindMs.set(kind.name, spent);
  const clock = async <T>(phase: 'check' | 'write', work: () => Promise<T> | T): Promise<T> => {
    const started = performance.now();
    rssPeaks[0] = phaseNames.indexOf(kind.name);
    try {
      return await work();
    } finally {
      rssPeaks[0] = 0;
      spent[phase] += performance.now() - started;
    }
  };
  return {
    ...kind,
    check: kind.check && ((row, context) => clock('check', () => kind.check!(row, context))),
    complete:
      kind.complete && ((rows, context) => clock('check', () => kind.complete!(rows, context))),
    write: (rows, context) => clock('write', () => kind.write(rows, context)),
    // Work left until the import commits (the customers' invitations) counts as the kind's write.
    afterCommit:
      kind.afterCommit && ((context) => clock('write', () => kind.afterCommit!(context))),
  };
}
const timedKinds = importKinds.map(timed);

/** As the product's importFiles: the import, then the new sessions made at once. */
async function importOnce(): Promise<{
  report: ImportReport;
  importMs: number;
  horizonMs: number;
  added: number;
}> {
  for (const spent of kindMs.values()) Object.assign(spent, { check: 0, write: 0 });
  const now = new Date();
  const started = performance.now();
  const report = await runImport(handle.db, timedKinds, files, {
    dryRun: false,
    staffUserId: null,
    now,
  });
  const importMs = performance.now() - started;
  const touchedTimetable = report.kinds.some(
    (kind) => ['schedules', 'closures'].includes(kind.kind) && kind.created + kind.updated > 0,
  );
  const horizonStarted = performance.now();
  const added =
    report.written && touchedTimetable
      ? await extendOccurrenceHorizon(handle.db, now, horizonDays)
      : 0;
  return { report, importMs, horizonMs: performance.now() - horizonStarted, added };
}

function failed(report: ImportReport): boolean {
  if (report.problems.length === 0) return false;
  console.error(`The import refused the files (${report.problems.length} problems); the first:`);
  for (const problem of report.problems.slice(0, 15)) {
    console.error(
      `  ${problem.file}, line ${problem.line ?? '-'}, ${problem.column ?? '-'}: ${problem.message}`,
    );
  }
  return true;
}

const mb = (value: number) => Math.round(value / 1024 / 1024);
const rssBeforeMb = mb(process.memoryUsage().rss);
const loadBefore = loadavg()[0]!;
const first = await sampled(importOnce);
const firstKindMs = new Map([...kindMs].map(([name, spent]) => [name, { ...spent }]));
if (failed(first.result.report)) {
  await handle.close();
  rmSync(folder, { recursive: true, force: true });
  process.exit(1);
}
const again = await sampled(importOnce);
const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
await rssWorker.terminate();
const loadAfter = loadavg()[0]!;
await handle.close();
rmSync(folder, { recursive: true, force: true });

const firstMs = first.result.importMs + first.result.horizonMs;
const seconds = (ms: number) => Number((ms / 1000).toFixed(2));
const perSecond = (rows: number, ms: number) => (ms > 0 ? Math.round(rows / (ms / 1000)) : 0);

let kindsMs = 0;
printResultTable(
  'Per kind (seconds in the kind’s own checks and writes; the rest is the framework’s)',
  first.result.report.kinds.map((summary) => {
    const spent = firstKindMs.get(summary.kind) ?? { check: 0, write: 0 };
    const spentAgain = kindMs.get(summary.kind) ?? { check: 0, write: 0 };
    kindsMs += spent.check + spent.write;
    const repeat = again.result.report.kinds.find((kind) => kind.kind === summary.kind);
    return {
      kind: summary.kind,
      rows: rowsByKind.get(summary.kind) ?? 0,
      created: summary.created,
      'check (s)': seconds(spent.check),
      'write (s)': seconds(spent.write),
      'rows/s': perSecond(rowsByKind.get(summary.kind) ?? 0, spent.check + spent.write),
      'again: unchanged': repeat?.unchanged ?? 0,
      'again: check (s)': seconds(spentAgain.check),
    };
  }),
);

const allUnchanged = again.result.report.kinds.every(
  (kind) =>
    kind.created + kind.updated === 0 && kind.unchanged === (rowsByKind.get(kind.kind) ?? 0),
);
const withinTime = firstMs < targetSeconds * 1000;
const withinMemory = peakRssMb < targetMegabytes;
const figures: [string, string | number][] = [
  ['database', env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (file, temp folder)'],
  [
    'kinds imported',
    notRegistered.length === 0 && !asked ? `all ${kinds.length}` : kinds.join(', '),
  ],
  ['rows', totalRows],
  ['first import (s)', seconds(firstMs)],
  ['  runImport (s)', seconds(first.result.importMs)],
  ['    in the kinds’ checks and writes (s)', seconds(kindsMs)],
  [
    '    in the framework: read, parse, refs, hash, keys (s)',
    seconds(first.result.importMs - kindsMs),
  ],
  [`  occurrences made, ${horizonDays} days (s)`, seconds(first.result.horizonMs)],
  ['  occurrences made', first.result.added],
  ['  CPU time of the process (s)', seconds(first.cpuMs)],
  ['rows per second', perSecond(totalRows, firstMs)],
  ['re-import, same files (s)', seconds(again.result.importMs + again.result.horizonMs)],
  ['  CPU time of the process (s)', seconds(again.cpuMs)],
  ['re-import changed nothing', allUnchanged ? 'yes' : 'NO'],
  ['RSS before the import, database open (MB)', rssBeforeMb],
  ['RSS peak sampled, first import (MB)', mb(first.rss)],
  ['heap peak sampled, first import (MB)', mb(first.heap)],
  ['RSS peak sampled, re-import (MB)', mb(again.rss)],
  ['heap peak sampled, re-import (MB)', mb(again.heap)],
  ['peak RSS of the process (MB)', peakRssMb],
  ['  of which the import’s (peak − before, MB)', peakRssMb - rssBeforeMb],
  [
    '  seen from a worker thread, largest phases (MB)',
    phaseNames
      .map((name, index) => ({ name, mb: mb(rssPeaks[index + 1]!) }))
      .sort((a, b) => b.mb - a.mb)
      .slice(0, 3)
      .map(({ name, mb: peak }) => `${name} ${peak}`)
      .join(', '),
  ],
  ['load average (1 min) before → after', `${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`],
  [
    `target: under ${targetSeconds / 60} min and ${targetMegabytes} MB`,
    `${withinTime ? 'time met' : 'time MISSED'}, ${withinMemory ? 'memory met' : 'memory MISSED'}`,
  ],
];
printResultTable(
  `Operator import (${sizes.venues} venues, ${sizes.activities} activities, ${sizes.schedules} schedules, ${sizes.customers} customers)`,
  figures.map(([figure, value]) => ({ figure, value })),
);
if (notRegistered.length > 0) {
  console.log(`\nNot measured (kinds not registered yet): ${notRegistered.join(', ')}.`);
}
