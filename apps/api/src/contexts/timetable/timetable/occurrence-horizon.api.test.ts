import { asc, between, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../platform/db/client';
import { openTestDatabase } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';
import { venues } from '../../venue-setup/venues/venues.tables';
import { extendOccurrenceHorizon } from './occurrence-horizon';
import {
  addScheduleClosure,
  removeScheduleClosure,
  setScheduleValidity,
} from './schedule-calendar';
import { occurrences, schedules } from './timetable.tables';

// Two venues of their own, so the seeded timetable's sessions do not mix with these.
const VENUE = 990_001;
const OTHER_VENUE = 990_002;
let handle: DatabaseHandle;
let drop: () => Promise<void>;
let categoryId: string;
let nextScheduleId = 990_100;

beforeAll(async () => {
  ({ handle, drop } = await openTestDatabase());
  const [template] = await handle.db.select().from(venues).limit(1);
  if (!template) throw new Error('no seeded venue');
  for (const id of [VENUE, OTHER_VENUE]) {
    await handle.db
      .insert(venues)
      .values({ ...template, id, slug: `horizon-${id}`, timezone: 'Europe/London' });
  }
  const result: unknown = await handle.db.execute(
    sql`select id from categories order by id limit 1`,
  );
  categoryId = String((result as { rows: { id: string }[] }).rows[0]?.id);
});
afterAll(async () => {
  await drop();
});

/** A weekly class, Mondays unless said, one hour long. */
async function addSchedule(
  options: {
    venueId?: number;
    weekday?: number;
    startTime?: string;
    startsOn?: string | null;
    endsOn?: string | null;
  } = {},
): Promise<number> {
  const id = nextScheduleId++;
  await handle.db.insert(schedules).values({
    id,
    categoryId,
    venueId: options.venueId ?? VENUE,
    kind: 'class',
    name: `Horizon class ${id}`,
    weekday: options.weekday ?? 1,
    startTime: options.startTime ?? '18:00',
    durationMinutes: 60,
    capacity: 12,
    startsOn: options.startsOn ?? null,
    endsOn: options.endsOn ?? null,
  });
  return id;
}

async function sessionsOf(scheduleId: number) {
  const rows = await handle.db
    .select({ date: occurrences.date, startsAt: occurrences.startsAt, endsAt: occurrences.endsAt })
    .from(occurrences)
    .where(eq(occurrences.scheduleId, scheduleId))
    .orderBy(asc(occurrences.startsAt));
  return rows.map((row) => ({
    date: row.date,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  }));
}

const datesOf = async (scheduleId: number) =>
  (await sessionsOf(scheduleId)).map((session) => session.date);

/** The Mondays from TEST_NOW's yesterday (Monday 19 October 2026) 35 days on. */
const FIVE_WEEKS = 35;

describe('the occurrence horizon', () => {
  it('keeps a Monday 18:00 class at 18:00 in London across the October and March clock changes', async () => {
    const schedule = await addSchedule();

    await extendOccurrenceHorizon(handle.db, TEST_NOW, 14);
    await extendOccurrenceHorizon(handle.db, new Date('2027-03-20T12:00:00Z'), 16);

    expect(await sessionsOf(schedule)).toEqual([
      // British Summer Time (UTC+1) until Sunday 25 October 2026.
      {
        date: '2026-10-19',
        startsAt: '2026-10-19T17:00:00.000Z',
        endsAt: '2026-10-19T18:00:00.000Z',
      },
      // Greenwich Mean Time.
      {
        date: '2026-10-26',
        startsAt: '2026-10-26T18:00:00.000Z',
        endsAt: '2026-10-26T19:00:00.000Z',
      },
      {
        date: '2026-11-02',
        startsAt: '2026-11-02T18:00:00.000Z',
        endsAt: '2026-11-02T19:00:00.000Z',
      },
      {
        date: '2027-03-22',
        startsAt: '2027-03-22T18:00:00.000Z',
        endsAt: '2027-03-22T19:00:00.000Z',
      },
      // British Summer Time again from Sunday 28 March 2027.
      {
        date: '2027-03-29',
        startsAt: '2027-03-29T17:00:00.000Z',
        endsAt: '2027-03-29T18:00:00.000Z',
      },
      {
        date: '2027-04-05',
        startsAt: '2027-04-05T17:00:00.000Z',
        endsAt: '2027-04-05T18:00:00.000Z',
      },
    ]);
  });

  it('makes nothing before a schedule starts or after it ends, both days included', async () => {
    const bounded = await addSchedule({ startsOn: '2026-10-26', endsOn: '2026-11-09' });
    const fromOnly = await addSchedule({ startsOn: '2026-11-03' });
    const untilOnly = await addSchedule();
    await setScheduleValidity(handle.db, untilOnly, { startsOn: null, endsOn: '2026-11-01' });

    await extendOccurrenceHorizon(handle.db, TEST_NOW, FIVE_WEEKS);

    expect(await datesOf(bounded)).toEqual(['2026-10-26', '2026-11-02', '2026-11-09']);
    expect(await datesOf(fromOnly)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
    expect(await datesOf(untilOnly)).toEqual(['2026-10-19', '2026-10-26']);
  });

  it('refuses a schedule that ends before it starts', async () => {
    const schedule = await addSchedule();
    await expect(
      setScheduleValidity(handle.db, schedule, { startsOn: '2026-11-10', endsOn: '2026-11-09' }),
    ).rejects.toThrow();
  });

  it('makes nothing on a day the venue is closed, nor on a day one schedule is closed', async () => {
    const early = await addSchedule({ startTime: '18:00' });
    const late = await addSchedule({ startTime: '20:00' });
    const elsewhere = await addSchedule({ venueId: OTHER_VENUE });

    const bankHoliday = await addScheduleClosure(handle.db, {
      venueId: VENUE,
      onDate: '2026-11-02',
      reason: 'Closed for maintenance',
    });
    const oneClass = await addScheduleClosure(handle.db, {
      venueId: VENUE,
      scheduleId: early,
      onDate: '2026-11-09',
      reason: 'Instructor away',
    });
    expect(bankHoliday.created).toBe(true);
    expect(oneClass.created).toBe(true);

    await extendOccurrenceHorizon(handle.db, TEST_NOW, FIVE_WEEKS);

    const mondays = [
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ];
    expect(await datesOf(early)).toEqual(
      mondays.filter((day) => day !== '2026-11-02' && day !== '2026-11-09'),
    );
    expect(await datesOf(late)).toEqual(mondays.filter((day) => day !== '2026-11-02'));
    expect(await datesOf(elsewhere)).toEqual(mondays);

    // Reopened, the day is made at the next run.
    expect(await removeScheduleClosure(handle.db, oneClass.id)).toBe(true);
    expect(await extendOccurrenceHorizon(handle.db, TEST_NOW, FIVE_WEEKS)).toBe(1);
    expect(await datesOf(early)).toContain('2026-11-09');
  });

  it('keeps one closure per venue or schedule and day, and a schedule closure at its own venue', async () => {
    const schedule = await addSchedule();
    const first = await addScheduleClosure(handle.db, {
      venueId: VENUE,
      onDate: '2026-12-25',
      reason: 'Christmas Day',
    });
    const again = await addScheduleClosure(handle.db, {
      venueId: VENUE,
      scheduleId: null,
      onDate: '2026-12-25',
      reason: 'Christmas',
    });
    expect(again).toEqual({ id: first.id, created: false });

    const ofSchedule = await addScheduleClosure(handle.db, {
      venueId: VENUE,
      scheduleId: schedule,
      onDate: '2026-12-25',
      reason: 'Christmas Day',
    });
    expect(ofSchedule.created).toBe(true);
    expect(ofSchedule.id).not.toBe(first.id);
    await expect(
      handle.db.execute(sql`insert into schedule_closures (venue_id, schedule_id, on_date, reason)
        values (${VENUE}, ${schedule}, '2026-12-25', 'twice')`),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(sql`insert into schedule_closures (venue_id, schedule_id, on_date, reason)
        values (${VENUE}, null, '2026-12-25', 'twice')`),
    ).rejects.toThrow();

    await expect(
      addScheduleClosure(handle.db, {
        venueId: OTHER_VENUE,
        scheduleId: schedule,
        onDate: '2026-12-28',
        reason: 'Wrong venue',
      }),
    ).rejects.toThrow(/not at venue/);
    await expect(
      addScheduleClosure(handle.db, { venueId: VENUE, onDate: '2026-12-28', reason: '  ' }),
    ).rejects.toThrow();
  });

  it('adds nothing the second time, nor when several processes run it at once', async () => {
    const schedule = await addSchedule({ weekday: 3, startTime: '07:00' });
    const now = new Date('2027-01-04T09:00:00Z');

    const together = await Promise.all([
      extendOccurrenceHorizon(handle.db, now, 21),
      extendOccurrenceHorizon(handle.db, now, 21),
    ]);
    const made = await datesOf(schedule);
    expect(made).toEqual(['2027-01-06', '2027-01-13', '2027-01-20']);
    const [inWindow] = await handle.db
      .select({ total: count() })
      .from(occurrences)
      .where(between(occurrences.date, '2027-01-03', '2027-01-25'));
    expect(together[0] + together[1]).toBe(inWindow?.total);

    expect(await extendOccurrenceHorizon(handle.db, now, 21)).toBe(0);
    expect(await datesOf(schedule)).toEqual(made);
  });
});
