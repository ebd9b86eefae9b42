import { randomUUID } from 'node:crypto';
import { ONLY_MANAGER_OPERATES_SESSIONS } from '@lido/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import {
  auditEntriesOn,
  findOccurrence,
  type TestOccurrence,
} from '../../../test-support/occurrences';
import {
  bearer,
  DESK_MANAGER,
  FRONT_DESK,
  JAMIE,
  PRIYA,
  signIn,
  signInOtherOperatorManager,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';
import { applyScheduleRule, extendOccurrenceHorizon } from '../../timetable/timetable';

// TEST_NOW is Tuesday 20 October 2026, 10:00 in London; the clocks go back an hour early on
// Sunday 25 October (BST, UTC+1, to GMT). Swiss Cottage's Spin runs on Saturdays at 08:30 for 45
// minutes with 24 places: Saturday 24 October is before the change, 31 October and 7 November
// after it.
const venue = 'swiss-cottage-leisure-centre';

let t: TestApp;
let manager: string;
let desk: string;
let customer: string;
let saturday24: TestOccurrence;
let saturday31: TestOccurrence;
let saturday7: TestOccurrence;
let scheduleId: number;

interface SessionRow {
  starts_at: string;
  ends_at: string;
  capacity: number;
  cancelled_reason: string | null;
}

async function sessionRow(occurrenceId: number): Promise<SessionRow> {
  const [row] = await rowsOf<SessionRow>(
    t.db,
    sql`select to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as starts_at,
        to_char(ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as ends_at,
        capacity, cancelled_reason
      from occurrences where id = ${occurrenceId}`,
  );
  return row!;
}

function listBooked(id: number, headers: Record<string, string>) {
  return t.app.inject({
    method: 'GET',
    url: `/api/admin/schedules/${id}/booked-sessions`,
    headers,
  });
}

function move(occurrenceId: number, payload: object, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/occurrences/${occurrenceId}/move`,
    headers,
    payload,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  [manager, desk, customer] = await Promise.all([
    signIn(t.app, DESK_MANAGER.email, { as: 'staff' }),
    signIn(t.app, FRONT_DESK.email, { as: 'staff' }),
    signIn(t.app, PRIYA.email),
  ]);
  await extendOccurrenceHorizon(t.db, TEST_NOW, 21);
  const on = (date: string) => findOccurrence(t.db, { venue, activity: 'spin', date });
  [saturday24, saturday31, saturday7] = await Promise.all([
    on('2026-10-24'),
    on('2026-10-31'),
    on('2026-11-07'),
  ]);
  const [row] = await rowsOf<{ schedule_id: number }>(
    t.db,
    sql`select schedule_id from occurrences where id = ${saturday31.id}`,
  );
  scheduleId = row!.schedule_id;
  // Jamie books Saturday 31 October at the desk, paying cash (released early for the test).
  await t.db.execute(
    sql`update categories set release_days_before = 30
      where id = (select category_id from occurrences where id = ${saturday31.id})`,
  );
  const staff = bearer(desk);
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/activities/cart/add',
    headers: staff,
    payload: {
      items: [{ id: saturday31.publicId, type: 'purchasableOccurrence' }],
      selected_user_id: JAMIE.id,
    },
  });
  expect(added.statusCode, added.body).toBe(200);
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/foh/checkout/pay',
    headers: { ...staff, 'idempotency-key': randomUUID() },
    payload: {
      completed_waivers: [],
      payments: [
        { tender_type: 'cash', amount: added.json<{ data: { total: number } }>().data.total },
      ],
      selected_user_id: JAMIE.id,
      terms: [1],
    },
  });
  expect(paid.statusCode, paid.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('a schedule’s rule changes', () => {
  it('moves the sessions without bookings to the new time on both sides of the clock change, and keeps the booked one', async () => {
    expect(await sessionRow(saturday24.id)).toMatchObject({ starts_at: '2026-10-24T07:30Z' });
    expect(await sessionRow(saturday31.id)).toMatchObject({ starts_at: '2026-10-31T08:30Z' });

    // As the operator import writes a changed rule: 09:15, 20 places.
    const applied = await t.db.transaction(async (tx) => {
      await tx.execute(
        sql`update schedules set start_time = '09:15', capacity = 20 where id = ${scheduleId}`,
      );
      return applyScheduleRule(tx, scheduleId, TEST_NOW);
    });

    expect(applied.cancelled).toBe(0);
    expect(applied.updated).toBeGreaterThanOrEqual(2);
    // 09:15 in London: BST before the change, GMT after it; the length stays 45 minutes.
    expect(await sessionRow(saturday24.id)).toEqual({
      starts_at: '2026-10-24T08:15Z',
      ends_at: '2026-10-24T09:00Z',
      capacity: 20,
      cancelled_reason: null,
    });
    expect(await sessionRow(saturday7.id)).toEqual({
      starts_at: '2026-11-07T09:15Z',
      ends_at: '2026-11-07T10:00Z',
      capacity: 20,
      cancelled_reason: null,
    });
    // Booked: left as it was, for the operator to decide.
    expect(await sessionRow(saturday31.id)).toEqual({
      starts_at: '2026-10-31T08:30Z',
      ends_at: '2026-10-31T09:15Z',
      capacity: 24,
      cancelled_reason: null,
    });
    // The horizon does not make a second session on the kept one's day.
    await extendOccurrenceHorizon(t.db, TEST_NOW, 21);
    const [count] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from occurrences
        where schedule_id = ${scheduleId} and date = '2026-10-31'`,
    );
    expect(count?.n).toBe(1);
  });

  it('lists the booked session that no longer matches the rule, with what differs', async () => {
    const response = await listBooked(scheduleId, bearer(manager));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: {
        schedule_id: scheduleId,
        name: 'Spin',
        rule: { weekday: 6, start_time: '09:15', duration_minutes: 45, capacity: 20 },
        sessions: [
          {
            occurrence_id: saturday31.id,
            date: '2026-10-31',
            start_time: '08:30',
            end_time: '09:15',
            bookings: 1,
            capacity: 24,
            differences: ['time', 'capacity'],
            rule_start_time: '09:15',
          },
        ],
      },
    });
  });

  it('moves the booked session to the rule’s time after the clock change, keeping its length, and emails its customer', async () => {
    // Yoga is in Studio 1 from 09:30: the manager is told, and moves it there anyway.
    const warned = await move(
      saturday31.id,
      { starts_at_local: '2026-10-31T09:15' },
      bearer(manager),
    );
    expect(warned.statusCode, warned.body).toBe(409);
    expect(warned.json()).toEqual({
      code: 'LOCATION_CLASH',
      message: 'Studio 1 is in use then: Yoga is on Sat 31 October 2026 from 09:30 to 10:30.',
    });
    const response = await move(
      saturday31.id,
      { starts_at_local: '2026-10-31T09:15', allow_location_clash: true },
      bearer(manager),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: {
        occurrence_id: saturday31.id,
        name: 'Spin',
        from: { date: '2026-10-31', start_time: '08:30', end_time: '09:15' },
        to: { date: '2026-10-31', start_time: '09:15', end_time: '10:00' },
        moved: true,
        customers_emailed: 1,
      },
    });
    expect(await sessionRow(saturday31.id)).toMatchObject({
      starts_at: '2026-10-31T09:15Z',
      ends_at: '2026-10-31T10:00Z',
    });
    expect(await auditEntriesOn(t.db, saturday31.id)).toEqual([
      {
        action: 'session-moved',
        staff_user_id: DESK_MANAGER.id,
        details: {
          occurrence_id: saturday31.id,
          before: { starts_at: '2026-10-31T08:30:00.000Z', ends_at: '2026-10-31T09:15:00.000Z' },
          after: { starts_at: '2026-10-31T09:15:00.000Z', ends_at: '2026-10-31T10:00:00.000Z' },
        },
      },
    ]);
    const [email] = await rowsOf<{ subject: string; text: string; html: string }>(
      t.db,
      sql`select subject, text, html from email_outbox
        where "to" = ${JAMIE.email} and subject like 'Moved: Spin%'`,
    );
    expect(email?.text).toContain('09:15 to 10:00');
    expect(email?.html).toContain('09:15 to 10:00');
    // Its booking moved with it.
    const [booking] = await rowsOf<{ status: string }>(
      t.db,
      sql`select status from bookings where occurrence_id = ${saturday31.id} and customer_id = ${JAMIE.id}`,
    );
    expect(booking?.status).toBe('booked');
    // Only its capacity is off the rule now.
    const listed = await listBooked(scheduleId, bearer(manager));
    expect(
      listed.json<{ data: { sessions: { differences: string[] }[] } }>().data.sessions,
    ).toEqual([expect.objectContaining({ differences: ['capacity'] })]);

    // Moving it where it is changes nothing and emails nobody; date and time work as well.
    const again = await move(saturday31.id, { date: '2026-10-31', time: '09:15' }, bearer(manager));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ data: { moved: false, customers_emailed: 0 } });
  });

  it('refuses a move onto another session of the schedule, into the past, or without a start', async () => {
    const clash = await move(
      saturday31.id,
      { starts_at_local: '2026-10-24T09:15' },
      bearer(manager),
    );
    expect(clash.statusCode).toBe(422);
    const past = await move(
      saturday31.id,
      { starts_at_local: '2026-10-19T09:15' },
      bearer(manager),
    );
    expect(past.statusCode).toBe(422);
    const none = await move(saturday31.id, { date: '2026-10-31' }, bearer(manager));
    expect(none.statusCode).toBe(422);
    const malformed = await move(
      saturday31.id,
      { starts_at_local: '31/10/2026 09:15' },
      bearer(manager),
    );
    expect(malformed.statusCode).toBe(422);
    expect(await sessionRow(saturday31.id)).toMatchObject({ starts_at: '2026-10-31T09:15Z' });
  });

  it('cancels the sessions without bookings on days the rule no longer runs, and keeps the booked one', async () => {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update schedules set ends_on = '2026-10-31' where id = ${scheduleId}`);
      await applyScheduleRule(tx, scheduleId, TEST_NOW);
    });
    expect(await sessionRow(saturday7.id)).toMatchObject({
      cancelled_reason: 'The session no longer runs on this day.',
    });
    expect((await sessionRow(saturday31.id)).cancelled_reason).toBeNull();
    const byId = await t.app.inject({
      method: 'GET',
      url: `/api/v1/activities/occurrences/${saturday7.publicId}`,
      headers: bearer(customer),
    });
    expect(byId.statusCode).toBe(404);
  });
});

describe('who may see booked sessions and move them', () => {
  it('answers 401 signed out', async () => {
    expect((await listBooked(scheduleId, {})).statusCode).toBe(401);
    expect(
      (await move(saturday31.id, { starts_at_local: '2026-10-31T10:00' }, {})).statusCode,
    ).toBe(401);
  });

  it('refuses customers with the desk’s refusal and receptionists with a sentence', async () => {
    for (const response of [
      await listBooked(scheduleId, bearer(customer)),
      await move(saturday31.id, { starts_at_local: '2026-10-31T10:00' }, bearer(customer)),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toBe('Unauthorised.');
    }
    for (const response of [
      await listBooked(scheduleId, bearer(desk)),
      await move(saturday31.id, { starts_at_local: '2026-10-31T10:00' }, bearer(desk)),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toBe(ONLY_MANAGER_OPERATES_SESSIONS);
    }
    expect(await sessionRow(saturday31.id)).toMatchObject({ starts_at: '2026-10-31T09:15Z' });
  });

  it('lets a manager run every venue of the operator, and answers 404 to another operator’s', async () => {
    const [elsewhere] = await rowsOf<{ id: number; schedule_id: number }>(
      t.db,
      sql`select id::float8 as id, schedule_id from occurrences
        where venue_id <> ${DESK_MANAGER.venueId} and venue_id <> 90006
          and starts_at > ${TEST_NOW.toISOString()}::timestamptz limit 1`,
    );
    expect((await listBooked(elsewhere!.schedule_id, bearer(manager))).statusCode).toBe(200);

    const otherOperator = await signInOtherOperatorManager(t.app, t.db);
    expect((await listBooked(scheduleId, bearer(otherOperator))).statusCode).toBe(404);
    const moved = await move(
      saturday31.id,
      { starts_at_local: '2026-10-31T10:00' },
      bearer(otherOperator),
    );
    expect(moved.statusCode).toBe(404);
    expect(await sessionRow(saturday31.id)).toMatchObject({ starts_at: '2026-10-31T09:15Z' });
  });
});
