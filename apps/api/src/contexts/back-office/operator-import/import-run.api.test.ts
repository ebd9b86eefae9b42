import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';
import { locations } from '../../venue-setup/catalogue/catalogue.tables';
import { venues } from '../../venue-setup/venues/venues.tables';
import { importKinds } from './import-kinds';
import { importedIds } from './imported-ids.test-support';
import { runImport } from './import-run';
import { importRuns } from './operator-import.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const venuesCsv = [
  'venue_id,name,address_line_1,town,area,postcode,lat,lng,phone',
  'KX-01,Kings Cross Pool,"1 Goods Way, Kings Cross",London,Camden,n1c 4ab,51.535,-0.125,020 7000 0001',
  'HOL-02,Holloway Lido,2 Holloway Road,London,Islington,N7 8JG,,,',
].join('\r\n');
const locationsJson = JSON.stringify(
  [
    { location_id: 'KX-01/court-1', venue_id: 'KX-01', name: 'Court 1', type: 'court' },
    { location_id: 'KX-01/studio', venue_id: 'KX-01', name: 'Studio 1', type: 'studio' },
    { location_id: 'HOL-02/pool', venue_id: 'HOL-02', name: 'Main Pool', type: 'pool' },
  ],
  null,
  2,
);
const files = [
  { name: 'venues.csv', content: venuesCsv },
  { name: 'locations.json', content: locationsJson },
];
const run = (
  importFiles: { name: string; content: string }[],
  options: { dryRun?: boolean } = {},
) =>
  runImport(t.db, importKinds, importFiles, {
    dryRun: options.dryRun ?? false,
    staffUserId: null,
    now: TEST_NOW,
  });
const operatorId = 1;
/** The imports since the seed's own (the demo is imported). */
const runsAfterTheDemo = async () =>
  (await t.db.select().from(importRuns).orderBy(importRuns.id)).slice(1);

describe('importing venues and locations', () => {
  it('a dry run reports what would be made and writes nothing', async () => {
    const report = await run(files, { dryRun: true });
    expect(report.problems).toEqual([]);
    expect(report.written).toBe(false);
    expect(report.kinds).toEqual([
      { kind: 'venues', files: ['venues.csv'], created: 2, updated: 0, unchanged: 0 },
      { kind: 'locations', files: ['locations.json'], created: 3, updated: 0, unchanged: 0 },
    ]);
    const venueKeys = await importedIds(t.db, operatorId, 'venues');
    expect(venueKeys.has('KX-01') || venueKeys.has('HOL-02')).toBe(false);
    expect(await t.db.select().from(venues).where(eq(venues.slug, 'kings-cross-pool'))).toEqual([]);
  });

  it('writes venues (placing one by its area) and their locations, from CSV and JSON', async () => {
    const report = await run(files);
    expect(report.problems).toEqual([]);
    expect(report.written).toBe(true);
    const ids = await importedIds(t.db, operatorId, 'venues');
    const [kingsCross] = await t.db
      .select()
      .from(venues)
      .where(eq(venues.id, Number(ids.get('KX-01'))));
    expect(kingsCross).toMatchObject({
      slug: 'kings-cross-pool',
      addressLine1: '1 Goods Way, Kings Cross',
      postcode: 'N1C 4AB',
      lat: 51.535,
      lng: -0.125,
      phone: '020 7000 0001',
      operatorId,
    });
    const [holloway] = await t.db
      .select()
      .from(venues)
      .where(eq(venues.id, Number(ids.get('HOL-02'))));
    // No coordinates given: Islington's, from the gazetteer.
    expect(holloway?.lat).toBeCloseTo(51.54, 1);
    expect(holloway?.lng).toBeCloseTo(-0.1, 1);
    const locationIds = await importedIds(t.db, operatorId, 'locations');
    const [court] = await t.db
      .select()
      .from(locations)
      .where(eq(locations.id, Number(locationIds.get('KX-01/court-1'))));
    expect(court).toMatchObject({
      venueId: kingsCross!.id,
      name: 'Court 1',
      slug: 'court-1',
      type: 'court',
    });
    const [audit] = await runsAfterTheDemo();
    expect(audit).toMatchObject({ staffUserId: null, files: ['venues.csv', 'locations.json'] });
  });

  it('importing the same files again changes nothing', async () => {
    const report = await run(files);
    expect(report.kinds).toEqual([
      { kind: 'venues', files: ['venues.csv'], created: 0, updated: 0, unchanged: 2 },
      { kind: 'locations', files: ['locations.json'], created: 0, updated: 0, unchanged: 3 },
    ]);
    expect(await runsAfterTheDemo()).toHaveLength(1);
  });

  it('a changed row updates what it wrote before', async () => {
    const renamed = venuesCsv.replace('Holloway Lido', 'Holloway Lido and Gym');
    const report = await run([{ name: 'venues.csv', content: renamed }]);
    expect(report.kinds).toEqual([
      { kind: 'venues', files: ['venues.csv'], created: 0, updated: 1, unchanged: 1 },
    ]);
    const ids = await importedIds(t.db, operatorId, 'venues');
    const [holloway] = await t.db
      .select()
      .from(venues)
      .where(eq(venues.id, Number(ids.get('HOL-02'))));
    expect(holloway?.name).toBe('Holloway Lido and Gym');
  });
});

describe('a file with a bad row', () => {
  it('writes nothing and points at every problem by file, line and column', async () => {
    const csv = [
      'venue_id,name,address_line_1,town,area,postcode',
      'NEW-1,Camden Baths,1 High Street,London,Camden,NW1 1AA',
      'NEW-2,,2 High Street,London,Camden,NOT A POSTCODE',
      '"NEW-3","Multi-line',
      'name",3 High Street,London,Nowhereville,NW1 1AB',
    ].join('\n');
    const locationsCsv = ['location_id,venue_id,name,type', 'L1,NEW-9,Court 1,squash'].join('\n');
    const report = await run([
      { name: 'venues.csv', content: csv },
      { name: 'locations.csv', content: locationsCsv },
    ]);
    expect(report.written).toBe(false);
    expect(report.problems).toEqual([
      {
        file: 'venues.csv',
        line: 3,
        column: 'name (column 2)',
        message: '"name" is required for every venue.',
      },
      {
        file: 'venues.csv',
        line: 3,
        column: 'postcode (column 6)',
        message: '"postcode" must be a UK postcode, such as NW3 3AN.',
      },
      {
        file: 'locations.csv',
        line: 2,
        column: 'type (column 4)',
        message:
          '"type" must be one of: court, pool, lane, studio, hall, pitch, gym, room, resource.',
      },
    ]);
    expect(await t.db.select().from(venues).where(eq(venues.slug, 'camden-baths'))).toEqual([]);
  });

  it('reports a venue it cannot place, and a reference to nothing, and still writes nothing', async () => {
    const csv = [
      'venue_id,name,address_line_1,town,area,postcode',
      'NEW-1,Camden Baths,1 High Street,London,Camden,NW1 1AA',
      'NEW-3,Nowhere Baths,3 High Street,Nowhereville,Nowhere,NW1 1AB',
    ].join('\n');
    const locationsCsv = ['location_id,venue_id,name,type', 'L1,NEW-9,Court 1,court'].join('\n');
    const report = await run([
      { name: 'venues.csv', content: csv },
      { name: 'locations.csv', content: locationsCsv },
    ]);
    expect(report.problems).toEqual([
      {
        file: 'locations.csv',
        line: 2,
        column: 'venue_id (column 2)',
        message:
          '"venue_id" names venues "NEW-9", which is neither in this import nor imported before.',
      },
    ]);
    const placed = await run([{ name: 'venues.csv', content: csv }]);
    expect(placed.problems).toEqual([
      {
        file: 'venues.csv',
        line: 3,
        column: 'lat',
        message:
          'Neither "Nowhere" nor "Nowhereville" is a place Lido knows: give the venue\'s lat and lng.',
      },
    ]);
    expect(await t.db.select().from(venues).where(eq(venues.slug, 'camden-baths'))).toEqual([]);
  });

  it('refuses files it cannot read, with the reason', async () => {
    const report = await run([
      { name: 'venues.xlsx', content: '' },
      { name: 'courts.csv', content: 'a\n1' },
      { name: 'venues.json', content: '{"venue_id": "A"}' },
      { name: 'locations.csv', content: 'location_id,venue_id,name,type,colour\n"L1,x' },
    ]);
    expect(report.problems.map((problem) => [problem.file, problem.line, problem.message])).toEqual(
      [
        [
          'venues.xlsx',
          null,
          'Lido imports .csv and .json files, and the .jpg, .jpeg, .png or .webp images their activities name.',
        ],
        [
          'courts.csv',
          null,
          "The file's name says what it holds and must be one of: " +
            importKinds.map((kind) => kind.name).join(', ') +
            ' (with .csv or .json).',
        ],
        ['venues.json', 1, 'The file must hold a JSON array with one object per row.'],
        ['locations.csv', 2, 'A quoted field is never closed: add the closing double quote.'],
      ],
    );
  });
});
