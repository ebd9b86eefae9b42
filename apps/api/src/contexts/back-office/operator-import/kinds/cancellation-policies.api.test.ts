import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';
import { cancellationPolicies } from '../../../venue-setup/cancellation-policies/cancellation-policies.tables';
import { findCancellationPolicies } from '../../../venue-setup/cancellation-policies';
import { importedIds } from '../imported-ids.test-support';
import { importAt, template } from '../import-test-files.test-support';
import type { ImportFile } from '../import-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const operatorId = 1;
const policiesCsv = template('cancellation_policies.csv').content;
const run = (files: readonly ImportFile[]) => importAt(t.db, files);
const csv = (...lines: string[]) => ({
  name: 'cancellation_policies.csv',
  content: [policiesCsv.split('\n')[0], ...lines].join('\n'),
});

async function activityId(key: string): Promise<string> {
  const id = (await importedIds(t.db, operatorId, 'activities')).get(key);
  expect(id).toBeDefined();
  return id!;
}

async function policyOf(activityKey: string | null) {
  const rows = await t.db
    .select()
    .from(cancellationPolicies)
    .where(
      activityKey === null
        ? isNull(cancellationPolicies.categoryId)
        : eq(cancellationPolicies.categoryId, await activityId(activityKey)),
    );
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0];
}

describe('importing cancellation policies', () => {
  it('writes the default and each activity’s policy from CSV, hours as minutes and pounds as pence', async () => {
    expect(await policyOf(null)).toBeUndefined();
    const report = await run([
      template('venues.csv'),
      template('locations.csv'),
      template('activities.csv'),
      template('cancellation_policies.csv'),
    ]);
    expect(report.problems).toEqual([]);
    expect(report.kinds.find((kind) => kind.kind === 'cancellation_policies')).toEqual({
      kind: 'cancellation_policies',
      files: ['cancellation_policies.csv'],
      created: 3,
      updated: 0,
      unchanged: 0,
    });
    const ids = await importedIds(t.db, operatorId, 'cancellation_policies');
    expect(await policyOf(null)).toMatchObject({
      id: Number(ids.get('DEFAULT')),
      cutoffMinutes: 0,
      refundTo: 'credit',
      afterCutoff: 'prevent',
      lateFeePence: 0,
      noShowFeePence: 0,
    });
    expect(await policyOf('SWC-YOGA')).toMatchObject({
      id: Number(ids.get('SWC-CLASSES')),
      cutoffMinutes: 120,
      refundTo: 'credit',
      afterCutoff: 'fee',
      lateFeePence: 200,
      noShowFeePence: 300,
    });
    expect(await policyOf('SWC-BADMINTON')).toMatchObject({
      id: Number(ids.get('SWC-COURTS')),
      cutoffMinutes: 24 * 60,
      refundTo: 'card',
      afterCutoff: 'no_refund',
    });
    // What bookings then find: an activity's own policy, else the imported default.
    const lookup = await findCancellationPolicies(t.db, [
      await activityId('SWC-BADMINTON'),
      await activityId('KXP-SWIM'),
    ]);
    expect(lookup(await activityId('SWC-BADMINTON')).refundTo).toBe('card');
    expect(lookup(await activityId('KXP-SWIM'))).toMatchObject({
      afterCutoff: 'prevent',
      cutoffMinutes: 0,
    });
  });

  it('finds the JSON template the same rows, and the same file again changes nothing', async () => {
    for (const file of [
      template('cancellation_policies.json'),
      template('cancellation_policies.csv'),
    ]) {
      const report = await run([file]);
      expect(report.problems).toEqual([]);
      expect(report.kinds).toEqual([
        { kind: 'cancellation_policies', files: [file.name], created: 0, updated: 0, unchanged: 3 },
      ]);
    }
  });

  it('a changed row updates its policy', async () => {
    const before = await policyOf('SWC-YOGA');
    const changed = policiesCsv.replace('SWC-YOGA,2,credit,fee,2.00', 'SWC-YOGA,1.5,card,fee,2.50');
    const report = await run([{ name: 'cancellation_policies.csv', content: changed }]);
    expect(report.kinds).toEqual([
      {
        kind: 'cancellation_policies',
        files: ['cancellation_policies.csv'],
        created: 0,
        updated: 1,
        unchanged: 2,
      },
    ]);
    expect(await policyOf('SWC-YOGA')).toMatchObject({
      id: before!.id,
      cutoffMinutes: 90,
      refundTo: 'card',
      lateFeePence: 250,
    });
  });

  it('a new policy for an activity, or a new default, updates the one it already has', async () => {
    const yoga = await policyOf('SWC-YOGA');
    const fallback = await policyOf(null);
    const report = await run([
      {
        name: 'cancellation_policies.json',
        content: JSON.stringify([
          {
            policy_id: 'YOGA-2027',
            activity_id: 'SWC-YOGA',
            cutoff_hours: 12,
            after_cutoff: 'no_refund',
          },
          { policy_id: 'DEFAULT-2027', cutoff_hours: 1, after_cutoff: 'no_refund', no_show_fee: 5 },
        ]),
      },
    ]);
    expect(report.problems).toEqual([]);
    expect(await policyOf('SWC-YOGA')).toMatchObject({
      id: yoga!.id,
      cutoffMinutes: 720,
      refundTo: 'credit',
      afterCutoff: 'no_refund',
      lateFeePence: 0,
      noShowFeePence: 0,
    });
    expect(await policyOf(null)).toMatchObject({
      id: fallback!.id,
      cutoffMinutes: 60,
      noShowFeePence: 500,
    });
  });

  it('a policy moved to another activity leaves its old one, and two policies may swap', async () => {
    const moved = await run([csv('SWC-COURTS,KXP-SWIM,24,card,no_refund,,')]);
    expect(moved.problems).toEqual([]);
    expect(await policyOf('SWC-BADMINTON')).toBeUndefined();
    expect(await policyOf('KXP-SWIM')).toMatchObject({ cutoffMinutes: 24 * 60, refundTo: 'card' });
    const swapped = await run([
      csv('SWC-COURTS,SWC-YOGA,24,card,no_refund,,', 'YOGA-2027,KXP-SWIM,12,,no_refund,,'),
    ]);
    expect(swapped.problems).toEqual([]);
    expect(await policyOf('SWC-YOGA')).toMatchObject({ cutoffMinutes: 24 * 60, refundTo: 'card' });
    expect(await policyOf('KXP-SWIM')).toMatchObject({ cutoffMinutes: 720, refundTo: 'credit' });
  });
});

describe('cancellation policies that break the rules', () => {
  it('reports each bad row by file, line, column and sentence, and writes nothing', async () => {
    const before = await t.db.select().from(cancellationPolicies);
    const report = await run([
      csv(
        'NEW-DEFAULT,,0,credit,prevent,,',
        'ANOTHER-DEFAULT,,2,credit,prevent,,',
        'YOGA-A,SWC-YOGA,2,credit,fee,2.00,',
        'YOGA-B,SWC-YOGA,4,credit,prevent,,',
        'COURTS,SWC-BADMINTON,24,card,no_refund,3.00,',
        'SWIM,KXP-SWIM,2,credit,fee,,1.00',
        'GROUP,SWC-FITNESS,2,,,,',
        'BAD,SWC-BADMINTON,1.001,cash,,,',
      ),
    ]);
    expect(report.written).toBe(false);
    expect(report.problems).toEqual([
      {
        file: 'cancellation_policies.csv',
        line: 9,
        column: 'cutoff_hours (column 3)',
        message: '"cutoff_hours" must be a number of hours, such as 24 or 1.5 (in whole minutes).',
      },
      {
        file: 'cancellation_policies.csv',
        line: 9,
        column: 'refund_to (column 4)',
        message: '"refund_to" must be one of: credit, card.',
      },
      {
        file: 'cancellation_policies.csv',
        line: 3,
        column: 'activity_id (column 2)',
        message:
          'The default policy (no activity_id) is already NEW-DEFAULT in cancellation_policies.csv line 2: there is one default.',
      },
      {
        file: 'cancellation_policies.csv',
        line: 5,
        column: 'activity_id (column 2)',
        message:
          'The activity already has the policy YOGA-A in cancellation_policies.csv line 4: an activity has one policy.',
      },
      {
        file: 'cancellation_policies.csv',
        line: 6,
        column: 'late_fee (column 6)',
        message:
          'A late fee applies only when after_cutoff is fee (here it is no_refund): leave late_fee empty or make after_cutoff fee.',
      },
      {
        file: 'cancellation_policies.csv',
        line: 7,
        column: 'late_fee (column 6)',
        message: 'With after_cutoff fee, give the late_fee kept from a late cancellation’s refund.',
      },
      {
        file: 'cancellation_policies.csv',
        line: 8,
        column: 'activity_id (column 2)',
        message:
          '"Fitness Classes" is a group, whose activities are booked rather than it: give the policy to them.',
      },
    ]);
    expect(await t.db.select().from(cancellationPolicies)).toEqual(before);
  });
});
