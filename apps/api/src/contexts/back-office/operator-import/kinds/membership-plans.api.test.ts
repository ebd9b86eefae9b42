import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';
import {
  membershipPlans,
  membershipPlanVenues,
} from '../../../memberships/memberships/memberships.tables';
import { importedIds } from '../imported-ids.test-support';
import { TEST_NOW } from '../../../../test-support/test-clock';
import type { ImportFile } from '../import-files';
import { importKinds } from '../import-kinds';
import { runImport } from '../import-run';
import { demoPlansWithFlexAt, importAt, template } from '../import-test-files.test-support';

let t: TestApp;
const operatorId = 1;
const run = (files: readonly ImportFile[]) => importAt(t.db, files);
const templateText = (name: string) => template(name).content;

beforeAll(async () => {
  t = await createTestApp();
  const report = await run([template('venues.csv')]);
  expect(report.problems).toEqual([]);
});
afterAll(() => t.close());

const idOf = async (kind: string, key: string) => {
  const id = (await importedIds(t.db, operatorId, kind)).get(key);
  if (id === undefined) throw new Error(`${kind} ${key} was not imported`);
  return Number(id);
};
const planOf = async (key: string) =>
  (
    await t.db
      .select()
      .from(membershipPlans)
      .where(eq(membershipPlans.id, await idOf('membership_plans', key)))
  )[0];
const venuesOf = async (key: string) =>
  (
    await t.db
      .select({ venueId: membershipPlanVenues.venueId })
      .from(membershipPlanVenues)
      .where(eq(membershipPlanVenues.planId, await idOf('membership_plans', key)))
      .orderBy(asc(membershipPlanVenues.venueId))
  ).map((row) => row.venueId);

const header =
  'plan_id,name,description,monthly_price,annual_price,joining_fee,minimum_term_months,notice_period_months,min_age,max_age,proof_document,advance_booking_days,guest_passes_per_month,available_online,venue_ids,sort_order';

describe('importing membership plans', () => {
  it('writes plans from the CSV template, prices in pence, with their venues', async () => {
    const report = await run([template('membership_plans.csv')]);
    expect(report.problems).toEqual([]);
    expect(report.kinds).toEqual([
      {
        kind: 'membership_plans',
        files: ['membership_plans.csv'],
        created: 3,
        updated: 0,
        unchanged: 0,
      },
    ]);
    const [swc, kxp] = [await idOf('venues', 'SWC'), await idOf('venues', 'KXP')];
    expect(await planOf('ADULT-ALL')).toEqual({
      id: await idOf('membership_plans', 'ADULT-ALL'),
      operatorId,
      name: 'Adult All Access',
      description:
        'Gym, swimming and classes at Swiss Cottage and Kings Cross, booked up to a week ahead.',
      monthlyPricePence: 4200,
      annualPricePence: 46200,
      joiningFeePence: 2000,
      minimumTermMonths: 12,
      noticePeriodMonths: 1,
      minAge: 18,
      maxAge: null,
      proofDocument: null,
      advanceBookingDays: 7,
      guestPassesPerMonth: 2,
      availableOnline: true,
      sortOrder: 1,
    });
    expect(await venuesOf('ADULT-ALL')).toEqual([swc, kxp].sort((a, b) => a - b));
    expect(await planOf('STUDENT')).toMatchObject({
      monthlyPricePence: 2850,
      annualPricePence: null,
      minAge: 16,
      maxAge: 25,
      proofDocument: 'Student card',
    });
    // Empty cells: no joining fee, available online unless said, the table's defaults for terms.
    expect(await planOf('KXP-SWIM')).toMatchObject({
      joiningFeePence: 0,
      availableOnline: false,
      noticePeriodMonths: 1,
    });
    expect(await venuesOf('KXP-SWIM')).toEqual([kxp]);
  });

  it('changes nothing when the same rows come again, from CSV or the JSON template', async () => {
    for (const file of [template('membership_plans.csv'), template('membership_plans.json')]) {
      const report = await run([file]);
      expect(report.problems).toEqual([]);
      expect(report.kinds).toEqual([
        { kind: 'membership_plans', files: [file.name], created: 0, updated: 0, unchanged: 3 },
      ]);
    }
  });

  it('updates a changed plan and replaces its venues', async () => {
    const id = await idOf('membership_plans', 'ADULT-ALL');
    const changed = templateText('membership_plans.csv').replace(
      '42.00,462.00,20.00,12,1,18,,,7,2,yes,SWC;KXP,1',
      '£44.5,,0,0,3,18,64,,14,10,no,SWC,1',
    );
    const report = await run([{ name: 'membership_plans.csv', content: changed }]);
    expect(report.problems).toEqual([]);
    expect(report.kinds[0]).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    expect(await idOf('membership_plans', 'ADULT-ALL')).toBe(id);
    expect(await planOf('ADULT-ALL')).toMatchObject({
      monthlyPricePence: 4450,
      annualPricePence: null,
      joiningFeePence: 0,
      minimumTermMonths: 0,
      noticePeriodMonths: 3,
      maxAge: 64,
      advanceBookingDays: 14,
      guestPassesPerMonth: 10,
      availableOnline: false,
    });
    expect(await venuesOf('ADULT-ALL')).toEqual([await idOf('venues', 'SWC')]);
    // Its price changed, but nobody holds it: no member's Direct Debit moves.
    expect(report.notices).toEqual([]);
  });

  it('says before writing, in a dry run too, that a plan’s new price moves its members’ Direct Debits', async () => {
    const raised = await demoPlansWithFlexAt('44.50');

    const dryRun = await runImport(t.db, importKinds, [raised], {
      dryRun: true,
      staffUserId: null,
      now: TEST_NOW,
    });
    expect(dryRun.problems).toEqual([]);
    // Alex Morgan is the demo's one member on Lido Flex.
    expect(dryRun.notices).toEqual([
      'Lido Flex: the monthly price changes from £42.00 to £44.50, and the Direct Debit of its 1 current member moves to the new price from their next collection.',
    ]);
    expect((await planOf('LIDO-FLEX'))?.monthlyPricePence).toBe(4200);

    const written = await run([raised]);
    expect(written.notices).toEqual(dryRun.notices);
    expect((await planOf('LIDO-FLEX'))?.monthlyPricePence).toBe(4450);
    // The same file again changes nothing, so says nothing; nor does a change other than the price.
    expect((await run([raised])).notices).toEqual([]);
    const described = raised.content.replace('No contract.', 'No contract, no joining fee.');
    const redescribed = await run([{ name: raised.name, content: described }]);
    expect(redescribed.kinds[0]).toMatchObject({ updated: 1 });
    expect(redescribed.notices).toEqual([]);
  });

  it('reports bad rows by file, line and column, and writes nothing', async () => {
    const csv = [
      header,
      'NEW-1,Junior,Swimming for juniors.,12.00,,,,,5,17,,,,,SWC,',
      'BAD-2,Senior,For over 60s.,12.00,,,,,70,60,,,,,SWC,',
      'BAD-3,Flexi,No contract.,12.345,,,37,13,,,,15,11,perhaps,SWC,',
      'BAD-4,Elsewhere,Another venue.,10,,,,,,,,,,,SWC;HOL,',
    ].join('\n');
    const report = await run([{ name: 'membership_plans.csv', content: csv }]);
    expect(report.written).toBe(false);
    const at = (line: number, column: string, message: string) => ({
      file: 'membership_plans.csv',
      line,
      column,
      message,
    });
    expect(report.problems).toEqual([
      at(
        4,
        'monthly_price (column 4)',
        '"monthly_price" must be an amount in pounds, such as 4.50 (no more than two decimal places).',
      ),
      at(4, 'minimum_term_months (column 7)', '"minimum_term_months" must be between 0 and 36.'),
      at(4, 'notice_period_months (column 8)', '"notice_period_months" must be between 0 and 12.'),
      at(4, 'advance_booking_days (column 12)', '"advance_booking_days" must be between 0 and 14.'),
      at(
        4,
        'guest_passes_per_month (column 13)',
        '"guest_passes_per_month" must be between 0 and 10.',
      ),
      at(4, 'available_online (column 14)', '"available_online" must be yes or no.'),
      at(3, 'max_age (column 10)', 'The oldest age must not be below the youngest (min_age).'),
      at(
        5,
        'venue_ids (column 15)',
        '"venue_ids" names venues "HOL", which is neither in this import nor imported before.',
      ),
    ]);
    expect((await importedIds(t.db, operatorId, 'membership_plans')).has('NEW-1')).toBe(false);
  });
});
