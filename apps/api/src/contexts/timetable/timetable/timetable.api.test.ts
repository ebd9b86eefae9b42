import {
  ClassRowV2,
  OccurrenceDetail,
  SlotRowV2,
  TicketPrices,
  TicketSession,
  TimesRowV1,
  TimesRowV2,
  ViewableDate,
  dataEnvelope,
} from '@lido/contract';
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { basketCalls, slot } from '../../../test-support/basket-calls';
import { ALEX, JAMIE, PRIYA, bearer, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';
import { operators } from '../../venue-setup/venues/venues.tables';
import {
  BOOKING_CLOSED_REASON,
  FULL_REASON,
  NOT_RELEASED_REASON,
  OUTSIDE_WINDOW_MESSAGE,
} from './booking-window';
import { occurrences } from './timetable.tables';
import { listSlots, listTimes, listViewableDates } from './timetable.service';

/** A golden live response, as captured (see fixtures/README.md). */
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as {
    data: Record<string, unknown>[];
  };
const timesV1Fixture = fixture('times-v1.json');
const timesV2Fixture = fixture('times-v2.json');
const slotsV2Fixture = fixture('slots-v2.json');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  t.clock.set(TEST_NOW);
  await t.db.execute(sql`update occurrences set booked = 0 where booked <> 0`);
  await t.db.update(operators).set({ migrationDate: '2026-01-01' });
});

const VENUE = 'swiss-cottage-leisure-centre';
const BASE = `/api/activities/venue/${VENUE}`;
// TEST_NOW is Tuesday 20 October 2026, 10:00 in London (BST); the clocks go back on Sunday 25th.
const THURSDAY = '2026-10-22';

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const sortedKeys = (value: object) => Object.keys(value).sort();

const TimesV2 = dataEnvelope(z.array(TimesRowV2));
const SlotsV2 = dataEnvelope(z.array(SlotRowV2));
const deps = () => ({ db: t.db, clock: t.clock });
const member = { isMember: true };
const signedIn = { isMember: false };

describe('the live fixtures', () => {
  it('are accepted by the contract schemas', () => {
    expect(dataEnvelope(z.array(TimesRowV1)).parse(timesV1Fixture).data).toHaveLength(3);
    expect(TimesV2.parse(timesV2Fixture).data).toHaveLength(1);
    expect(SlotsV2.parse(slotsV2Fixture).data).toHaveLength(1);
  });
});

describe('GET …/activity-category/{category}/dates', () => {
  it('lists today and the next five days for an anonymous caller, in the live shape', async () => {
    const response = await get(`${BASE}/activity-category/badminton-60min/dates`);
    expect(response.statusCode).toBe(200);
    const dates = dataEnvelope(z.array(ViewableDate)).parse(response.json()).data;
    expect(dates.map((date) => date.raw)).toEqual([
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ]);
    expect(dates[0]).toEqual({
      raw: '2026-10-20',
      day_pretty: 'Tuesday',
      date_pretty: '20 Oct',
      today: true,
      full_date_pretty: 'Tue 20 Oct',
      year: '2026',
    });
    expect(dates.filter((date) => date.today)).toHaveLength(1);
  });

  it('shows a signed-in caller one day more', async () => {
    const dates = await listViewableDates(
      deps(),
      { venue: VENUE, category: 'badminton-60min' },
      signedIn,
    );
    expect(dates).toHaveLength(7);
    expect(dates.at(-1)?.raw).toBe('2026-10-26');
  });

  it('counts today in London, not in UTC, just after midnight in BST', async () => {
    t.clock.set(new Date('2026-10-20T23:30:00Z')); // 00:30 on Wednesday in London
    const response = await get(`${BASE}/activity-category/badminton-60min/dates`);
    expect(response.json<{ data: ViewableDate[] }>().data[0]?.raw).toBe('2026-10-21');
  });
});

describe('GET …/activity/{activity}/v2/times', () => {
  it('answers one row per start time aggregated over the courts, with the live keys', async () => {
    const response = await get(`${BASE}/activity/badminton-60min/v2/times?date=${THURSDAY}`);
    expect(response.statusCode).toBe(200);
    const rows = TimesV2.parse(response.json()).data;
    expect(rows).toHaveLength(15); // 07:00 to 21:00, hourly
    const first = rows[0];
    expect(first).toMatchObject({
      starts_at: { format_12_hour: '7:00am', format_24_hour: '07:00' },
      ends_at: { format_12_hour: '8:00am', format_24_hour: '08:00' },
      duration: '60min',
      price: { is_estimated: false, formatted_amount: '£12.85' },
      timestamp: Date.parse('2026-10-22T06:00:00Z') / 1000,
      booking: null,
      action_to_show: { status: 'BOOK', reason: null },
      category_slug: 'badminton-60min',
      date: THURSDAY,
      venue_slug: VENUE,
      location: 'Multiple',
      spaces: 4,
      name: 'Badminton 60min',
      allows_anonymous_bookings: false,
      restrictions: { pre_waiver: null, pre_induction: null, criteria: null },
      has_pre_purchase_restrictions: false,
      requires_induction: false,
      restriction_ids: [],
    });
    expect(first?.composite_key).toMatch(/^[0-9a-f]{8}$/);
    expect(first?.first_bookable_at).toEqual({
      utc: '2026-10-16T21:00:00+00:00',
      local: '2026-10-16T22:00:00+01:00',
      timezone: 'Europe/London',
      format_12_hour: '10:00pm',
      format_24_hour: '22:00',
    });
    const raw = response.json<{ data: object[] }>().data[0] ?? {};
    expect(sortedKeys(raw)).toEqual(sortedKeys(timesV2Fixture.data[0] ?? {}));
  });

  it("names the single location of a class's times row", async () => {
    const response = await get(`${BASE}/activity/yoga/v2/times?date=2026-10-21`);
    const rows = TimesV2.parse(response.json()).data;
    expect(rows.map((row) => [row.starts_at.format_24_hour, row.location])).toEqual([
      ['12:15', 'Studio 1'],
    ]);
    expect(rows[0]?.spaces).toBe(20);
  });

  it('gives class and drop-in times rows their session id, places left, location and date object', async () => {
    const classes = await get(`${BASE}/activity/yoga/v2/times?date=2026-10-21`);
    const [yoga] = TimesV2.parse(classes.json()).data;
    const timetable = await get(`${BASE}/activity/yoga/v2/timetable?date=2026-10-21`);
    const [session] = dataEnvelope(z.array(ClassRowV2)).parse(timetable.json()).data;
    expect(yoga).toMatchObject({
      id: session?.id,
      spaces_remaining: 20,
      location_name: 'Studio 1',
      date: { raw: '2026-10-21', full_date_pretty: 'Wed 21 October 2026' },
    });
    const v1 = await get(`${BASE}/activity/yoga/times?date=2026-10-21`);
    const [yogaV1] = dataEnvelope(z.array(TimesRowV1)).parse(v1.json()).data;
    expect(typeof yogaV1?.id).toBe('number');
    expect(yogaV1?.spaces_remaining).toBe(20);

    const swims = await get(`${BASE}/activity/public-swim/v2/times?date=${THURSDAY}`);
    for (const row of TimesV2.parse(swims.json()).data) {
      expect(typeof row.id).toBe('string');
      expect(row.spaces_remaining).toBe(row.spaces);
      expect(typeof row.location_name).toBe('string');
      expect(row.date).toMatchObject({ raw: THURSDAY, full_date_pretty: 'Thu 22 October 2026' });
    }
  });

  it('keeps court times rows in the captured shape: date a string, no session fields', async () => {
    const response = await get(`${BASE}/activity/badminton-60min/v2/times?date=${THURSDAY}`);
    const [row] = response.json<{ data: Record<string, unknown>[] }>().data;
    expect(row?.date).toBe(THURSDAY);
    expect(row).not.toHaveProperty('id');
    expect(row).not.toHaveProperty('spaces_remaining');
  });

  it('estimates the price of a ticketed activity at its lowest ticket', async () => {
    const response = await get(`${BASE}/activity/public-swim/v2/times?date=${THURSDAY}`);
    const rows = TimesV2.parse(response.json()).data;
    expect(rows[0]?.price).toEqual({ is_estimated: true, formatted_amount: '£3.00' });
  });

  it('counts the free courts in spaces and shows FULL when none is left', async () => {
    const url = `${BASE}/activity/badminton-60min/v2/times?date=${THURSDAY}`;
    const eight = new Date('2026-10-22T07:00:00Z');
    await t.db
      .update(occurrences)
      .set({ booked: 1 })
      .where(and(eq(occurrences.date, THURSDAY), eq(occurrences.startsAt, eight)));
    const rows = TimesV2.parse((await get(url)).json()).data;
    const row = rows.find((r) => r.starts_at.format_24_hour === '08:00');
    expect(row?.spaces).toBe(0);
    expect(row?.action_to_show).toEqual({ status: 'FULL', reason: FULL_REASON });
    expect(rows.find((r) => r.starts_at.format_24_hour === '09:00')?.spaces).toBe(4);
  });

  it('accepts the numeric venue id wherever the slug is accepted', async () => {
    const bySlug = await get(`${BASE}/activity/badminton-60min/v2/times?date=${THURSDAY}`);
    const byId = await get(
      `/api/activities/venue/90001/activity/badminton-60min/v2/times?date=${THURSDAY}`,
    );
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(bySlug.json());
  });
});

describe('the viewing window', () => {
  const times = (date: string) => get(`${BASE}/activity/badminton-60min/v2/times?date=${date}`);

  it('answers 422 with errors.date for a date after the anonymous window', async () => {
    const response = await times('2026-10-26');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: OUTSIDE_WINDOW_MESSAGE,
      errors: { date: [OUTSIDE_WINDOW_MESSAGE] },
      status: 422,
    });
  });

  it('answers 422 for a date before today', async () => {
    expect((await times('2026-10-19')).statusCode).toBe(422);
  });

  it('lets a signed-in caller see the sixth day, not yet bookable before its release', async () => {
    const rows = await listTimes(
      deps(),
      { venue: VENUE, activity: 'badminton-60min', date: '2026-10-26' },
      signedIn,
      'v2',
    );
    expect(rows[0]?.action_to_show).toEqual({ status: null, reason: NOT_RELEASED_REASON });
    await expect(
      listTimes(
        deps(),
        { venue: VENUE, activity: 'badminton-60min', date: '2026-10-27' },
        signedIn,
        'v2',
      ),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { date: [OUTSIDE_WINDOW_MESSAGE] },
    });
  });

  it.each(['2026-13-01', '2026-02-30', 'tomorrow', '22-10-2026'])(
    'answers 422 with errors.date for the malformed date %s',
    async (date) => {
      const response = await times(date);
      expect(response.statusCode).toBe(422);
      expect(
        response.json<{ errors: Record<string, string[]> }>().errors.date?.length,
      ).toBeGreaterThan(0);
    },
  );

  it('answers 422 when the date is missing', async () => {
    const response = await get(`${BASE}/activity/badminton-60min/v2/times`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['date']);
  });
});

describe('release at 22:00 London time, six days ahead, across the clock change', () => {
  const firstRow = async (date: string) => {
    const [row] = await listTimes(
      deps(),
      { venue: VENUE, activity: 'badminton-60min', date },
      signedIn,
      'v2',
    );
    if (!row) throw new Error(`no times on ${date}`);
    return row;
  };

  it('releases a Monday after the change at 22:00 BST the Tuesday before (21:00 UTC)', async () => {
    const row = await firstRow('2026-10-26');
    expect(row.first_bookable_at.utc).toBe('2026-10-20T21:00:00+00:00');
    expect(row.first_bookable_at.local).toBe('2026-10-20T22:00:00+01:00');
    t.clock.set(new Date('2026-10-20T20:59:59Z'));
    expect((await firstRow('2026-10-26')).action_to_show.status).toBeNull();
    t.clock.set(new Date('2026-10-20T21:00:00Z'));
    expect((await firstRow('2026-10-26')).action_to_show).toEqual({ status: 'BOOK', reason: null });
  });

  it('releases a date six days after the change at 22:00 GMT (22:00 UTC)', async () => {
    t.clock.set(new Date('2026-10-27T09:00:00Z'));
    const row = await firstRow('2026-11-02');
    expect(row.first_bookable_at.utc).toBe('2026-10-27T22:00:00+00:00');
    expect(row.first_bookable_at.local).toBe('2026-10-27T22:00:00+00:00');
    t.clock.set(new Date('2026-10-27T21:30:00Z')); // would be past 22:00 in BST
    expect((await firstRow('2026-11-02')).action_to_show.reason).toBe(NOT_RELEASED_REASON);
    t.clock.set(new Date('2026-10-27T22:00:00Z'));
    expect((await firstRow('2026-11-02')).action_to_show.status).toBe('BOOK');
  });

  it('releases the Saturday of the change at 22:00 BST and the Sunday at 22:00 BST on its eve', async () => {
    // Sunday 25th's release is on Monday 19th (BST); Saturday 31st's on Sunday 25th (GMT).
    expect((await firstRow('2026-10-25')).first_bookable_at.utc).toBe('2026-10-19T21:00:00+00:00');
    t.clock.set(new Date('2026-10-26T09:00:00Z'));
    expect((await firstRow('2026-10-31')).first_bookable_at.utc).toBe('2026-10-25T22:00:00+00:00');
  });

  it('keeps 07:00 at 07:00 local after the change, one hour later in UTC', async () => {
    t.clock.set(new Date('2026-10-26T09:00:00Z'));
    const row = await firstRow('2026-10-27');
    expect(row.starts_at.format_24_hour).toBe('07:00');
    expect(row.timestamp).toBe(Date.parse('2026-10-27T07:00:00Z') / 1000);
  });
});

describe('GET …/activity/{activity}/v2/slots', () => {
  const url = `${BASE}/activity/badminton-60min/v2/slots?date=${THURSDAY}`;

  it('answers one row per court and time with the live keys and values', async () => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const rows = SlotsV2.parse(response.json()).data;
    expect(rows).toHaveLength(60);
    const raw = response.json<{ data: object[] }>().data[0] ?? {};
    expect(sortedKeys(raw)).toEqual(sortedKeys(slotsV2Fixture.data[0] ?? {}));
    const first = rows[0];
    expect(first).toMatchObject({
      name: 'Badminton 60min',
      category_slug: 'badminton-60min',
      duration: '60min',
      instructors: [],
      location: {
        name: 'Sports Hall, Court 1',
        type: 'resource',
        slug: 'sports-hall-court-1',
        venue_id: 90001,
        venue_slug: VENUE,
      },
      slot_display_location: 'Sports Hall, Court 1',
      price: { benefit_applied: false, package_applied: false, formatted: '£12.85', raw: 1285 },
      starts_at: { format_12_hour: '7:00am', format_24_hour: '07:00' },
      last_bookable_at: { format_12_hour: '7:10am', format_24_hour: '07:10' },
      venue_name: 'Swiss Cottage Leisure Centre',
      cart_type: 'purchasableOccurrence',
      booking: null,
      bookings_count: 0,
      spaces: 1,
      capacity: 1,
      action_to_show: { status: 'BOOK', reason: null },
      waitlist_id: null,
      benefit_available: null,
      tags: [],
    });
    expect(first?.id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(first?.location.id).toMatch(/^\d+$/);
    expect(first?.date).toEqual({
      raw: THURSDAY,
      raw_pretty: '22/10/2026',
      day_pretty: 'Thu',
      date_pretty: '22 Oct',
      full_date_pretty: 'Thu 22 October 2026',
      full_date: '22 October 2026',
      difference: '1 day from now',
      tz: 'Europe/London',
    });
  });

  it('joins a times row to its courts by composite_key', async () => {
    const times = TimesV2.parse(
      (await get(`${BASE}/activity/badminton-60min/v2/times?date=${THURSDAY}`)).json(),
    ).data;
    const tenOClock = times.find((row) => row.starts_at.format_24_hour === '10:00');
    const slots = SlotsV2.parse(
      (await get(`${url}&composite_key=${tenOClock?.composite_key}`)).json(),
    ).data;
    expect(slots).toHaveLength(4);
    expect(new Set(slots.map((slot) => slot.starts_at.format_24_hour))).toEqual(new Set(['10:00']));
    expect(new Set(slots.map((slot) => slot.location.name)).size).toBe(4);
  });

  it('filters by start and end time and by location', async () => {
    const between = SlotsV2.parse(
      (await get(`${url}&start_time=10:00&end_time=12:00`)).json(),
    ).data;
    expect(new Set(between.map((slot) => slot.starts_at.format_24_hour))).toEqual(
      new Set(['10:00', '11:00']),
    );
    const locationId = between[0]?.location.id ?? '';
    const oneCourt = SlotsV2.parse((await get(`${url}&location_id=${locationId}`)).json()).data;
    expect(oneCourt).toHaveLength(15);
    expect(new Set(oneCourt.map((slot) => slot.location.id))).toEqual(new Set([locationId]));
  });

  it('answers 422 for a malformed start time or composite key', async () => {
    expect((await get(`${url}&start_time=7am`)).statusCode).toBe(422);
    expect((await get(`${url}&composite_key=XYZ`)).statusCode).toBe(422);
  });

  it('reads spaces and bookings straight from the occurrence rows', async () => {
    const [slot] = SlotsV2.parse((await get(url)).json()).data;
    await t.db
      .update(occurrences)
      .set({ booked: 1 })
      .where(eq(occurrences.publicId, slot?.id ?? ''));
    const [after] = SlotsV2.parse((await get(url)).json()).data;
    expect(after).toMatchObject({
      id: slot?.id,
      bookings_count: 1,
      spaces: 0,
      action_to_show: { status: 'FULL', reason: FULL_REASON },
    });
  });

  it('stops offering a session ten minutes after it starts', async () => {
    // 10:00 in London on the day: the 07:00 courts are past; the 10:00 ones bookable until 10:10.
    const today = SlotsV2.parse(
      (await get(`${BASE}/activity/badminton-60min/v2/slots?date=2026-10-20`)).json(),
    ).data;
    const at = (time: string) => today.find((slot) => slot.starts_at.format_24_hour === time);
    expect(at('07:00')?.action_to_show).toEqual({ status: null, reason: BOOKING_CLOSED_REASON });
    expect(at('10:00')?.action_to_show.status).toBe('BOOK');
    t.clock.set(new Date('2026-10-20T09:10:01Z'));
    const later = SlotsV2.parse(
      (await get(`${BASE}/activity/badminton-60min/v2/slots?date=2026-10-20`)).json(),
    ).data;
    expect(
      later.find((slot) => slot.starts_at.format_24_hour === '10:00')?.action_to_show.status,
    ).toBeNull();
  });

  it("names the membership benefit that covers a member's session, and none for others", async () => {
    const alex = { isMember: true, kind: 'customer' as const, userId: ALEX.id };
    const request = { venue: VENUE, activity: 'yoga', date: '2026-10-21', filters: {} };
    const [forMember] = await listSlots(deps(), request, alex, 'v2');
    expect(forMember?.benefit_available).toEqual({ id: 5101, name: 'Classes included' });
    expect(forMember?.price.raw).toBe(0);
    const [forCustomer] = await listSlots(deps(), request, signedIn, 'v2');
    expect(forCustomer?.benefit_available).toBeNull();
    // Courts are covered off-peak only (weekdays, starting 09:00–16:00).
    const courts = await listSlots(
      deps(),
      { ...request, activity: 'badminton-60min', date: THURSDAY },
      alex,
      'v2',
    );
    const at = (time: string) => courts.find((row) => row.starts_at.format_24_hour === time);
    expect(at('07:00')?.benefit_available).toBeNull();
    expect(at('10:00')?.benefit_available?.name).toBe('Free court hire off-peak');
  });

  it('prices courts at the member price for a member', async () => {
    const rows = await listSlots(
      deps(),
      { venue: VENUE, activity: 'badminton-60min', date: THURSDAY, filters: {} },
      member,
      'v2',
    );
    expect(rows[0]?.price).toEqual({
      benefit_applied: false,
      package_applied: false,
      formatted: '£9.80',
      raw: 980,
    });
    const anonymous = await listSlots(
      deps(),
      { venue: VENUE, activity: 'badminton-60min', date: THURSDAY, filters: {} },
      null,
      'v2',
    );
    expect(anonymous[0]?.price.raw).toBe(1285);
  });
});

describe('v1 and v2 side by side for every date', () => {
  it('answers v1 times in the captured live shape on or after the migration date', async () => {
    const response = await get(`${BASE}/activity/badminton-60min/times?date=${THURSDAY}`);
    expect(response.statusCode).toBe(200);
    const rows = dataEnvelope(z.array(TimesRowV1)).parse(response.json()).data;
    expect(rows).toHaveLength(15);
    const raw = response.json<{ data: object[] }>().data[0] ?? {};
    expect(sortedKeys(raw)).toEqual(sortedKeys(timesV1Fixture.data[0] ?? {}));
  });

  it('answers v2 times before the migration date', async () => {
    await t.db.update(operators).set({ migrationDate: '2026-12-01' });
    const v1 = await get(`${BASE}/activity/badminton-60min/times?date=${THURSDAY}`);
    const v2 = await get(`${BASE}/activity/badminton-60min/v2/times?date=${THURSDAY}`);
    expect(v2.statusCode).toBe(200);
    const keysOf = (rows: { composite_key: string; spaces: number }[]) =>
      rows.map((row) => [row.composite_key, row.spaces]);
    expect(keysOf(TimesV2.parse(v2.json()).data)).toEqual(
      keysOf(dataEnvelope(z.array(TimesRowV1)).parse(v1.json()).data),
    );
  });

  it('serves v1 and v2 slots over the same occurrences: each v1 id names the v2 id beside it', async () => {
    const request = { venue: VENUE, activity: 'badminton-60min', date: THURSDAY, filters: {} };
    const v1 = await listSlots(deps(), request, signedIn, 'v1');
    const v2 = await listSlots(deps(), request, signedIn, 'v2');
    expect(v1).toHaveLength(v2.length);
    for (const [index, row] of v1.entries()) {
      const twin = v2[index];
      expect(row.composite_key).toBe(twin?.composite_key);
      expect(row.location.id).toBe(twin?.location.id);
      const detail = await get(`/api/v1/activities/occurrences/${row.id}`);
      expect(detail.json<{ data: { v2_id: string } }>().data.v2_id).toBe(twin?.id);
    }
  });

  it('gives v1 slots numeric ids and the activity cart type', async () => {
    await t.db.update(operators).set({ migrationDate: '2026-12-01' });
    const rows = await listSlots(
      deps(),
      { venue: VENUE, activity: 'badminton-60min', date: THURSDAY, filters: {} },
      signedIn,
      'v1',
    );
    expect(typeof rows[0]?.id).toBe('number');
    expect(rows[0]?.cart_type).toBe('activity');
  });

  it('answers v1 slots with 401 without a token', async () => {
    const response = await get(`${BASE}/activity/badminton-60min/slots?date=${THURSDAY}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Unauthenticated.' });
  });
});

describe('GET …/activity/{activity}/v2/timetable and class by id', () => {
  const url = `${BASE}/activity/yoga/v2/timetable?date=2026-10-21`;

  it('lists classes with instructors, tags, spaces and price', async () => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const rows = dataEnvelope(z.array(ClassRowV2)).parse(response.json()).data;
    expect(rows).toHaveLength(1);
    const yoga = rows[0];
    expect(yoga).toMatchObject({
      name: 'Yoga',
      starts_at: { format_24_hour: '12:15', format_12_hour: '12:15pm' },
      ends_at: { format_24_hour: '13:15' },
      spaces: 20,
      capacity: 20,
      price: { formatted: '£8.50', raw: 850 },
      action_to_show: { status: 'BOOK', reason: null },
      waitlist_id: null,
      location: { name: 'Studio 1', type: 'studio' },
    });
    expect(yoga?.instructors).toHaveLength(1);
    expect(typeof yoga?.instructors[0]?.id).toBe('number');
    expect(yoga?.instructors[0]?.name).toBeTruthy();
    expect(yoga?.tags.map((tag) => tag.name)).toEqual(['Beginner friendly', 'Low impact']);
    expect(yoga?.pricing_option_id).toEqual(expect.any(Number));
  });

  it('answers one class by its v2 id and by its v1 id', async () => {
    const [yoga] = dataEnvelope(z.array(ClassRowV2)).parse((await get(url)).json()).data;
    const byV2 = await get(`${BASE}/activity/yoga/class/${yoga?.id}`);
    expect(byV2.statusCode).toBe(200);
    expect(byV2.json<{ data: { id: string } }>().data).toMatchObject({
      id: yoga?.id,
      name: 'Yoga',
    });

    const [row] = await t.db
      .select({ id: occurrences.id })
      .from(occurrences)
      .where(eq(occurrences.publicId, yoga?.id ?? ''));
    const byV1 = await get(`/api/activities/venue/90001/activity/yoga/class/${row?.id}`);
    expect(byV1.statusCode).toBe(200);
    expect(byV1.json<{ data: { id: number } }>().data.id).toBe(row?.id);
  });

  it('answers 404 with a message for an unknown class, or one of another activity', async () => {
    const [yoga] = dataEnvelope(z.array(ClassRowV2)).parse((await get(url)).json()).data;
    for (const path of [
      `${BASE}/activity/yoga/class/nope`,
      `${BASE}/activity/spin/class/${yoga?.id}`,
    ]) {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'The class could not be found.' });
    }
  });
});

describe('GET …/activity-category/{cat}/activity/{activity}/tickets', () => {
  it('lists drop-in sessions with their ticket types and prices', async () => {
    const response = await get(
      `${BASE}/activity-category/swimming/activity/public-swim/tickets?date=${THURSDAY}`,
    );
    expect(response.statusCode).toBe(200);
    const sessions = dataEnvelope(z.array(TicketSession)).parse(response.json()).data;
    expect(sessions.map((session) => session.starts_at.format_24_hour)).toEqual([
      '07:00',
      '12:00',
      '16:30',
      '19:00',
    ]);
    expect(
      sessions[0]?.ticket_types.map((ticket) => [ticket.name, ticket.price.formatted]),
    ).toEqual([
      ['Adult', '£5.50'],
      ['Junior', '£3.00'],
      ['Concession', '£3.50'],
    ]);
    expect(sessions[0]).toMatchObject({
      capacity: 60,
      spaces: 60,
      location: { name: 'Main Pool' },
    });
  });

  it('defaults to today at the venue', async () => {
    const response = await get(`${BASE}/activity-category/swimming/activity/family-swim/tickets`);
    const sessions = dataEnvelope(z.array(TicketSession)).parse(response.json()).data;
    expect(sessions.map((session) => session.date.raw)).toEqual(['2026-10-20', '2026-10-20']);
  });

  it('answers 404 when the activity is not under the category', async () => {
    const response = await get(
      `${BASE}/activity-category/sports-hall-activities/activity/public-swim/tickets`,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/v1/activities/occurrences/{id}', () => {
  it('answers one occurrence with its tickets, by v2 or v1 id', async () => {
    const [session] = dataEnvelope(z.array(TicketSession)).parse(
      (
        await get(
          `${BASE}/activity-category/swimming/activity/public-swim/v2/tickets?date=${THURSDAY}`,
        )
      ).json(),
    ).data;
    const response = await get(`/api/v1/activities/occurrences/${session?.id}`);
    expect(response.statusCode).toBe(200);
    const detail = dataEnvelope(OccurrenceDetail).parse(response.json()).data;
    expect(detail.id).toBe(session?.id);
    expect(detail.tickets.map((ticket) => [ticket.pricing_option.name, ticket.price.raw])).toEqual([
      ['Adult', 550],
      ['Junior', 300],
      ['Concession', 350],
    ]);
    expect(detail.tickets[0]?.id).toBe(detail.tickets[0]?.pricing_option.id);

    const byV1 = await get(`/api/v1/activities/occurrences/${detail.v1_id}`);
    expect(byV1.json<{ data: { id: number; v2_id: string } }>().data).toMatchObject({
      id: detail.v1_id,
      v2_id: detail.v2_id,
    });
  });

  it('answers 404 with a message for an unknown occurrence', async () => {
    const response = await get('/api/v1/activities/occurrences/999999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'The session could not be found.' });
  });
});

describe('POST /api/activities/price/{venue}/ticket/{activityId}', () => {
  const publicSwim = async () => {
    const [session] = dataEnvelope(z.array(TicketSession)).parse(
      (
        await get(
          `${BASE}/activity-category/swimming/activity/public-swim/v2/tickets?date=${THURSDAY}`,
        )
      ).json(),
    ).data;
    const [row] = await t.db
      .select({ id: occurrences.id, publicId: occurrences.publicId })
      .from(occurrences)
      .where(eq(occurrences.publicId, String(session?.id)));
    if (!row) throw new Error('no public swim');
    return row;
  };
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  it('prices each ticket type of a v2 session named by occurrence_id', async () => {
    const swim = await publicSwim();
    const response = await post(`/api/activities/price/${VENUE}/ticket/public-swim`, {
      reference: null,
      is_v2: true,
      occurrence_id: swim.publicId,
    });
    expect(response.statusCode).toBe(200);
    const prices = dataEnvelope(TicketPrices).parse(response.json()).data;
    expect(prices).toMatchObject({ occurrence_id: swim.publicId, is_v2: true });
    expect(prices.tickets.map((ticket) => ticket.price.formatted)).toEqual([
      '£5.50',
      '£3.00',
      '£3.50',
    ]);
  });

  it('treats a numeric activity id as a v1 occurrence', async () => {
    const swim = await publicSwim();
    const response = await post(`/api/activities/price/90001/ticket/${swim.id}`, {});
    expect(response.statusCode).toBe(200);
    expect(dataEnvelope(TicketPrices).parse(response.json()).data).toMatchObject({
      occurrence_id: swim.id,
      is_v2: false,
    });
  });

  it('answers 422 when a v2 activity comes without occurrence_id, 404 for an unknown one', async () => {
    const missing = await post(`/api/activities/price/${VENUE}/ticket/public-swim`, {
      is_v2: true,
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json<{ errors: object }>().errors)).toEqual(['occurrence_id']);
    const unknown = await post(`/api/activities/price/${VENUE}/ticket/public-swim`, {
      occurrence_id: 'no-such-session',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('prices tickets at member prices for a member', async () => {
    const swim = await publicSwim();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/activities/price/${VENUE}/ticket/public-swim`,
      headers: bearer(await signIn(t.app, ALEX.email)),
      payload: { occurrence_id: swim.publicId },
    });
    const prices = dataEnvelope(TicketPrices).parse(response.json()).data;
    expect(prices.tickets.map((ticket) => ticket.price.raw)).toEqual([0, 0, 0]);
    expect(prices.customer).toBeNull();
  });
});

describe('unknown venues and activities', () => {
  it.each([
    [
      `/api/activities/venue/nowhere/activity/badminton-60min/v2/times?date=${THURSDAY}`,
      'The venue could not be found.',
    ],
    [
      `${BASE}/activity/underwater-hockey/v2/times?date=${THURSDAY}`,
      "We couldn't find the activity you are looking for",
    ],
    [
      `${BASE}/activity/underwater-hockey/v2/slots?date=${THURSDAY}`,
      "We couldn't find the activity you are looking for",
    ],
    [
      `/api/activities/venue/99999/activity-category/badminton-60min/dates`,
      'The venue could not be found.',
    ],
  ])('answers 404 with a message for %s', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message });
  });
});

describe('conditional GET on availability', () => {
  const url = `${BASE}/activity/badminton-60min/v2/slots?date=${THURSDAY}`;

  it('sends an ETag and a short public Cache-Control, and answers If-None-Match with 304', async () => {
    const first = await get(url);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=5');
    const again = await get(url, { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const weak = await get(url, { 'if-none-match': `"other", W/${String(etag)}` });
    expect(weak.statusCode).toBe(304);
  });

  it('changes the ETag when a booking changes availability', async () => {
    const before = await get(url);
    const [slot] = SlotsV2.parse(before.json()).data;
    await t.db
      .update(occurrences)
      .set({ booked: 1 })
      .where(eq(occurrences.publicId, slot?.id ?? ''));
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('sends no ETag with an error', async () => {
    const response = await get(`${BASE}/activity/badminton-60min/v2/slots?date=2026-12-25`);
    expect(response.statusCode).toBe(422);
    expect(response.headers.etag).toBeUndefined();
  });
});

describe('a signed-in member over HTTP', () => {
  it('sees one more day and the two his plan books ahead, member prices, and a private revalidated response', async () => {
    const headers = bearer(await signIn(t.app, ALEX.email));
    const dates = await get(`${BASE}/activity-category/badminton-60min/dates`, headers);
    expect(dates.json<{ data: ViewableDate[] }>().data).toHaveLength(9);

    const response = await get(
      `${BASE}/activity/badminton-60min/v2/slots?date=2026-10-28`,
      headers,
    );
    expect(response.statusCode).toBe(200);
    const [slot] = SlotsV2.parse(response.json()).data;
    expect(slot?.price.formatted).toBe('£9.80');
    expect(slot?.action_to_show).toEqual({ status: null, reason: NOT_RELEASED_REASON });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const again = await get(`${BASE}/activity/badminton-60min/v2/slots?date=2026-10-28`, {
      ...headers,
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('signed-in availability served from built answers', () => {
  const slotsUrl = `${BASE}/activity/badminton-60min/v2/slots?date=${THURSDAY}`;
  const actionsOf = (body: string) =>
    new Map(SlotsV2.parse(JSON.parse(body)).data.map((row) => [row.id, row.action_to_show]));

  it('gives each customer their own standing, on the very next read after it changes', async () => {
    const jamie = bearer(await signIn(t.app, JAMIE.email));
    const priya = bearer(await signIn(t.app, PRIYA.email));
    const jamieBefore = (await get(slotsUrl, jamie)).body;
    // Asked again with nothing changed: the same answer.
    expect((await get(slotsUrl, jamie)).body).toBe(jamieBefore);
    const [slotId] = actionsOf(jamieBefore).keys();
    if (!slotId) throw new Error(`no slots on ${THURSDAY}`);
    expect(actionsOf(jamieBefore).get(slotId)).toEqual({ status: 'BOOK', reason: null });
    await get(slotsUrl, priya);

    const added = await basketCalls(() => t.app).add([slot({ publicId: slotId })], jamie);
    expect(added.statusCode, added.body).toBe(200);

    expect(actionsOf((await get(slotsUrl, jamie)).body).get(slotId)).toEqual({
      status: 'CANCEL_RESERVATION',
      reason: null,
    });
    // The court is held for Jamie: full for everyone else, his reservation shown to him alone.
    expect(actionsOf((await get(slotsUrl, priya)).body).get(slotId)).toEqual({
      status: 'FULL',
      reason: FULL_REASON,
    });
    await t.db.execute(sql`delete from cart_items`);
  });
});

describe('anonymous availability served from the cache', () => {
  const timesUrl = `${BASE}/activity/badminton-60min/v2/times?date=${THURSDAY}`;
  const slotsUrl = `${BASE}/activity/badminton-60min/v2/slots?date=${THURSDAY}`;

  afterEach(async () => {
    await t.db.execute(
      sql`update categories set release_days_before = 6 where slug = 'badminton-60min'`,
    );
  });

  it('shows a booking on the very next read, however often the day was read before', async () => {
    const slotsBefore = SlotsV2.parse((await get(slotsUrl)).json()).data;
    const timesBefore = TimesV2.parse((await get(timesUrl)).json()).data;
    expect((await get(slotsUrl)).body).toBe(JSON.stringify({ data: slotsBefore }));
    expect((await get(timesUrl)).body).toBe(JSON.stringify({ data: timesBefore }));

    const [slot] = slotsBefore;
    if (!slot) throw new Error(`no slots on ${THURSDAY}`);
    await t.db
      .update(occurrences)
      .set({ booked: sql`${occurrences.capacity}` })
      .where(eq(occurrences.publicId, slot.id));

    const [slotAfter] = SlotsV2.parse((await get(slotsUrl)).json()).data;
    expect(slotAfter).toMatchObject({
      id: slot.id,
      bookings_count: slot.capacity,
      spaces: 0,
      action_to_show: { status: 'FULL', reason: FULL_REASON },
    });
    const timesAfter = TimesV2.parse((await get(timesUrl)).json()).data;
    const row = timesAfter.find((times) => times.composite_key === slot.composite_key);
    const rowBefore = timesBefore.find((times) => times.composite_key === slot.composite_key);
    expect(row?.spaces).toBe((rowBefore?.spaces ?? 0) - slot.spaces);
  });

  it('shows a booking to every read that starts after it commits, while other reads are in flight', async () => {
    const [slot] = SlotsV2.parse((await get(slotsUrl)).json()).data;
    if (!slot) throw new Error(`no slots on ${THURSDAY}`);
    const spacesOf = (body: string) =>
      SlotsV2.parse(JSON.parse(body)).data.find((row) => row.id === slot.id)?.spaces;
    const inFlight = Array.from({ length: 20 }, () => get(slotsUrl));
    await t.db
      .update(occurrences)
      .set({ booked: sql`${occurrences.capacity}` })
      .where(eq(occurrences.publicId, slot.id));
    const after = await Promise.all(Array.from({ length: 20 }, () => get(slotsUrl)));
    expect(after.map((response) => spacesOf(response.body))).toEqual(after.map(() => 0));
    for (const response of await Promise.all(inFlight)) expect(response.statusCode).toBe(200);
  });

  it('releases sessions at the release instant, not a moment later', async () => {
    // Released two days ahead, Thursday opens at 22:00 BST on Tuesday (21:00 UTC): inside the
    // anonymous window. The cached day is read half a second before and at the instant itself,
    // well inside the cache's time-to-live, so only the release boundary can refresh it.
    await t.db.execute(
      sql`update categories set release_days_before = 2 where slug = 'badminton-60min'`,
    );
    const release = Date.parse('2026-10-20T21:00:00Z');
    const firstAction = async () =>
      TimesV2.parse((await get(timesUrl)).json()).data[0]?.action_to_show;

    t.clock.set(new Date(release - 500));
    expect(await firstAction()).toEqual({ status: null, reason: NOT_RELEASED_REASON });
    t.clock.advance(499);
    expect(await firstAction()).toEqual({ status: null, reason: NOT_RELEASED_REASON });
    t.clock.advance(1);
    expect(await firstAction()).toEqual({ status: 'BOOK', reason: null });
  });

  it('words the difference for the instant of the request', async () => {
    // TEST_NOW is 10:00 in London: the 11:00 courts are "1 hour from now" until half a second
    // has passed, when the rounded distance drops to 3,599 seconds.
    const todayUrl = `${BASE}/activity/badminton-60min/v2/slots?date=2026-10-20`;
    const difference = async () => {
      const slots = SlotsV2.parse((await get(todayUrl)).json()).data;
      const eleven = slots.find((slot) => slot.starts_at.format_24_hour === '11:00');
      if (!eleven) throw new Error('no 11:00 court today');
      return eleven.date.difference;
    };
    expect(await difference()).toBe('1 hour from now');
    t.clock.advance(500);
    expect(await difference()).toBe('1 hour from now');
    t.clock.advance(1);
    expect(await difference()).toBe('59 minutes from now');
  });

  it('shows a change to the operator or the activity on the next read', async () => {
    expect((await get(timesUrl)).statusCode).toBe(200);
    await t.db.update(operators).set({ currencyCode: 'EUR' });
    const [inEuros] = TimesV2.parse((await get(timesUrl)).json()).data;
    expect(inEuros?.price.formatted_amount).toMatch(/^€/);
    await t.db.update(operators).set({ currencyCode: 'GBP' });
    await t.db.execute(
      sql`update categories set release_days_before = 2 where slug = 'badminton-60min'`,
    );
    const [row] = TimesV2.parse((await get(timesUrl)).json()).data;
    expect(row?.first_bookable_at.utc).toBe('2026-10-20T21:00:00+00:00');
  });

  it('never gives a signed-in member the anonymous body', async () => {
    const [anonymous] = SlotsV2.parse((await get(slotsUrl)).json()).data;
    expect(anonymous?.price.formatted).toBe('£12.85');
    const headers = bearer(await signIn(t.app, ALEX.email));
    const [member] = SlotsV2.parse((await get(slotsUrl, headers)).json()).data;
    expect(member?.price.formatted).toBe('£9.80');
  });
});
