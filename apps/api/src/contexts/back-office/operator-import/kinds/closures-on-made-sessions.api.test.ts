import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../platform/db/raw-rows';
import { setBooked } from '../../../../test-support/occurrences';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';
import { TEST_NOW } from '../../../../test-support/test-clock';
import { findBookedSessionsOffRule, NO_LONGER_RUNS_REASON } from '../../../timetable/timetable';
import { extendOccurrenceHorizon } from '../../../timetable/timetable/occurrence-horizon';
import { importedIds } from '../imported-ids.test-support';
import { importAt, template } from '../import-test-files.test-support';
import type { ImportFile } from '../import-files';

// A closure imported for a day whose sessions were made already (the horizon runs weeks ahead):
// those nobody booked are cancelled; a booked one stays, listed for a manager to decide.

let t: TestApp;
const run = (files: readonly ImportFile[]) => importAt(t.db, files);
const activitiesCsv = [
  'activity_id,venue_id,name,kind,location_ids',
  'SWC-YOGA,SWC,Yoga,class,SWC-STUDIO-1',
  'SWC-BADMINTON,SWC,Badminton,court,SWC-COURT-1;SWC-COURT-2',
  'KXP-SWIM,KXP,Swimming,ticketed,KXP-POOL',
].join('\n');

interface Session {
  id: number;
  cancelled_reason: string | null;
}

/** The sessions of an imported weekly session's weekday (1 Monday … 7 Sunday) on a day. */
async function sessionOn(scheduleKey: string, weekday: number, date: string): Promise<Session> {
  const byWeekday = JSON.parse(
    (await importedIds(t.db, 1, 'schedules')).get(scheduleKey)!,
  ) as Record<string, number>;
  const [session] = await rowsOf<Session>(
    t.db,
    sql`select id::float8 as id, cancelled_reason from occurrences
      where schedule_id = ${byWeekday[String(weekday)]!} and date = ${date}::date`,
  );
  if (!session) throw new Error(`no ${scheduleKey} session on ${date}`);
  return { ...session, id: Number(session.id) };
}

beforeAll(async () => {
  t = await createTestApp();
  const report = await run([
    template('venues.csv'),
    template('locations.csv'),
    { name: 'activities.csv', content: activitiesCsv },
    template('schedules.csv'),
  ]);
  expect(report.problems).toEqual([]);
  // Three weeks of sessions from Tuesday 20 October 2026.
  await extendOccurrenceHorizon(t.db, TEST_NOW, 21);
});
afterAll(() => t.close());

describe('a closure of a day whose sessions were made already', () => {
  it('cancels the venue’s unbooked sessions that day and keeps a booked one for a manager', async () => {
    // Wednesday 28 October: Evening Yoga has a booking, the 07:00 court none.
    const yoga = await sessionOn('SWC-YOGA-EVE', 3, '2026-10-28');
    const court = await sessionOn('SWC-BADMINTON-C1-0700', 3, '2026-10-28');
    await setBooked(t.db, yoga.id, 1);

    const report = await run([
      {
        name: 'closures.csv',
        content: [
          'closure_id,venue_id,schedule_id,date,reason',
          'SWC-2026-10-28,SWC,,2026-10-28,Closed for a power cut',
        ].join('\n'),
      },
    ]);
    expect(report.problems).toEqual([]);

    expect(await sessionOn('SWC-BADMINTON-C1-0700', 3, '2026-10-28')).toEqual({
      id: court.id,
      cancelled_reason: NO_LONGER_RUNS_REASON,
    });
    expect(await sessionOn('SWC-YOGA-EVE', 3, '2026-10-28')).toEqual({
      id: yoga.id,
      cancelled_reason: null,
    });
    const yogaWednesdays = JSON.parse(
      (await importedIds(t.db, 1, 'schedules')).get('SWC-YOGA-EVE')!,
    ) as Record<string, number>;
    expect(await findBookedSessionsOffRule(t.db, yogaWednesdays['3']!, TEST_NOW)).toEqual([
      expect.objectContaining({ occurrenceId: yoga.id, date: '2026-10-28', differences: ['day'] }),
    ]);
    // The day before and after run as before.
    expect((await sessionOn('SWC-BADMINTON-C1-0700', 2, '2026-10-27')).cancelled_reason).toBeNull();
    expect((await sessionOn('SWC-BADMINTON-C1-0700', 4, '2026-10-29')).cancelled_reason).toBeNull();
  });

  it('cancels only the one weekly session a session closure names', async () => {
    const report = await run([
      {
        name: 'closures.csv',
        content: [
          'closure_id,venue_id,schedule_id,date,reason',
          'SWC-YOGA-2026-11-02,SWC,SWC-YOGA-EVE,2026-11-02,Instructor away',
        ].join('\n'),
      },
    ]);
    expect(report.problems).toEqual([]);
    expect((await sessionOn('SWC-YOGA-EVE', 1, '2026-11-02')).cancelled_reason).toBe(
      NO_LONGER_RUNS_REASON,
    );
    expect((await sessionOn('SWC-BADMINTON-C1-0700', 1, '2026-11-02')).cancelled_reason).toBeNull();
  });
});
