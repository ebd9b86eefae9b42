import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';
import { categories } from '../../../venue-setup/catalogue/catalogue.tables';
import { importedIds } from '../imported-ids.test-support';
import { importAt, template } from '../import-test-files.test-support';
import type { ImportFile } from '../import-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const operatorId = 1;
const windowsCsv = template('booking_windows.csv').content;
const run = (files: readonly ImportFile[]) => importAt(t.db, files);
const csv = (...lines: string[]) => ({
  name: 'booking_windows.csv',
  content: [windowsCsv.split('\n')[0], ...lines].join('\n'),
});

async function windowOf(activityKey: string) {
  const id = (await importedIds(t.db, operatorId, 'activities')).get(activityKey);
  const [row] = await t.db
    .select({
      viewDaysAnonymous: categories.viewDaysAnonymous,
      viewDaysSignedIn: categories.viewDaysSignedIn,
      releaseDaysBefore: categories.releaseDaysBefore,
      releaseTime: categories.releaseTime,
      lastBookableMinutesAfterStart: categories.lastBookableMinutesAfterStart,
    })
    .from(categories)
    .where(eq(categories.id, id!));
  return row!;
}

describe('importing booking windows', () => {
  it('sets the window of each activity from CSV, kept under the activity’s id', async () => {
    const report = await run([
      template('venues.csv'),
      template('locations.csv'),
      template('activities.csv'),
      template('booking_windows.csv'),
    ]);
    expect(report.problems).toEqual([]);
    expect(report.kinds.find((kind) => kind.kind === 'booking_windows')).toEqual({
      kind: 'booking_windows',
      files: ['booking_windows.csv'],
      created: 3,
      updated: 0,
      unchanged: 0,
    });
    expect(await windowOf('SWC-YOGA')).toEqual({
      viewDaysAnonymous: 5,
      viewDaysSignedIn: 7,
      releaseDaysBefore: 7,
      releaseTime: '22:00',
      lastBookableMinutesAfterStart: 10,
    });
    expect(await windowOf('SWC-BADMINTON')).toEqual({
      viewDaysAnonymous: 3,
      viewDaysSignedIn: 7,
      releaseDaysBefore: 7,
      releaseTime: '07:00',
      lastBookableMinutesAfterStart: 0,
    });
    const activities = await importedIds(t.db, operatorId, 'activities');
    const windows = await importedIds(t.db, operatorId, 'booking_windows');
    expect(windows.get('KXP-SWIM')).toBe(activities.get('KXP-SWIM'));
  });

  it('finds the JSON template the same rows, and the same file again changes nothing', async () => {
    for (const file of [template('booking_windows.json'), template('booking_windows.csv')]) {
      const report = await run([file]);
      expect(report.problems).toEqual([]);
      expect(report.kinds).toEqual([
        { kind: 'booking_windows', files: [file.name], created: 0, updated: 0, unchanged: 3 },
      ]);
    }
  });

  it('a changed row updates the window; JSON works too, with the default minutes when left out', async () => {
    const changed = windowsCsv.replace('KXP-SWIM,6,6,6,22:00,15', 'KXP-SWIM,2,14,14,6:30,-30');
    const report = await run([{ name: 'booking_windows.csv', content: changed }]);
    expect(report.problems).toEqual([]);
    expect(report.kinds).toEqual([
      {
        kind: 'booking_windows',
        files: ['booking_windows.csv'],
        created: 0,
        updated: 1,
        unchanged: 2,
      },
    ]);
    expect(await windowOf('KXP-SWIM')).toEqual({
      viewDaysAnonymous: 2,
      viewDaysSignedIn: 14,
      releaseDaysBefore: 14,
      releaseTime: '06:30',
      lastBookableMinutesAfterStart: -30,
    });
    const json = await run([
      {
        name: 'booking_windows.json',
        content: JSON.stringify([
          {
            activity_id: 'KXP-SWIM',
            view_days_anonymous: 0,
            view_days_signed_in: 60,
            release_days_before: 0,
            release_time: '00:00',
          },
        ]),
      },
    ]);
    expect(json.problems).toEqual([]);
    expect(await windowOf('KXP-SWIM')).toMatchObject({
      viewDaysAnonymous: 0,
      viewDaysSignedIn: 60,
      lastBookableMinutesAfterStart: 10,
    });
  });
});

describe('booking windows that break the rules', () => {
  it('reports each bad row by file, line, column and sentence, and writes nothing', async () => {
    const before = await windowOf('SWC-YOGA');
    const report = await run([
      csv(
        'SWC-YOGA,7,5,7,22:00,10',
        'SWC-BADMINTON,61,61,7,22:00,',
        'KXP-SWIM,1,2,3,25:00,',
        'SWC-FITNESS,1,2,3,22:00,',
        'SWC-NOTHING,1,2,3,22:00,',
        'SWC-YOGA,1,2,3,22:00,',
      ),
    ]);
    expect(report.written).toBe(false);
    expect(report.problems).toEqual([
      {
        file: 'booking_windows.csv',
        line: 3,
        column: 'view_days_anonymous (column 2)',
        message: '"view_days_anonymous" must be between 0 and 60.',
      },
      {
        file: 'booking_windows.csv',
        line: 3,
        column: 'view_days_signed_in (column 3)',
        message: '"view_days_signed_in" must be between 0 and 60.',
      },
      {
        file: 'booking_windows.csv',
        line: 4,
        column: 'release_time (column 5)',
        message: '"release_time" must be a 24-hour time written HH:MM, such as 18:00.',
      },
      {
        file: 'booking_windows.csv',
        line: 7,
        column: 'activity_id (column 1)',
        message:
          'The activity_id "SWC-YOGA" is already used by booking_windows.csv line 2: each booking window needs its own.',
      },
      {
        file: 'booking_windows.csv',
        line: 2,
        column: 'view_days_signed_in (column 3)',
        message:
          'Signed-in customers must see at least as many days ahead as visitors: view_days_signed_in cannot be less than view_days_anonymous.',
      },
      {
        file: 'booking_windows.csv',
        line: 5,
        column: 'activity_id (column 1)',
        message:
          '"Fitness Classes" is a group, which has no sessions to book: give the window to the activities in it.',
      },
      {
        file: 'booking_windows.csv',
        line: 6,
        column: 'activity_id (column 1)',
        message:
          '"activity_id" names activities "SWC-NOTHING", which is neither in this import nor imported before.',
      },
    ]);
    expect(await windowOf('SWC-YOGA')).toEqual(before);
  });
});
