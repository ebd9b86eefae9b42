import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';
import { pricingOptions } from '../../../venue-setup/catalogue/catalogue.tables';
import { importedIds } from '../imported-ids.test-support';
import { importAt, template } from '../import-test-files.test-support';
import type { ImportFile } from '../import-files';
import { importKinds } from '../import-kinds';
import { runImport } from '../import-run';
import { TEST_NOW } from '../../../../test-support/test-clock';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const operatorId = 1;
const pricesCsv = template('prices.csv').content;
const run = (files: readonly ImportFile[]) => importAt(t.db, files);
const csv = (...lines: string[]) => ({
  name: 'prices.csv',
  content: [pricesCsv.split('\n')[0], ...lines].join('\n'),
});

async function price(key: string) {
  const id = (await importedIds(t.db, operatorId, 'prices')).get(key);
  expect(id).toBeDefined();
  const [row] = await t.db
    .select()
    .from(pricingOptions)
    .where(eq(pricingOptions.id, Number(id)));
  return row!;
}

describe('importing prices', () => {
  it('writes standard prices of classes and courts and the tickets of a ticketed activity, from CSV', async () => {
    const report = await run([
      template('venues.csv'),
      template('locations.csv'),
      template('activities.csv'),
      template('prices.csv'),
    ]);
    expect(report.problems).toEqual([]);
    expect(report.kinds.find((kind) => kind.kind === 'prices')).toEqual({
      kind: 'prices',
      files: ['prices.csv'],
      created: 4,
      updated: 0,
      unchanged: 0,
    });
    const activities = await importedIds(t.db, operatorId, 'activities');
    expect(await price('SWC-YOGA-STANDARD')).toMatchObject({
      categoryId: activities.get('SWC-YOGA'),
      name: 'Standard',
      kind: 'standard',
      pricePence: 750,
      memberPricePence: 500,
      sortOrder: 0,
    });
    expect(await price('SWC-BADMINTON-HIRE')).toMatchObject({
      categoryId: activities.get('SWC-BADMINTON'),
      kind: 'standard',
      pricePence: 1200,
      memberPricePence: 900,
    });
    const adult = await price('KXP-SWIM-ADULT');
    const junior = await price('KXP-SWIM-JUNIOR');
    expect(adult).toMatchObject({
      categoryId: activities.get('KXP-SWIM'),
      name: 'Adult',
      kind: 'ticket',
      pricePence: 520,
    });
    expect(junior).toMatchObject({
      name: 'Junior',
      kind: 'ticket',
      pricePence: 260,
      memberPricePence: 200,
      sortOrder: 2,
    });
    // Ids follow the demo's, one each.
    const imported = await importedIds(t.db, operatorId, 'prices');
    const ids = ['SWC-YOGA-STANDARD', 'SWC-BADMINTON-HIRE', 'KXP-SWIM-ADULT', 'KXP-SWIM-JUNIOR']
      .map((key) => Number(imported.get(key)))
      .sort((a, b) => a - b);
    const demoIds = (await t.db.select({ id: pricingOptions.id }).from(pricingOptions))
      .map((row) => row.id)
      .filter((id) => !ids.includes(id));
    expect(ids[0]).toBe(Math.max(...demoIds) + 1);
    expect(ids).toEqual([ids[0], ids[0]! + 1, ids[0]! + 2, ids[0]! + 3]);
  });

  it('finds the JSON template the same rows, and the same file again changes nothing', async () => {
    for (const file of [template('prices.json'), template('prices.csv')]) {
      const report = await run([file]);
      expect(report.problems).toEqual([]);
      expect(report.kinds).toEqual([
        { kind: 'prices', files: [file.name], created: 0, updated: 0, unchanged: 4 },
      ]);
    }
  });

  it('makes a price from JSON, standard when no kind is given and the price for members when none is', async () => {
    const report = await run([
      {
        name: 'prices.json',
        content: JSON.stringify([
          { price_id: 'SWC-YOGA-OFFPEAK', activity_id: 'SWC-YOGA', name: 'Off-peak', price: '£6' },
        ]),
      },
    ]);
    expect(report.problems).toEqual([]);
    expect(await price('SWC-YOGA-OFFPEAK')).toMatchObject({
      kind: 'standard',
      pricePence: 600,
      memberPricePence: null,
      sortOrder: 0,
    });
  });

  it('a changed row updates its price', async () => {
    const before = await price('KXP-SWIM-ADULT');
    const report = await run([
      { name: 'prices.csv', content: pricesCsv.replace('Adult,ticket,5.20', 'Adult,ticket,5.45') },
    ]);
    expect(report.kinds).toEqual([
      { kind: 'prices', files: ['prices.csv'], created: 0, updated: 1, unchanged: 3 },
    ]);
    expect(await price('KXP-SWIM-ADULT')).toMatchObject({ id: before.id, pricePence: 545 });
  });

  it('a price changed in the console since is not "unchanged": the dry run counts it updated, and the import puts the file’s price back', async () => {
    const file = {
      name: 'prices.csv',
      content: pricesCsv.replace('Adult,ticket,5.20', 'Adult,ticket,5.45'),
    };
    const adult = await price('KXP-SWIM-ADULT');
    // The manager's change on the console's Prices page, as it leaves the row.
    await t.db
      .update(pricingOptions)
      .set({ pricePence: 600 })
      .where(eq(pricingOptions.id, adult.id));

    const dryRun = await runImport(t.db, importKinds, [file], {
      dryRun: true,
      staffUserId: null,
      now: TEST_NOW,
    });
    expect(dryRun.kinds).toEqual([
      { kind: 'prices', files: ['prices.csv'], created: 0, updated: 1, unchanged: 3 },
    ]);
    expect(await price('KXP-SWIM-ADULT')).toMatchObject({ pricePence: 600 });

    const report = await run([file]);
    expect(report.kinds).toEqual([
      { kind: 'prices', files: ['prices.csv'], created: 0, updated: 1, unchanged: 3 },
    ]);
    expect(await price('KXP-SWIM-ADULT')).toMatchObject({ id: adult.id, pricePence: 545 });
    const again = await run([file]);
    expect(again.kinds).toEqual([
      { kind: 'prices', files: ['prices.csv'], created: 0, updated: 0, unchanged: 4 },
    ]);
  });
});

describe('prices that break the rules', () => {
  it('refuses a ticket price on a class, a standard one on a ticketed activity and any on a group', async () => {
    const report = await run([
      csv(
        'SWC-YOGA-ADULT,SWC-YOGA,Adult,ticket,7.50,,',
        'KXP-SWIM-SENIOR,KXP-SWIM,Senior,,3.10,,',
        'SWC-FITNESS-PRICE,SWC-FITNESS,Standard,standard,5.00,,',
        'KXP-SWIM-CHILD,KXP-SWIM,Child,ticket,2.00,2.50,',
        'KXP-SWIM-JUNIOR-2,KXP-SWIM,junior,ticket,2.60,,',
        'SWC-YOGA-BAD,SWC-YOGA,Drop-in,standard,7.555,,',
      ),
    ]);
    expect(report.written).toBe(false);
    expect(report.problems).toEqual([
      {
        file: 'prices.csv',
        line: 7,
        column: 'price (column 5)',
        message:
          '"price" must be an amount in pounds, such as 4.50 (no more than two decimal places).',
      },
      {
        file: 'prices.csv',
        line: 2,
        column: 'kind (column 4)',
        message:
          'A ticket price is for a ticketed activity, and "Yoga" is a class: make the kind standard.',
      },
      {
        file: 'prices.csv',
        line: 3,
        column: 'kind (column 4)',
        message:
          '"Public Swim" is ticketed, so each of its prices is a ticket type: make the kind ticket.',
      },
      {
        file: 'prices.csv',
        line: 4,
        column: 'activity_id (column 2)',
        message:
          '"Fitness Classes" is a group, which has no prices: give prices to the activities in it.',
      },
      {
        file: 'prices.csv',
        line: 5,
        column: 'member_price (column 6)',
        message: 'The member price cannot be more than the price.',
      },
    ]);
    expect((await importedIds(t.db, operatorId, 'prices')).has('KXP-SWIM-CHILD')).toBe(false);
    // Another price of the same name for the same activity, in one import.
    const twice = await run([
      csv('KXP-SWIM-A,KXP-SWIM,Adult,ticket,5.20,,', 'KXP-SWIM-B,KXP-SWIM,adult,ticket,5.00,,'),
    ]);
    expect(twice.problems).toEqual([
      {
        file: 'prices.csv',
        line: 3,
        column: 'name (column 3)',
        message:
          'The activity already has a price named "adult" in prices.csv line 2: give each its own name.',
      },
    ]);
  });

  it('judges a price by its activity as this import changes it', async () => {
    const activitiesCsv = template('activities.csv').content;
    const asClass = activitiesCsv.replace('Public Swim,ticketed', 'Public Swim,class');
    const refused = await run([{ name: 'activities.csv', content: asClass }]);
    expect(refused.problems).toEqual([
      {
        file: 'activities.csv',
        line: 5,
        column: 'kind (column 5)',
        message:
          '"Public Swim" has ticket prices, which a class activity does not take: change them in the prices file too.',
      },
    ]);
    const withPrices = await run([
      { name: 'activities.csv', content: asClass },
      {
        name: 'prices.csv',
        content: pricesCsv
          .replace('Adult,ticket', 'Adult,standard')
          .replace('Junior,ticket', 'Junior,standard'),
      },
    ]);
    expect(withPrices.problems).toEqual([]);
    expect(await price('KXP-SWIM-JUNIOR')).toMatchObject({ kind: 'standard' });
  });
});
