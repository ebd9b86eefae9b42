import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';
import { TEST_NOW } from '../../../../test-support/test-clock';
import { findActivityConcept } from '../../../venue-setup/catalogue';
import { categories, categoryLocations } from '../../../venue-setup/catalogue/catalogue.tables';
import { importedIds } from '../imported-ids.test-support';
import { importAt, template } from '../import-test-files.test-support';
import type { ImportFile } from '../import-files';
import { importKinds } from '../import-kinds';
import { runImport } from '../import-run';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const operatorId = 1;
const places = [template('venues.csv'), template('locations.csv')];
const activitiesCsv = template('activities.csv').content;
const run = (files: readonly ImportFile[]) => importAt(t.db, files);
const csv = (...lines: string[]) => ({
  name: 'activities.csv',
  content: [activitiesCsv.split('\n')[0], ...lines].join('\n'),
});

async function activity(key: string) {
  const id = (await importedIds(t.db, operatorId, 'activities')).get(key);
  expect(id).toBeDefined();
  const [row] = await t.db.select().from(categories).where(eq(categories.id, id!));
  const links = await t.db
    .select({ locationId: categoryLocations.locationId })
    .from(categoryLocations)
    .where(eq(categoryLocations.categoryId, id!));
  return { ...row!, locationIds: links.map((link) => link.locationId).sort((a, b) => a - b) };
}

/** The full @id of the OpenActive activity list's concept with this label. */
const conceptId = (label: string) => findActivityConcept(label)!.id;

async function locationIds(...keys: string[]): Promise<number[]> {
  const ids = await importedIds(t.db, operatorId, 'locations');
  return keys.map((key) => Number(ids.get(key))).sort((a, b) => a - b);
}

describe('importing activities', () => {
  it('writes groups and their classes, courts and ticketed activities from CSV', async () => {
    const report = await run([...places, template('activities.csv')]);
    expect(report.problems).toEqual([]);
    expect(report.kinds.find((kind) => kind.kind === 'activities')).toEqual({
      kind: 'activities',
      files: ['activities.csv'],
      created: 4,
      updated: 0,
      unchanged: 0,
    });
    const venueIds = await importedIds(t.db, operatorId, 'venues');
    const fitness = await activity('SWC-FITNESS');
    expect(fitness).toMatchObject({
      venueId: Number(venueIds.get('SWC')),
      parentId: null,
      slug: 'fitness-classes',
      name: 'Fitness Classes',
      v1Type: null,
      v2Type: null,
      sortOrder: 1,
      locationIds: [],
      openactiveActivityId: null,
    });
    // A real UUIDv7 of the import's moment, not a derived one.
    expect(fitness.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(parseInt(fitness.id.replace(/-/g, '').slice(0, 12), 16)).toBeGreaterThan(
      Date.UTC(2026, 0, 1),
    );
    expect(await activity('SWC-YOGA')).toMatchObject({
      parentId: fitness.id,
      slug: 'yoga',
      description: 'Vinyasa flow for all levels: bring a mat, or borrow one of ours.',
      v1Type: 'class_templates',
      v2Type: 'classes',
      allocationStrategy: 'system',
      allowsAnonymousBookings: true,
      locationIds: await locationIds('SWC-STUDIO-1'),
      openactiveActivityId:
        'https://openactive.io/activity-list#bf1a5e00-cdcf-465d-8c5a-6f57040b7f7e',
    });
    expect(await activity('SWC-BADMINTON')).toMatchObject({
      parentId: null,
      slug: 'badminton-60min',
      v1Type: 'ad_hoc_templates',
      v2Type: 'resources',
      allocationStrategy: 'customer',
      allowsAnonymousBookings: false,
      sortOrder: 2,
      locationIds: await locationIds('SWC-COURT-1', 'SWC-COURT-2'),
      openactiveActivityId: conceptId('Badminton'),
    });
    expect(await activity('KXP-SWIM')).toMatchObject({
      venueId: Number(venueIds.get('KXP')),
      slug: 'public-swim',
      v1Type: 'fast_ticket_templates',
      v2Type: 'ticketed',
      allocationStrategy: 'system',
      locationIds: await locationIds('KXP-POOL'),
      openactiveActivityId: conceptId('Swimming'),
    });
  });

  it('finds the JSON template the same rows, and the same file again changes nothing', async () => {
    for (const file of [template('activities.json'), template('activities.csv')]) {
      const report = await run([file]);
      expect(report.problems).toEqual([]);
      expect(report.kinds).toEqual([
        { kind: 'activities', files: [file.name], created: 0, updated: 0, unchanged: 4 },
      ]);
    }
  });

  it('makes activities from JSON', async () => {
    const report = await run([
      {
        name: 'activities.json',
        content: JSON.stringify([
          {
            activity_id: 'SWC-PILATES',
            venue_id: 'SWC',
            parent_id: 'SWC-FITNESS',
            name: 'Pilates & Core',
            kind: 'class',
            location_ids: ['SWC-STUDIO-1'],
            anonymous_booking: false,
          },
        ]),
      },
    ]);
    expect(report.problems).toEqual([]);
    const fitness = await activity('SWC-FITNESS');
    expect(await activity('SWC-PILATES')).toMatchObject({
      parentId: fitness.id,
      slug: 'pilates-and-core',
      v2Type: 'classes',
      allowsAnonymousBookings: false,
      sortOrder: 0,
      description: null,
      locationIds: await locationIds('SWC-STUDIO-1'),
    });
  });

  it('a changed row updates its activity and replaces its locations', async () => {
    const before = await activity('SWC-BADMINTON');
    const changed = activitiesCsv
      .replace('Badminton 60min,court', 'Badminton 55min,court')
      .replace('SWC-COURT-1;SWC-COURT-2,yes', 'SWC-COURT-2,no');
    const report = await run([{ name: 'activities.csv', content: changed }]);
    expect(report.problems).toEqual([]);
    expect(report.kinds).toEqual([
      { kind: 'activities', files: ['activities.csv'], created: 0, updated: 1, unchanged: 3 },
    ]);
    expect(await activity('SWC-BADMINTON')).toMatchObject({
      id: before.id,
      name: 'Badminton 55min',
      slug: 'badminton-55min',
      allocationStrategy: 'system',
      locationIds: await locationIds('SWC-COURT-2'),
    });
  });

  it('lets two activities swap names in one import', async () => {
    const swapped = activitiesCsv
      .replace('SWC-FITNESS,Yoga,class', 'SWC-FITNESS,Badminton 60min,class')
      .replace('Badminton 60min,court', 'Yoga,court');
    let report = await run([{ name: 'activities.csv', content: swapped }]);
    expect(report.problems).toEqual([]);
    expect((await activity('SWC-YOGA')).slug).toBe('badminton-60min');
    expect((await activity('SWC-BADMINTON')).slug).toBe('yoga');
    report = await run([template('activities.csv')]);
    expect(report.problems).toEqual([]);
    expect((await activity('SWC-YOGA')).slug).toBe('yoga');
  });
});

describe("an activity's OpenActive activity", () => {
  const withConcepts = (yoga: string, badminton: string, swimming: string) => ({
    name: 'activities.csv',
    content: activitiesCsv
      .replace(/,Yoga\n/, `,${yoga}\n`)
      .replace(/,Badminton\n/, `,${badminton}\n`)
      .replace(/,Swimming\n/, `,${swimming}\n`),
  });
  const dryRun = (files: readonly ImportFile[]) =>
    runImport(t.db, importKinds, files, { dryRun: true, staffUserId: null, now: TEST_NOW });

  it('keeps the concept, however the file names it: its label, @id or uuid is the same row', async () => {
    const file = withConcepts(
      conceptId('Yoga'),
      ' badminton ',
      conceptId('Swimming').split('#')[1]!.toUpperCase(),
    );
    expect(file.content).not.toBe(activitiesCsv);
    const report = await run([file]);
    expect(report.problems).toEqual([]);
    expect(report.kinds).toEqual([
      { kind: 'activities', files: ['activities.csv'], created: 0, updated: 0, unchanged: 4 },
    ]);
    expect((await activity('SWC-BADMINTON')).openactiveActivityId).toBe(conceptId('Badminton'));
  });

  it('counts another concept as a change, a dry run too, and an emptied cell removes it', async () => {
    const pilates = withConcepts('Pilates', 'Badminton', 'Swimming');
    const checked = await dryRun([pilates]);
    expect(checked.problems).toEqual([]);
    expect(checked.kinds).toEqual([
      { kind: 'activities', files: ['activities.csv'], created: 0, updated: 1, unchanged: 3 },
    ]);
    expect((await activity('SWC-YOGA')).openactiveActivityId).toBe(conceptId('Yoga'));

    expect((await run([pilates])).kinds[0]).toMatchObject({ updated: 1, unchanged: 3 });
    expect((await activity('SWC-YOGA')).openactiveActivityId).toBe(conceptId('Pilates'));

    const emptied = await run([withConcepts('', 'Badminton', 'Swimming')]);
    expect(emptied.problems).toEqual([]);
    expect(emptied.kinds[0]).toMatchObject({ updated: 1, unchanged: 3 });
    expect((await activity('SWC-YOGA')).openactiveActivityId).toBeNull();

    expect((await run([template('activities.csv')])).kinds[0]).toMatchObject({ updated: 1 });
    expect((await activity('SWC-YOGA')).openactiveActivityId).toBe(conceptId('Yoga'));
  });

  it('refuses a value the list does not have, naming it, in CSV and JSON', async () => {
    const report = await run([
      withConcepts('Yogga', 'Badminton Court', 'Swimming'),
      {
        name: 'activities.json',
        content: JSON.stringify([
          {
            activity_id: 'SWC-PILATES',
            venue_id: 'SWC',
            name: 'Pilates & Core',
            kind: 'class',
            openactive_activity: 'https://openactive.io/activity-list#not-a-concept',
          },
        ]),
      },
    ]);
    expect(report.written).toBe(false);
    const advice =
      "give an activity's name as the list writes it (“Yoga”, “Swimming Lessons”), its id or its uuid (openactive.io/activity-list).";
    expect(report.problems).toEqual([
      {
        file: 'activities.csv',
        line: 3,
        column: 'openactive_activity (column 12)',
        message: `"openactive_activity" names "Yogga", which is not in the OpenActive activity list: ${advice}`,
      },
      {
        file: 'activities.csv',
        line: 4,
        column: 'openactive_activity (column 12)',
        message: `"openactive_activity" names "Badminton Court", which is not in the OpenActive activity list: ${advice}`,
      },
      {
        file: 'activities.json',
        line: expect.any(Number) as number,
        column: 'openactive_activity',
        message: `"openactive_activity" names "https://openactive.io/activity-list#not-a-concept", which is not in the OpenActive activity list: ${advice}`,
      },
    ]);
    expect((await activity('SWC-YOGA')).openactiveActivityId).toBe(conceptId('Yoga'));
  });
});

describe('activities that break the rules', () => {
  it('refuses a location of another venue, whether in this import or imported before', async () => {
    const report = await run([
      csv(
        'SWC-SPIN,SWC,SWC-FITNESS,Spin,class,,SWC-STUDIO-1;KXP-STUDIO,,,',
        'KXP-AQUA,KXP,,Aqua Fit,class,,SWC-MAIN-POOL,,,',
      ),
      {
        name: 'locations.csv',
        content: 'location_id,venue_id,name,type\nKXP-STUDIO,KXP,Studio,studio\n',
      },
    ]);
    expect(report.written).toBe(false);
    expect(report.problems).toEqual([
      {
        file: 'activities.csv',
        line: 2,
        column: 'location_ids (column 7)',
        message:
          '"location_ids" names the location "KXP-STUDIO" of venue KXP: an activity of SWC takes place at SWC.',
      },
      {
        file: 'activities.csv',
        line: 3,
        column: 'location_ids (column 7)',
        message:
          '"location_ids" names the location "SWC-MAIN-POOL" of another venue: an activity of KXP takes place at KXP.',
      },
    ]);
    expect((await importedIds(t.db, operatorId, 'activities')).has('SWC-SPIN')).toBe(false);
  });

  it('reports each bad row by file, line, column and sentence, and writes nothing', async () => {
    const report = await run([
      csv(
        'SWC-SPIN,SWC,SWC-FITNESS,Spin,class,,SWC-STUDIO-1,,,',
        'SWC-HIIT,SWC,SWC-YOGA,HIIT,class,,,,,',
        'SWC-KIDS,SWC,,Kids Activities,group,,SWC-STUDIO-1,,,',
        'SWC-SQUASH,SWC,,Squash,courts,,,maybe,,',
        'KXP-GROUP,KXP,SWC-FITNESS,Swimming,group,,,,,',
        'SWC-SPIN-2,SWC,,SPIN!,class,,,,,',
        'SWC-YOGA-2,SWC,,yoga,class,,,,,',
      ),
    ]);
    expect(report.written).toBe(false);
    expect(report.problems).toEqual([
      {
        file: 'activities.csv',
        line: 5,
        column: 'kind (column 5)',
        message: '"kind" must be one of: group, class, court, ticketed.',
      },
      {
        file: 'activities.csv',
        line: 5,
        column: 'customer_chooses_location (column 8)',
        message: '"customer_chooses_location" must be yes or no.',
      },
      {
        file: 'activities.csv',
        line: 3,
        column: 'parent_id (column 3)',
        message:
          '"parent_id" names the class "SWC-YOGA": an activity is listed under a group, not under another bookable activity.',
      },
      {
        file: 'activities.csv',
        line: 4,
        column: 'location_ids (column 7)',
        message: 'A group has no locations of its own: give them to the activities in it.',
      },
      {
        file: 'activities.csv',
        line: 6,
        column: 'parent_id (column 3)',
        message:
          '"parent_id" names the group "SWC-FITNESS" of another venue: the group must be of KXP.',
      },
      {
        file: 'activities.csv',
        line: 7,
        column: 'name (column 4)',
        message:
          'The venue already has an activity of this name in activities.csv line 2: each needs its own name.',
      },
      {
        file: 'activities.csv',
        line: 8,
        column: 'name (column 4)',
        message: 'The venue already has another activity named "yoga".',
      },
    ]);
    expect((await importedIds(t.db, operatorId, 'activities')).has('SWC-SPIN')).toBe(false);
  });

  it('refuses a group inside itself, a group with activities becoming bookable, and a move of venue', async () => {
    const lines = activitiesCsv.trim().split('\n');
    const report = await run([
      {
        name: 'activities.csv',
        content: [
          lines[0],
          'SWC-FITNESS,SWC,SWC-INNER,Fitness Classes,group,,,,yes,1',
          'SWC-INNER,SWC,SWC-FITNESS,Studio Classes,group,,,,,',
        ].join('\n'),
      },
    ]);
    expect(
      report.problems.map((problem) => [problem.line, problem.column, problem.message]),
    ).toEqual([
      [
        2,
        'parent_id (column 3)',
        'The group "SWC-INNER" is itself inside "SWC-FITNESS": groups cannot contain each other.',
      ],
      [
        3,
        'parent_id (column 3)',
        'The group "SWC-FITNESS" is itself inside "SWC-INNER": groups cannot contain each other.',
      ],
    ]);
    const changes = await run([
      {
        name: 'activities.csv',
        content: [
          lines[0],
          'SWC-FITNESS,SWC,,Fitness Classes,class,,,,yes,1',
          'SWC-BADMINTON,KXP,,Badminton 60min,court,,,,,',
        ].join('\n'),
      },
    ]);
    expect(
      changes.problems.map((problem) => [problem.line, problem.column, problem.message]),
    ).toEqual([
      [
        2,
        'kind (column 5)',
        '"Fitness Classes" has activities listed under it, so it must stay a group (or move them to another group first).',
      ],
      [
        3,
        'venue_id (column 2)',
        'An activity cannot move to another venue: give the activity there an activity_id of its own.',
      ],
    ]);
    const ids = await importedIds(t.db, operatorId, 'activities');
    const rows = await t.db
      .select({ v2Type: categories.v2Type })
      .from(categories)
      .where(inArray(categories.id, [ids.get('SWC-FITNESS')!]));
    expect(rows).toEqual([{ v2Type: null }]);
  });
});
