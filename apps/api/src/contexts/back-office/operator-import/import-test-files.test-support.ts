import { readFileSync } from 'node:fs';
import type { Database } from '../../../platform/db/client';
import { demoImportFiles } from '../../../seed/demo-catalogue-import';
import { TEST_NOW } from '../../../test-support/test-clock';
import type { ImportFile } from './import-files';
import { importKinds } from './import-kinds';
import { runImport, type ImportReport } from './import-run';

// What the import's tests share: the repository's template files, and an import as the command
// line runs it (every kind, written, at the test clock's now unless told otherwise).

/** A template of docs/import/ as an import file (`venues.csv`, `schedules.json`…). */
export function template(name: string): ImportFile {
  return {
    name,
    content: readFileSync(
      new URL(`../../../../../../docs/import/${name}`, import.meta.url),
      'utf8',
    ),
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

/**
 * The demo's `membership_plans.csv` with Lido Flex (£42.00 a month; Alex Morgan is its one
 * member) at another monthly price, in pounds ("44.50").
 */
export async function demoPlansWithFlexAt(monthlyPrice: string): Promise<ImportFile> {
  const plans = (await demoImportFiles()).find((file) => file.name === 'membership_plans.csv');
  if (!plans) throw new Error('the demo has no membership_plans.csv');
  const flex =
    'LIDO-FLEX,501,Lido Flex,"Unlimited gym, swim and classes at every Lido venue. No contract.",';
  const content = plans.content.replace(`${flex}42.00,`, `${flex}${monthlyPrice},`);
  if (content === plans.content) throw new Error('Lido Flex is no longer £42.00 in the demo');
  return { name: plans.name, content };
}
