import { readdir, readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { rowsOf } from '../platform/db/raw-rows';
import { importKinds, runImport, type ImportFile } from '../contexts/back-office/operator-import';
import { scheduleTags } from '../contexts/timetable/timetable';
import { demoActivityImageFiles } from './demo-activity-images';
import { demoTags, demoTagsByActivity } from './demo-activity-templates';

// The demo's catalogue as an operator's import files, imported by the seed like any other, and
// the tags the import does not carry.

/** The demo's venues, locations, activities, prices, timetables, policies and plans, as an operator's files. */
const demoImportFolder = new URL('./demo-import/', import.meta.url);

/** The demo's files, with the images its activities name (drawn as the seed runs). */
export async function demoImportFiles(): Promise<ImportFile[]> {
  const names = (await readdir(demoImportFolder)).filter((name) => name.endsWith('.csv')).sort();
  const files = await Promise.all(
    names.map(async (name) => ({
      name,
      content: await readFile(new URL(name, demoImportFolder), 'utf8'),
    })),
  );
  return [...files, ...(await demoActivityImageFiles())];
}

/** Imports the demo's files in the seed's transaction; a refused import fails the seed. */
export async function importDemoCatalogue(
  tx: Database,
  files: readonly ImportFile[],
  now: Date,
): Promise<void> {
  await refuseCatalogueFromBeforeTheImport(tx);
  const report = await runImport(tx, importKinds, files, {
    dryRun: false,
    staffUserId: null,
    now,
  });
  if (report.problems.length > 0) {
    const [first] = report.problems;
    throw new Error(
      `The demo import was refused (${report.problems.length} problems; first: ${first?.file} line ${first?.line}, ${first?.column}: ${first?.message})`,
    );
  }
}

/**
 * A demo database seeded before the demo was imported holds its timetable without the import's
 * keys: importing over it would give every venue each session twice.
 */
async function refuseCatalogueFromBeforeTheImport(tx: Database): Promise<void> {
  const [row] = await rowsOf<{ schedules: number; keys: number }>(
    tx,
    sql`select (select count(*) from schedules)::int as schedules,
      (select count(*) from import_keys where kind = 'schedules')::int as keys`,
  );
  if (row && row.schedules > 0 && row.keys === 0) {
    throw new Error(
      'This demo database was seeded by an earlier Lido, before the demo was imported: start the demo on an empty database (a new DATA_DIR).',
    );
  }
}

/** Tags each demo session with its activity's tags ("Low impact" on every Yoga session). */
export async function tagDemoSchedules(tx: Database): Promise<void> {
  const pairs = Object.entries(demoTagsByActivity).flatMap(([slug, names]) =>
    names.map((name) => ({ slug, tag_id: demoTags.find((tag) => tag.name === name)!.id })),
  );
  await tx.execute(sql`insert into ${scheduleTags} (schedule_id, tag_id)
    select s.id, p.tag_id
    from schedules s
    join categories c on c.id = s.category_id
    join json_to_recordset(${JSON.stringify(pairs)}::json) as p(slug text, tag_id int)
      on p.slug = c.slug
    on conflict do nothing`);
}
