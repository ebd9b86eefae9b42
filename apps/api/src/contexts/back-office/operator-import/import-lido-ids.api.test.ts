import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import {
  categories,
  locations,
  pricingOptions,
} from '../../venue-setup/catalogue/catalogue.tables';
import { membershipPlans } from '../../memberships/memberships/memberships.tables';
import { saveVenues } from '../../venue-setup/venues';
import { venues } from '../../venue-setup/venues/venues.tables';
import { importedIds } from './imported-ids.test-support';
import { importAt } from './import-test-files.test-support';
import type { ImportFile } from './import-files';

// An operator moving to Lido keeps the ids customers' apps and links hold: a row's lido_id is the
// id Lido gives it, and a row already in Lido with that id is taken over, not duplicated.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const operatorId = 1;
const run = (files: readonly ImportFile[]) => importAt(t.db, files);
const csv = (name: string, ...lines: string[]): ImportFile => ({
  name,
  content: lines.join('\n'),
});
const yogaId = '01941f29-7c00-7aaa-8bbb-0123456789ab';

const files = (venueName = 'Camden Lido') => [
  csv(
    'venues.csv',
    'venue_id,lido_id,name,address_line_1,town,area,postcode,lat,lng',
    `CAM,95001,${venueName},1 Lido Way,London,Camden,NW1 7AA,51.54,-0.14`,
    'HAM,,Hampstead Baths,2 Heath Road,London,Camden,NW3 1AA,51.55,-0.16',
  ),
  csv(
    'locations.csv',
    'location_id,lido_id,venue_id,name,type',
    'CAM-S1,96001,CAM,Studio A,studio',
  ),
  csv(
    'activities.csv',
    'activity_id,lido_id,venue_id,name,kind,location_ids',
    `CAM-YOGA,${yogaId},CAM,Yoga,class,CAM-S1`,
  ),
  csv(
    'prices.csv',
    'price_id,lido_id,activity_id,name,price',
    'CAM-YOGA-STD,97001,CAM-YOGA,Standard,7.00',
  ),
  csv(
    'membership_plans.csv',
    'plan_id,lido_id,name,description,monthly_price,venue_ids',
    'CAM-ADULT,98001,Adult,Everything at Camden.,40.00,CAM',
  ),
];

describe('importing rows with their lido_id', () => {
  it('gives new rows the ids they name, and ids after them to rows that name none', async () => {
    const report = await run(files());
    expect(report.problems).toEqual([]);
    const venueKeys = await importedIds(t.db, operatorId, 'venues');
    expect([venueKeys.get('CAM'), venueKeys.get('HAM')]).toEqual(['95001', '95002']);
    const [venue] = await t.db.select().from(venues).where(eq(venues.id, 95001));
    expect(venue).toMatchObject({ name: 'Camden Lido', operatorId });
    const [location] = await t.db.select().from(locations).where(eq(locations.id, 96001));
    expect(location).toMatchObject({ venueId: 95001, name: 'Studio A' });
    const [yoga] = await t.db.select().from(categories).where(eq(categories.id, yogaId));
    expect(yoga).toMatchObject({ venueId: 95001, name: 'Yoga' });
    const [price] = await t.db.select().from(pricingOptions).where(eq(pricingOptions.id, 97001));
    expect(price).toMatchObject({ categoryId: yogaId, pricePence: 700 });
    const [plan] = await t.db.select().from(membershipPlans).where(eq(membershipPlans.id, 98001));
    expect(plan).toMatchObject({ name: 'Adult', monthlyPricePence: 4000 });

    const again = await run(files());
    expect(again.problems).toEqual([]);
    for (const kind of again.kinds)
      expect(kind, kind.kind).toMatchObject({ created: 0, updated: 0 });
  });

  it('takes over a row already in Lido with that id, instead of making a second', async () => {
    await t.db.transaction((tx) =>
      saveVenues(tx, operatorId, [
        {
          id: 95101,
          isNew: true,
          fields: {
            slug: 'kentish-town-pool',
            name: 'Kentish Town Pool',
            addressLine1: 'Prince of Wales Road',
            town: 'London',
            area: 'Camden',
            postcode: 'NW5 3LP',
            lat: 51.55,
            lng: -0.15,
          },
        },
      ]),
    );
    const report = await run([
      csv(
        'venues.csv',
        'venue_id,lido_id,name,slug,address_line_1,town,area,postcode,lat,lng',
        'KTP,95101,Kentish Town Baths,kentish-town-pool,Prince of Wales Road,London,Camden,NW5 3LP,51.55,-0.15',
      ),
    ]);
    expect(report.problems).toEqual([]);
    expect(report.kinds).toEqual([
      { kind: 'venues', files: ['venues.csv'], created: 0, updated: 1, unchanged: 0 },
    ]);
    const [venue] = await t.db.select().from(venues).where(eq(venues.id, 95101));
    expect(venue?.name).toBe('Kentish Town Baths');
    expect((await importedIds(t.db, operatorId, 'venues')).get('KTP')).toBe('95101');
  });

  it('refuses an id twice in a file, another row’s id, and a change of a row’s id, writing nothing', async () => {
    const header = 'venue_id,lido_id,name,address_line_1,town,area,postcode,lat,lng';
    const report = await run([
      csv(
        'venues.csv',
        header,
        'CAM,95009,Camden Lido,1 Lido Way,London,Camden,NW1 7AA,51.54,-0.14',
        'NEW1,95500,Somers Town Pool,3 Ossulston Street,London,Camden,NW1 1AA,51.53,-0.13',
        'NEW2,95500,Regents Park Courts,4 Outer Circle,London,Camden,NW1 4AA,51.52,-0.15',
        'NEW3,95101,Gospel Oak Lido,5 Gordon House Road,London,Camden,NW5 1LT,51.55,-0.15',
      ),
    ]);
    expect(report.written).toBe(false);
    expect(report.problems).toEqual([
      {
        file: 'venues.csv',
        line: 2,
        column: 'lido_id (column 2)',
        message: 'This venue was imported with Lido id 95001: its lido_id cannot change.',
      },
      {
        file: 'venues.csv',
        line: 4,
        column: 'lido_id (column 2)',
        message: "Lido id 95500 is also venues.csv line 3's: each row needs its own.",
      },
      {
        file: 'venues.csv',
        line: 5,
        column: 'lido_id (column 2)',
        message: 'Lido id 95101 is already the venue imported as "KTP".',
      },
    ]);
    const [somers] = await t.db.select().from(venues).where(eq(venues.id, 95500));
    expect(somers).toBeUndefined();
  });
});
