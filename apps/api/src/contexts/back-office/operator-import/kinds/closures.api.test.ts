import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';
import { extendOccurrenceHorizon } from '../../../timetable/timetable/occurrence-horizon';
import { addScheduleClosure } from '../../../timetable/timetable/schedule-calendar';
import { occurrences, scheduleClosures } from '../../../timetable/timetable/timetable.tables';
import { importedIds } from '../imported-ids.test-support';
import { importAt, template } from '../import-test-files.test-support';
import type { ImportFile } from '../import-files';

let t: TestApp;
const operatorId = 1;
const run = (files: readonly ImportFile[]) => importAt(t.db, files);
const templateText = (name: string) => template(name).content;

/** The template activities the schedule templates name. */
const activitiesCsv = [
  'activity_id,venue_id,name,kind,location_ids',
  'SWC-YOGA,SWC,Yoga,class,SWC-STUDIO-1',
  'SWC-BADMINTON,SWC,Badminton,court,SWC-COURT-1;SWC-COURT-2',
  'KXP-SWIM,KXP,Swimming,ticketed,KXP-POOL',
].join('\n');

beforeAll(async () => {
  t = await createTestApp();
  const report = await run([
    template('venues.csv'),
    template('locations.csv'),
    { name: 'activities.csv', content: activitiesCsv },
    template('schedules.csv'),
  ]);
  expect(report.problems).toEqual([]);
});
afterAll(() => t.close());

const idOf = async (kind: string, key: string) => {
  const id = (await importedIds(t.db, operatorId, kind)).get(key);
  if (id === undefined) throw new Error(`${kind} ${key} was not imported`);
  return id;
};
const schedulesOf = async (key: string) =>
  JSON.parse(await idOf('schedules', key)) as Record<string, number>;
const closureOf = async (key: string) =>
  (
    await t.db
      .select()
      .from(scheduleClosures)
      .where(eq(scheduleClosures.id, Number(await idOf('closures', key))))
  )[0];
const datesOf = async (scheduleIds: number[]) =>
  (
    await t.db
      .select({ date: occurrences.date })
      .from(occurrences)
      .where(inArray(occurrences.scheduleId, scheduleIds))
      .orderBy(asc(occurrences.date))
  ).map((row) => row.date);

const header = 'closure_id,venue_id,schedule_id,date,reason';

describe('importing closures', () => {
  it('closes a venue, or one weekday’s session of a weekly session, from the CSV template', async () => {
    const report = await run([template('closures.csv')]);
    expect(report.problems).toEqual([]);
    expect(report.kinds).toEqual([
      { kind: 'closures', files: ['closures.csv'], created: 3, updated: 0, unchanged: 0 },
    ]);
    const swc = Number(await idOf('venues', 'SWC'));
    expect(await closureOf('SWC-2026-12-25')).toMatchObject({
      venueId: swc,
      scheduleId: null,
      onDate: '2026-12-25',
      reason: 'Closed for Christmas Day',
    });
    expect(await closureOf('KXP-2026-12-26')).toMatchObject({
      venueId: Number(await idOf('venues', 'KXP')),
      scheduleId: null,
    });
    // 4 November 2026 is a Wednesday: the Wednesday schedule of the Monday and Wednesday class.
    expect(await closureOf('SWC-YOGA-EVE-2026-11-04')).toMatchObject({
      venueId: swc,
      scheduleId: (await schedulesOf('SWC-YOGA-EVE'))['3'],
      onDate: '2026-11-04',
      reason: 'Studio floor being resurfaced',
    });
  });

  it('changes nothing when the same rows come again, from CSV or the JSON template', async () => {
    for (const file of [template('closures.csv'), template('closures.json')]) {
      const report = await run([file]);
      expect(report.problems).toEqual([]);
      expect(report.kinds).toEqual([
        { kind: 'closures', files: [file.name], created: 0, updated: 0, unchanged: 3 },
      ]);
    }
  });

  it('updates a changed closure in place: a new reason, another day of the session', async () => {
    const before = await idOf('closures', 'SWC-YOGA-EVE-2026-11-04');
    const changed = templateText('closures.csv').replace(
      'SWC-YOGA-EVE,2026-11-04,Studio floor being resurfaced',
      'SWC-YOGA-EVE,2026-11-09,Instructor on a course',
    );
    const report = await run([{ name: 'closures.csv', content: changed }]);
    expect(report.problems).toEqual([]);
    expect(report.kinds[0]).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    expect(await idOf('closures', 'SWC-YOGA-EVE-2026-11-04')).toBe(before);
    // A Monday now: the Monday schedule's.
    expect(await closureOf('SWC-YOGA-EVE-2026-11-04')).toMatchObject({
      scheduleId: (await schedulesOf('SWC-YOGA-EVE'))['1'],
      onDate: '2026-11-09',
      reason: 'Instructor on a course',
    });
  });

  it('takes over a day already closed from the console rather than closing it twice', async () => {
    const swc = Number(await idOf('venues', 'SWC'));
    const fromConsole = await addScheduleClosure(t.db, {
      venueId: swc,
      onDate: '2027-02-01',
      reason: 'Boiler repair',
    });
    const report = await run([
      {
        name: 'closures.csv',
        content: [header, 'SWC-2027-02-01,SWC,,2027-02-01,Closed for boiler repairs'].join('\n'),
      },
    ]);
    expect(report.problems).toEqual([]);
    expect(await idOf('closures', 'SWC-2027-02-01')).toBe(String(fromConsole.id));
    expect(await closureOf('SWC-2027-02-01')).toMatchObject({
      reason: 'Closed for boiler repairs',
    });
  });
});

describe('a closure and the occurrence horizon', () => {
  it('removes exactly that day’s session, and a venue closure every session of that venue that day', async () => {
    const schedulesCsv = [
      'schedule_id,activity_id,location_id,days,start_time,end_time,capacity,starts_on',
      'SWC-CIRCUITS,SWC-YOGA,SWC-STUDIO-1,Mon;Wed,18:00,19:00,16,2027-01-04',
    ].join('\n');
    const closuresCsv = [
      header,
      'SWC-CIRCUITS-2027-01-13,SWC,SWC-CIRCUITS,2027-01-13,Studio booked for an exam',
      'SWC-2027-01-18,SWC,,2027-01-18,Closed for a swimming gala',
      'KXP-2027-01-16,KXP,,2027-01-16,Closed for maintenance',
    ].join('\n');
    const report = await run([
      { name: 'schedules.csv', content: schedulesCsv },
      { name: 'closures.csv', content: closuresCsv },
    ]);
    expect(report.problems).toEqual([]);
    const circuits = await schedulesOf('SWC-CIRCUITS');
    const yoga = await schedulesOf('SWC-YOGA-EVE');
    const swim = await schedulesOf('KXP-SWIM-WEEKEND');

    // Sunday 10 to Tuesday 19 January 2027.
    await extendOccurrenceHorizon(t.db, new Date('2027-01-11T09:00:00Z'), 8);

    expect(await datesOf([circuits['1']!])).toEqual(['2027-01-11']);
    expect(await datesOf([circuits['3']!])).toEqual([]);
    // The other session that Wednesday runs; no session of the venue runs on the Monday it is closed.
    expect(await datesOf([yoga['1']!])).toEqual(['2027-01-11']);
    expect(await datesOf([yoga['3']!])).toEqual(['2027-01-13']);
    expect(await datesOf(Object.values(swim))).toEqual(['2027-01-10', '2027-01-17']);
  });
});

describe('a closure file with bad rows', () => {
  it('reports a day the session does not run, the wrong venue and a day closed twice; writes nothing', async () => {
    const csv = [
      header,
      'BAD-1,SWC,SWC-YOGA-EVE,2026-11-05,Thursday',
      'BAD-2,KXP,SWC-YOGA-EVE,2026-11-11,Wrong venue',
      'BAD-3,SWC,SWC-YOGA-EVE,2026-08-31,Before it starts',
      'NEW-4,SWC,,2027-04-02,Good Friday',
      'BAD-5,SWC,,2027-04-02,Good Friday again',
      'NEW-6,SWC,SWC-YOGA-EVE,2027-04-05,Easter Monday',
      'BAD-7,SWC,SWC-YOGA-EVE,2027-04-05,Easter Monday again',
      'BAD-8,SWC,NO-SUCH,2027-04-05,Unknown session',
    ].join('\n');
    const report = await run([{ name: 'closures.csv', content: csv }]);
    expect(report.written).toBe(false);
    expect(report.problems).toEqual([
      {
        file: 'closures.csv',
        line: 2,
        column: 'schedule_id (column 3)',
        message:
          'The session "SWC-YOGA-EVE" does not run on 2026-11-05: it does not run on Thursdays.',
      },
      {
        file: 'closures.csv',
        line: 3,
        column: 'schedule_id (column 3)',
        message: 'The session "SWC-YOGA-EVE" is not at the venue "KXP".',
      },
      {
        file: 'closures.csv',
        line: 4,
        column: 'schedule_id (column 3)',
        message:
          'The session "SWC-YOGA-EVE" does not run on 2026-08-31: it runs from 2026-09-07 until further notice.',
      },
      {
        file: 'closures.csv',
        line: 6,
        column: 'venue_id (column 2)',
        message:
          'The venue "SWC" is closed on 2027-04-02 already by the closure on closures.csv line 5: one closure a day is enough.',
      },
      {
        file: 'closures.csv',
        line: 8,
        column: 'schedule_id (column 3)',
        message:
          'The session "SWC-YOGA-EVE" is off on 2027-04-05 already by the closure on closures.csv line 7: one closure a day is enough.',
      },
      {
        file: 'closures.csv',
        line: 9,
        column: 'schedule_id (column 3)',
        message:
          '"schedule_id" names schedules "NO-SUCH", which is neither in this import nor imported before.',
      },
    ]);
    expect((await importedIds(t.db, operatorId, 'closures')).has('NEW-4')).toBe(false);
  });

  it('checks a closure against the sessions of this import when they come with it', async () => {
    const schedulesCsv = templateText('schedules.csv').replace('Mon;Wed,18:00', 'Tue;Thu,18:00');
    const report = await run([
      { name: 'schedules.csv', content: schedulesCsv },
      {
        name: 'closures.csv',
        content: [header, 'BAD-9,SWC,SWC-YOGA-EVE,2026-11-11,Wednesday'].join('\n'),
      },
    ]);
    expect(report.problems).toEqual([
      {
        file: 'closures.csv',
        line: 2,
        column: 'schedule_id (column 3)',
        message:
          'The session "SWC-YOGA-EVE" does not run on 2026-11-11: it runs on Tuesday, Thursday.',
      },
    ]);
  });

  it('refuses to move a closure onto a day another closure holds', async () => {
    const report = await run([
      {
        name: 'closures.csv',
        content: [header, 'KXP-2026-12-26,SWC,,2026-12-25,Closed for Christmas'].join('\n'),
      },
    ]);
    expect(report.problems).toEqual([
      {
        file: 'closures.csv',
        line: 2,
        column: 'date (column 4)',
        message:
          'The venue "SWC" is closed on 2026-12-25 already by another closure: change that one, or choose another day.',
      },
    ]);
    expect(await closureOf('KXP-2026-12-26')).toMatchObject({ onDate: '2026-12-26' });
  });
});
