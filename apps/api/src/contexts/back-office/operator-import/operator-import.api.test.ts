import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALEX, bearer, DESK_MANAGER, FRONT_DESK, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { venues } from '../../venue-setup/venues/venues.tables';
import { demoPlansWithFlexAt } from './import-test-files.test-support';
import { importRuns } from './operator-import.tables';

let t: TestApp;
let manager: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  manager = bearer(await signIn(t.app, DESK_MANAGER.email, { as: 'staff' }));
});
afterAll(() => t.close());

const venuesCsv = [
  'venue_id,name,address_line_1,town,area,postcode,lat,lng',
  'KX-01,Kings Cross Pool,1 Goods Way,London,Camden,N1C 4AB,51.535,-0.125',
].join('\n');
const importBody = (content = venuesCsv, dryRun = false) => ({
  files: [{ name: 'venues.csv', content }],
  dry_run: dryRun,
});
const postImport = (body: object, headers: Record<string, string> = manager) =>
  t.app.inject({ method: 'POST', url: '/api/admin/import', headers, payload: body });

describe('POST /api/admin/import', () => {
  it('is for managers only: 401 signed out, 403 for a customer and for a receptionist', async () => {
    const signedOut = await postImport(importBody(), {});
    expect(signedOut.statusCode).toBe(401);
    const customer = await postImport(importBody(), bearer(await signIn(t.app, ALEX.email)));
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ message: 'Unauthorised.' });
    const receptionist = await postImport(
      importBody(),
      bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' })),
    );
    expect(receptionist.statusCode).toBe(403);
    expect(receptionist.json()).toMatchObject({ message: 'Only a manager can import data.' });
    expect(await t.db.select().from(venues).where(eq(venues.slug, 'kings-cross-pool'))).toEqual([]);
  });

  it('a dry run says what would change and writes nothing', async () => {
    const response = await postImport(importBody(venuesCsv, true));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        dry_run: true,
        written: false,
        kinds: [{ kind: 'venues', files: ['venues.csv'], created: 1, updated: 0, unchanged: 0 }],
        notices: [],
      },
    });
    expect(await t.db.select().from(venues).where(eq(venues.slug, 'kings-cross-pool'))).toEqual([]);
  });

  it('a dry run says what the import does beyond its rows: a plan’s new price reaching its members', async () => {
    const plans = await demoPlansWithFlexAt('39.00');
    const response = await postImport({ files: [plans], dry_run: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: {
        dry_run: true,
        written: false,
        notices: [
          'Lido Flex: the monthly price changes from £42.00 to £39.00, and the Direct Debit of its 1 current member moves to the new price from their next collection.',
        ],
      },
    });
  });

  it('imports for a manager and records who ran it', async () => {
    const response = await postImport(importBody());
    expect(response.json()).toMatchObject({
      data: { written: true, kinds: [{ kind: 'venues', created: 1 }] },
    });
    expect(
      await t.db.select().from(venues).where(eq(venues.slug, 'kings-cross-pool')),
    ).toHaveLength(1);
    // The runs after the seed's own (the demo is imported).
    const runs = (await t.db.select().from(importRuns).orderBy(importRuns.id)).slice(1);
    expect(runs).toEqual([
      expect.objectContaining({
        staffUserId: DESK_MANAGER.id,
        files: ['venues.csv'],
        counts: [{ kind: 'venues', created: 1, updated: 0, unchanged: 0 }],
      }),
    ]);
    const again = await postImport(importBody());
    expect(again.json()).toMatchObject({
      data: { written: true, kinds: [{ kind: 'venues', created: 0, updated: 0, unchanged: 1 }] },
    });
  });

  it('answers 422 naming each bad row by file, line and column, and writes nothing', async () => {
    const bad = [
      'venue_id,name,address_line_1,town,area,postcode,lat,lng',
      'NEW-1,Camden Baths,1 High Street,London,Camden,NW1 1AA,51.53,-0.14',
      'NEW-2,Other Baths,2 High Street,London,Camden,NW1 1AB,151,-0.14',
    ].join('\n');
    const response = await postImport(importBody(bad));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      // The error model's summary: the first problem, and how many more there are.
      message: '"lat" must be a latitude in the UK (49 to 61).',
      errors: {
        'venues.csv, line 3, lat (column 7)': ['"lat" must be a latitude in the UK (49 to 61).'],
      },
    });
    expect(await t.db.select().from(venues).where(eq(venues.slug, 'camden-baths'))).toEqual([]);
  });

  it('refuses a body without files with the field named', async () => {
    const response = await postImport({ files: [] });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { files: ['Choose at least one file to import.'] },
    });
  });
});
