import { readFileSync } from 'node:fs';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';
import { TEST_NOW } from '../../../../test-support/test-clock';
import { instructors } from '../../../venue-setup/catalogue/catalogue.tables';
import { extendOccurrenceHorizon } from '../../../timetable/timetable/occurrence-horizon';
import {
  occurrences,
  scheduleInstructors,
  schedules,
} from '../../../timetable/timetable/timetable.tables';
import { importedIds } from '../imported-ids.test-support';
import { importAt, template } from '../import-test-files.test-support';
import type { ImportFile } from '../import-files';

let t: TestApp;
const operatorId = 1;
const run = (files: readonly ImportFile[], now = TEST_NOW) => importAt(t.db, files, now);

/** The template activities the schedule templates name, and a group, which has no sessions. */
const activitiesCsv = [
  'activity_id,venue_id,parent_id,name,kind,location_ids',
  'SWC-FITNESS,SWC,,Fitness Classes,group,',
  'SWC-YOGA,SWC,SWC-FITNESS,Yoga,class,SWC-STUDIO-1',
  'SWC-BADMINTON,SWC,,Badminton,court,SWC-COURT-1;SWC-COURT-2',
  'KXP-SWIM,KXP,,Swimming,ticketed,KXP-POOL',
].join('\n');

beforeAll(async () => {
  t = await createTestApp();
  const report = await run([
    template('venues.csv'),
    template('locations.csv'),
    { name: 'activities.csv', content: activitiesCsv },
  ]);
  expect(report.problems).toEqual([]);
});
afterAll(() => t.close());

const idOf = async (kind: string, key: string) => {
  const id = (await importedIds(t.db, operatorId, kind)).get(key);
  if (id === undefined) throw new Error(`${kind} ${key} was not imported`);
  return id;
};
/** The schedules of an imported weekly session, by ISO weekday. */
const schedulesOf = async (key: string) =>
  JSON.parse(await idOf('schedules', key)) as Record<string, number>;
const scheduleRow = async (id: number) =>
  (await t.db.select().from(schedules).where(eq(schedules.id, id)))[0];
const instructorNamesOf = async (scheduleId: number) =>
  (
    await t.db
      .select({ name: instructors.name })
      .from(scheduleInstructors)
      .innerJoin(instructors, eq(instructors.id, scheduleInstructors.instructorId))
      .where(eq(scheduleInstructors.scheduleId, scheduleId))
  ).map((row) => row.name);
const sessionsOf = async (scheduleIds: number[]) =>
  (
    await t.db
      .select({
        scheduleId: occurrences.scheduleId,
        date: occurrences.date,
        startsAt: occurrences.startsAt,
      })
      .from(occurrences)
      .where(inArray(occurrences.scheduleId, scheduleIds))
      .orderBy(asc(occurrences.startsAt))
  ).map((row) => `${row.date} ${row.startsAt.toISOString()}`);

const header =
  'schedule_id,activity_id,location_id,days,start_time,end_time,capacity,waitlist,starts_on,ends_on,name,instructor';

describe('importing schedules', () => {
  it('writes one schedule per weekday from the CSV template, of the kind its activity runs', async () => {
    const report = await run([template('schedules.csv')]);
    expect(report.problems).toEqual([]);
    expect(report.kinds).toEqual([
      { kind: 'schedules', files: ['schedules.csv'], created: 3, updated: 0, unchanged: 0 },
    ]);
    const venueId = Number(await idOf('venues', 'SWC'));
    const yoga = await schedulesOf('SWC-YOGA-EVE');
    expect(Object.keys(yoga)).toEqual(['1', '3']);
    expect(await idOf('schedules', 'SWC-YOGA-EVE')).toBe(`{"1":${yoga['1']},"3":${yoga['3']}}`);
    for (const [weekday, id] of Object.entries(yoga)) {
      expect(await scheduleRow(id)).toEqual({
        id,
        categoryId: await idOf('activities', 'SWC-YOGA'),
        venueId,
        locationId: Number(await idOf('locations', 'SWC-STUDIO-1')),
        kind: 'class',
        name: 'Evening Yoga',
        weekday: Number(weekday),
        startTime: '18:00',
        durationMinutes: 60,
        capacity: 20,
        hasWaitlist: true,
        startsOn: '2026-09-07',
        endsOn: null,
      });
      // The demo operator's instructor of that name, not a second one.
      expect(await instructorNamesOf(id)).toEqual(['Aisha Khan']);
    }
    expect(
      await t.db
        .select()
        .from(instructors)
        .where(and(eq(instructors.operatorId, operatorId), eq(instructors.name, 'Aisha Khan'))),
    ).toHaveLength(1);

    const badminton = await schedulesOf('SWC-BADMINTON-C1-0700');
    expect(Object.keys(badminton)).toEqual(['1', '2', '3', '4', '5']);
    expect(await scheduleRow(badminton['2']!)).toMatchObject({
      kind: 'slot',
      name: 'Badminton',
      weekday: 2,
      capacity: 1,
      hasWaitlist: false,
      locationId: Number(await idOf('locations', 'SWC-COURT-1')),
    });
    expect(await instructorNamesOf(badminton['2']!)).toEqual([]);
    const swim = await schedulesOf('KXP-SWIM-WEEKEND');
    expect(await scheduleRow(swim['6']!)).toMatchObject({
      kind: 'ticketed',
      name: 'Family Swim',
      venueId: Number(await idOf('venues', 'KXP')),
      durationMinutes: 90,
      endsOn: '2027-08-29',
    });
  });

  it('changes nothing when the same rows come again, from CSV or the JSON template', async () => {
    for (const file of [template('schedules.csv'), template('schedules.json')]) {
      const report = await run([file]);
      expect(report.problems).toEqual([]);
      expect(report.kinds).toEqual([
        { kind: 'schedules', files: [file.name], created: 0, updated: 0, unchanged: 3 },
      ]);
    }
  });

  it('updates a changed row: its days kept, a day added, its instructor replaced', async () => {
    const before = await schedulesOf('SWC-YOGA-EVE');
    const changed = readFileSync(
      new URL('../../../../../../../docs/import/schedules.csv', import.meta.url),
      'utf8',
    )
      .replace('Mon;Wed,18:00,19:00,20,yes', 'Mon;Wed;Fri,18:00,19:15,24,no')
      .replace('Aisha Khan', 'Priya  Raman');
    const report = await run([{ name: 'schedules.csv', content: changed }]);
    expect(report.problems).toEqual([]);
    expect(report.kinds[0]).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    const after = await schedulesOf('SWC-YOGA-EVE');
    expect(after['1']).toBe(before['1']);
    expect(after['3']).toBe(before['3']);
    expect(after['5']).toBeGreaterThan(Math.max(...Object.values(before)));
    for (const id of Object.values(after)) {
      expect(await scheduleRow(id)).toMatchObject({
        durationMinutes: 75,
        capacity: 24,
        hasWaitlist: false,
      });
      expect(await instructorNamesOf(id)).toEqual(['Priya Raman']);
    }
  });
});

describe('a weekly session across the clock changes', () => {
  const eveningClass = (days: string[]) =>
    JSON.stringify([
      {
        schedule_id: 'SWC-PILATES-EVE',
        activity_id: 'SWC-YOGA',
        location_id: 'SWC-STUDIO-1',
        days,
        start_time: '18:00',
        end_time: '19:00',
        capacity: 12,
        name: 'Evening Pilates',
      },
    ]);

  it('is at 18:00 London time on Mondays and Wednesdays either side of October and March', async () => {
    const report = await run([{ name: 'schedules.json', content: eveningClass(['Mon', 'Wed']) }]);
    expect(report.problems).toEqual([]);
    const byWeekday = await schedulesOf('SWC-PILATES-EVE');
    expect(Object.keys(byWeekday)).toEqual(['1', '3']);

    // Short horizons: each run makes the whole demo timetable's sessions too.
    await extendOccurrenceHorizon(t.db, TEST_NOW, 9);
    await extendOccurrenceHorizon(t.db, new Date('2027-03-23T12:00:00Z'), 8);

    expect(await sessionsOf(Object.values(byWeekday))).toEqual([
      // British Summer Time (UTC+1) until Sunday 25 October 2026.
      '2026-10-19 2026-10-19T17:00:00.000Z',
      '2026-10-21 2026-10-21T17:00:00.000Z',
      // Greenwich Mean Time.
      '2026-10-26 2026-10-26T18:00:00.000Z',
      '2026-10-28 2026-10-28T18:00:00.000Z',
      '2027-03-22 2027-03-22T18:00:00.000Z',
      '2027-03-24 2027-03-24T18:00:00.000Z',
      // British Summer Time again from Sunday 28 March 2027.
      '2027-03-29 2027-03-29T17:00:00.000Z',
      '2027-03-31 2027-03-31T17:00:00.000Z',
    ]);
  });

  it('ends a weekday dropped on re-import the day before, and keeps what was made of it', async () => {
    const before = await schedulesOf('SWC-PILATES-EVE');
    const wednesdaysMade = await sessionsOf([before['3']!]);
    const report = await run([{ name: 'schedules.json', content: eveningClass(['Mon']) }]);
    expect(report.problems).toEqual([]);
    expect(report.kinds[0]).toMatchObject({ updated: 1 });

    // Kept in the map, so adding Wednesday back reopens the same schedule.
    expect(await schedulesOf('SWC-PILATES-EVE')).toEqual(before);
    expect(await scheduleRow(before['3']!)).toMatchObject({
      weekday: 3,
      startsOn: null,
      endsOn: '2026-10-19',
    });
    expect(await scheduleRow(before['1']!)).toMatchObject({ weekday: 1, endsOn: null });

    await extendOccurrenceHorizon(t.db, new Date('2026-11-09T09:00:00Z'), 7);
    // Occurrences made before the change stay (a later step lists the booked ones for a manager).
    expect(wednesdaysMade.length).toBeGreaterThan(0);
    expect(await sessionsOf([before['3']!])).toEqual(wednesdaysMade);
    expect(
      (await sessionsOf([before['1']!])).filter((session) => session.startsWith('2026-11')),
    ).toEqual(['2026-11-09 2026-11-09T18:00:00.000Z', '2026-11-16 2026-11-16T18:00:00.000Z']);

    // A later import (another day) keeps Wednesday's end rather than moving it.
    const later = await run(
      [
        {
          name: 'schedules.json',
          content: eveningClass(['Mon']).replace('"capacity":12', '"capacity":14'),
        },
      ],
      new Date('2026-12-01T10:00:00Z'),
    );
    expect(later.problems).toEqual([]);
    expect(await scheduleRow(before['3']!)).toMatchObject({ endsOn: '2026-10-19', capacity: 12 });
    expect(await scheduleRow(before['1']!)).toMatchObject({ capacity: 14 });

    const reopened = await run([{ name: 'schedules.json', content: eveningClass(['Mon', 'Wed']) }]);
    expect(reopened.problems).toEqual([]);
    expect(await schedulesOf('SWC-PILATES-EVE')).toEqual(before);
    expect(await scheduleRow(before['3']!)).toMatchObject({ endsOn: null, capacity: 12 });
  });

  it('ends a dropped weekday that never ran without a session on any day', async () => {
    const csv = (days: string) =>
      [
        header,
        `SWC-SUMMER,SWC-YOGA,SWC-STUDIO-1,${days},07:00,08:00,10,,2027-06-07,2027-08-30,,`,
      ].join('\n');
    expect((await run([{ name: 'schedules.csv', content: csv('Mon;Tue') }])).problems).toEqual([]);
    const byWeekday = await schedulesOf('SWC-SUMMER');
    expect((await run([{ name: 'schedules.csv', content: csv('Tue') }])).problems).toEqual([]);
    // The day before the import (Monday 19 October) is a Monday, so the Sunday before it.
    expect(await scheduleRow(byWeekday['1']!)).toMatchObject({
      startsOn: '2026-10-18',
      endsOn: '2026-10-18',
    });
    expect(await scheduleRow(byWeekday['2']!)).toMatchObject({
      startsOn: '2027-06-07',
      endsOn: '2027-08-30',
    });
    await extendOccurrenceHorizon(t.db, new Date('2026-10-17T09:00:00Z'), 3);
    expect(await sessionsOf([byWeekday['1']!])).toEqual([]);
  });
});

describe('a schedule file with bad rows', () => {
  it('reports each by file, line and column, and writes nothing', async () => {
    const csv = [
      header,
      'BAD-1,SWC-FITNESS,SWC-STUDIO-1,Mon,09:00,10:00,10,,,,,',
      'BAD-2,SWC-BADMINTON,,Tue,09:00,10:00,1,,,,,',
      'BAD-3,SWC-YOGA,KXP-STUDIO,Wed,09:00,10:00,10,,,,,',
      'BAD-4,SWC-YOGA,SWC-STUDIO-1,Thu,10:00,09:30,10,,2027-02-01,2027-01-31,,',
      'BAD-5,SWC-YOGA,SWC-STUDIO-1,Fri;Funday,09:00,10:00,0,maybe,,,,',
      'GOOD-6,KXP-SWIM,KXP-POOL,Sat,09:00,10:00,30,,,,,',
    ].join('\n');
    const report = await run([{ name: 'schedules.csv', content: csv }]);
    expect(report.written).toBe(false);
    expect(report.problems).toEqual([
      {
        file: 'schedules.csv',
        line: 6,
        column: 'days (column 4)',
        message: '"days" "Funday" must be a day of the week: Mon, Tue, Wed, Thu, Fri, Sat or Sun.',
      },
      {
        file: 'schedules.csv',
        line: 6,
        column: 'capacity (column 7)',
        message: '"capacity" must be between 1 and 500.',
      },
      {
        file: 'schedules.csv',
        line: 6,
        column: 'waitlist (column 8)',
        message: '"waitlist" must be yes or no.',
      },
      {
        file: 'schedules.csv',
        line: 2,
        column: 'activity_id (column 2)',
        message:
          '"SWC-FITNESS" is a group of activities, which has no sessions: name one of its activities.',
      },
      {
        file: 'schedules.csv',
        line: 3,
        column: 'location_id (column 3)',
        message: 'A court activity’s session needs the court it is on: give its location_id.',
      },
      {
        file: 'schedules.csv',
        line: 4,
        column: 'location_id (column 3)',
        message: 'The location "KXP-STUDIO" is not at the venue of the activity "SWC-YOGA".',
      },
      {
        file: 'schedules.csv',
        line: 5,
        column: 'end_time (column 6)',
        message: 'The session must end after it starts, on the same day.',
      },
      {
        file: 'schedules.csv',
        line: 5,
        column: 'ends_on (column 10)',
        message: 'The last day must not be before the first (starts_on).',
      },
    ]);
    expect((await importedIds(t.db, operatorId, 'schedules')).has('GOOD-6')).toBe(false);
  });

  it('checks an activity imported before from the database as it is in this import', async () => {
    // The activities are not in this import: their venue and kind are read from Lido.
    const csv = [header, 'BAD-7,SWC-BADMINTON,KXP-POOL,Tue,09:00,10:00,1,,,,,'].join('\n');
    const report = await run([{ name: 'schedules.csv', content: csv }]);
    expect(report.problems.map((problem) => problem.message)).toEqual([
      'The location "KXP-POOL" is not at the venue of the activity "SWC-BADMINTON".',
    ]);
    const ofGroup = [header, 'BAD-8,SWC-YOGA,SWC-STUDIO-1,Tue,09:00,10:00,10,,,,,'].join('\n');
    const withActivities = await run([
      { name: 'schedules.csv', content: ofGroup },
      {
        name: 'activities.csv',
        content: ['activity_id,venue_id,name,kind', 'SWC-YOGA,SWC,Yoga,group'].join('\n'),
      },
    ]);
    expect(withActivities.problems).toContainEqual({
      file: 'schedules.csv',
      line: 2,
      column: 'activity_id (column 2)',
      message:
        '"SWC-YOGA" is a group of activities, which has no sessions: name one of its activities.',
    });
  });
});
