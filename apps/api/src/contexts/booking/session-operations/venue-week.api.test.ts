import { randomUUID } from 'node:crypto';
import { ONLY_MANAGER_OPERATES_SESSIONS, type VenueWeek } from '@lido/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import { findOccurrence } from '../../../test-support/occurrences';
import {
  bearer,
  DESK_MANAGER,
  FRONT_DESK,
  PRIYA,
  signIn,
  signInOtherOperatorManager,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';
import { extendOccurrenceHorizon } from '../../timetable/timetable';

// TEST_NOW is Tuesday 20 October 2026, 10:00 in London; the clocks go back an hour early on
// Sunday 25 October (BST, UTC+1, to GMT). Swiss Cottage's Spin runs on Saturdays at 08:30 and on
// Sundays at 09:00, local time, whichever side of the change.
const venue = 'swiss-cottage-leisure-centre';

let t: TestApp;
let manager: string;

function week(slug: string, headers: Record<string, string>, from?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/admin/venues/${slug}/week${from === undefined ? '' : `?from=${from}`}`,
    headers,
  });
}

async function weekOf(from?: string): Promise<VenueWeek> {
  const response = await week(venue, bearer(manager), from);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: VenueWeek }>().data;
}

const sessionsNamed = (answer: VenueWeek, name: string) =>
  answer.sessions.filter((session) => session.name === name);

async function utcStartOf(occurrenceId: number): Promise<string> {
  const [row] = await rowsOf<{ starts_at: string }>(
    t.db,
    sql`select to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as starts_at
      from occurrences where id = ${occurrenceId}`,
  );
  return row!.starts_at;
}

beforeAll(async () => {
  t = await createTestApp();
  manager = await signIn(t.app, DESK_MANAGER.email, { as: 'staff' });
  await extendOccurrenceHorizon(t.db, TEST_NOW, 21);
});
afterAll(async () => {
  await t.close();
});

describe('a venue’s week', () => {
  it('is this week from Monday when no date is given, with classes, courts and drop-in sessions', async () => {
    const answer = await weekOf();
    expect(answer).toMatchObject({
      venue: { id: 90001, slug: venue, name: expect.any(String) as string },
      from: '2026-10-19',
      to: '2026-10-25',
    });
    const dates = new Set(answer.sessions.map((session) => session.date));
    expect([...dates].sort()).toEqual([
      '2026-10-19',
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ]);
    expect(new Set(answer.sessions.map((session) => session.kind))).toEqual(
      new Set(['class', 'slot', 'ticketed']),
    );
    const spin = await findOccurrence(t.db, { venue, activity: 'spin', date: '2026-10-24' });
    expect(answer.sessions.find((session) => session.occurrence_id === spin.id)).toEqual({
      occurrence_id: spin.id,
      kind: 'class',
      name: 'Spin',
      location_name: 'Studio 1',
      date: '2026-10-24',
      start_time: '08:30',
      end_time: '09:15',
      capacity: spin.capacity,
      booked: spin.booked,
      waiting: 0,
      cancelled: false,
    });
  });

  it('counts the customers still waiting for a full session, not those offered a place', async () => {
    const answer = await weekOf('2026-10-19');
    const full = answer.sessions.find((session) => session.waiting > 0);
    expect(full).toBeDefined();
    const [counts] = await rowsOf<{ waiting: number; others: number }>(
      t.db,
      sql`select count(*) filter (where status = 'waiting')::int as waiting,
          count(*) filter (where status <> 'waiting')::int as others
        from waitlist_entries where occurrence_id = ${full!.occurrence_id}`,
    );
    expect(full!.waiting).toBe(counts!.waiting);

    await t.db.execute(
      sql`update waitlist_entries set status = 'offered', offered_at = now(),
          offer_expires_at = now() + interval '1 hour'
        where occurrence_id = ${full!.occurrence_id} and status = 'waiting'`,
    );
    const after = await weekOf('2026-10-19');
    expect(
      after.sessions.find((session) => session.occurrence_id === full!.occurrence_id)?.waiting,
    ).toBe(0);
  });

  it('shows each session’s London time either side of the October clock change', async () => {
    // The week of 19 October ends on the Sunday the clocks go back: Saturday's Spin is in BST
    // (07:30 UTC), Sunday's in GMT (09:00 UTC).
    const before = sessionsNamed(await weekOf('2026-10-19'), 'Spin');
    const saturday24 = before.find((session) => session.date === '2026-10-24')!;
    const sunday25 = before.find((session) => session.date === '2026-10-25')!;
    expect(saturday24).toMatchObject({ start_time: '08:30', end_time: '09:15' });
    expect(sunday25).toMatchObject({ start_time: '09:00', end_time: '09:45' });
    expect(await utcStartOf(saturday24.occurrence_id)).toBe('2026-10-24T07:30Z');
    expect(await utcStartOf(sunday25.occurrence_id)).toBe('2026-10-25T09:00Z');

    // The next week is all GMT: Saturday's Spin at 08:30 local is 08:30 UTC.
    const nextWeek = sessionsNamed(await weekOf('2026-10-26'), 'Spin');
    const saturday31 = nextWeek.find((session) => session.date === '2026-10-31')!;
    expect(saturday31).toMatchObject({ start_time: '08:30', end_time: '09:15' });
    expect(await utcStartOf(saturday31.occurrence_id)).toBe('2026-10-31T08:30Z');
  });

  it('lists a cancelled session marked as cancelled', async () => {
    const yoga = await findOccurrence(t.db, { venue, activity: 'yoga', date: '2026-10-23' });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/occurrences/${yoga.id}/cancel`,
      headers: { ...bearer(manager), 'idempotency-key': randomUUID() },
      payload: { reason: 'The studio floor is being relaid.' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const listed = (await weekOf('2026-10-19')).sessions.find(
      (session) => session.occurrence_id === yoga.id,
    );
    expect(listed).toMatchObject({ name: 'Yoga', cancelled: true });
  });

  it('refuses a from that is not a date with a message about it', async () => {
    for (const from of ['2026-13-01', 'monday', '2026-10-19T00:00']) {
      const response = await week(venue, bearer(manager), from);
      expect(response.statusCode, from).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors.from).toEqual([
        expect.stringMatching(/date/),
      ]);
    }
  });

  it('answers 404 for a venue there is none of', async () => {
    for (const slug of ['no-such-leisure-centre', '99999', 'swiss%00cottage', "x'%20or%201=1--"]) {
      const response = await week(slug, bearer(manager));
      expect(response.statusCode, slug).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, slug).toBeLessThan(500);
    }
    expect((await week('no-such-leisure-centre', bearer(manager))).statusCode).toBe(404);
  });
});

describe('who may see a venue’s week', () => {
  it('is a manager of the venue’s operator, at any of its venues', async () => {
    expect((await week(venue, {})).statusCode).toBe(401);

    const customer = await week(venue, bearer(await signIn(t.app, PRIYA.email)));
    expect(customer.statusCode).toBe(403);

    const desk = await week(venue, bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' })));
    expect(desk.statusCode).toBe(403);
    expect(desk.json<{ message: string }>().message).toBe(ONLY_MANAGER_OPERATES_SESSIONS);

    // Dana works at Swiss Cottage; Britannia is another of the operator's venues.
    const otherVenue = await week('britannia-leisure-centre', bearer(manager), '2026-10-19');
    expect(otherVenue.statusCode, otherVenue.body).toBe(200);
    expect(otherVenue.json<{ data: VenueWeek }>().data.venue.id).toBe(90002);

    const otherOperator = await week(
      venue,
      bearer(await signInOtherOperatorManager(t.app, t.db)),
      '2026-10-19',
    );
    expect(otherOperator.statusCode).toBe(404);
  });
});
