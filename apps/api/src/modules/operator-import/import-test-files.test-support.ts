import { readFileSync } from 'node:fs';
import type { Database } from '../../db/client';
import { TEST_NOW } from '../../test-support/test-clock';
import type { ImportFile } from './import-files';
import { importKinds } from './import-kinds';
import { runImport, type ImportReport } from './import-run';

// What the import's tests share: the repository's template files, and an import as the command
// line runs it (every kind, written, at the test clock's now unless told otherwise).

/** A template of docs/import/ as an import file (`venues.csv`, `schedules.json`…). */
export function template(name: string): ImportFile {
  return {
    name,
    content: readFileSync(new URL(`../../../../../docs/import/${name}`, import.meta.url), 'utf8'),
  };
}

/** Imports the files with every kind, written, as of `now`. */
export function importAt(
  db: Database,
  files: readonly ImportFile[],
  now: Date = TEST_NOW,
): Promise<ImportReport> {
  return runImport(db, importKinds, files, { dryRun: false, staffUserId: null, now });
}
