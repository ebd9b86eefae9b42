// `npm run import -- <file or folder>… [--dry-run]`: imports an operator's CSV and JSON files (and
// the images their activities name) into the configured database (DATABASE_URL, or the embedded
// one), as the console's import does.
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemClock } from './platform/clock';
import { openDatabase } from './platform/db/client';
import { migrateDatabase } from './platform/db/migrate';
import { readEnv } from './platform/env';
import {
  importFiles,
  isImageFileName,
  problemPlace,
  type ImportFile,
} from './contexts/back-office/operator-import';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const paths = args.filter((arg) => !arg.startsWith('--'));
if (paths.length === 0) {
  console.error('Usage: npm run import -- <file or folder>… [--dry-run]');
  process.exit(2);
}

const env = readEnv();
const workingDir = env.INIT_CWD ?? process.cwd();

/** A file as the import takes it: an image's bytes as base64, anything else as text. */
async function importFile(path: string): Promise<ImportFile> {
  const name = basename(path);
  return isImageFileName(name)
    ? { name, content: (await readFile(path)).toString('base64'), encoding: 'base64' }
    : { name, content: await readFile(path, 'utf8') };
}

/** A folder's .csv, .json and image files (not its subfolders), or the file itself. */
async function filesAt(path: string): Promise<ImportFile[]> {
  const full = resolve(workingDir, path);
  if ((await stat(full)).isDirectory()) {
    const names = (await readdir(full))
      .filter((name) => /\.(csv|json)$/i.test(name) || isImageFileName(name))
      .sort();
    return Promise.all(names.map((name) => importFile(join(full, name))));
  }
  return [await importFile(full)];
}

const files = (await Promise.all(paths.map(filesAt))).flat();
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = resolve(workingDir, env.DATA_DIR ?? resolve(repositoryRoot, '.data'));
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, sessionUrl: env.DATABASE_SESSION_URL }
    : { kind: 'pglite-file', dataDir: resolve(dataDir, 'pglite') },
);
await migrateDatabase(database);
const started = performance.now();
const report = await importFiles(
  { db: database.db, clock: systemClock, horizonDays: env.OCCURRENCE_HORIZON_DAYS },
  files,
  { dryRun, staffUserId: null },
);
await database.close();

for (const problem of report.problems)
  console.error(`${problemPlace(problem)}: ${problem.message}`);
if (report.problems.length > 0) {
  console.error(`${report.problems.length} problem(s); nothing was written.`);
  process.exit(1);
}
console.log(['kind', 'created', 'updated', 'unchanged'].join('\t'));
for (const kind of report.kinds) {
  console.log([kind.kind, kind.created, kind.updated, kind.unchanged].join('\t'));
}
for (const notice of report.notices) console.log(notice);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  dryRun
    ? `Dry run: nothing was written (${seconds} s).`
    : `Imported ${files.length} file(s) in ${seconds} s.`,
);
if (report.unfinished.length > 0) {
  console.error(
    `Not finished after the import: ${report.unfinished.join(', ')} (the server's sweeps finish it: invitations within a minute, sessions when it starts and hourly).`,
  );
}
