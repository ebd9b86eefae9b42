import {
  IN_QUEUE_MESSAGE,
  ONLY_MANAGER_CHANGES_QUEUE,
  QUEUE_PASS_HEADER,
  QUEUE_PASS_TAKEN_MESSAGE,
  type QueueStatus,
  type ReleaseQueueConsole,
} from '@lido/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import { basketCalls, slot } from '../../../test-support/basket-calls';
import { changeCapacities } from '../../timetable/timetable';
import { findOccurrence, type TestOccurrence } from '../../../test-support/occurrences';
import {
  ALEX,
  bearer,
  DESK_MANAGER,
  FRONT_DESK,
  PRIYA,
  signIn,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

// Swiss Cottage's activities are released at 10:30 (09:30 UTC in October) for the sixth day on:
// the waiting room opens at 10:15 and lets people in until 10:50.
const VENUE = 'swiss-cottage-leisure-centre';
const PRE_QUEUE = new Date('2026-10-20T09:20:00Z');
const OPENING = new Date('2026-10-20T09:30:00Z');
const CLOSING = new Date('2026-10-20T09:50:00Z');
const SETTINGS = { enabled: true, pre_queue_minutes: 15, admission_minutes: 20 };

let t: TestApp;
let manager: string;
let spin: TestOccurrence;
const { add } = basketCalls(() => t.app);

const queueUrl = `/api/release-queue/venues/${VENUE}`;

async function join(headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'POST', url: `${queueUrl}/tickets`, headers });
  expect(response.statusCode).toBe(200);
  return {
    pass: response.headers[QUEUE_PASS_HEADER] as string,
    cookie: response.cookies.find((cookie) => cookie.name === 'lido_queue'),
    status: response.json<{ data: QueueStatus }>().data,
  };
}

async function statusOf(pass: string): Promise<QueueStatus> {
  const response = await t.app.inject({
    method: 'GET',
    url: queueUrl,
    headers: { [QUEUE_PASS_HEADER]: pass },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: QueueStatus }>().data;
}

beforeAll(async () => {
  t = await createTestApp();
  manager = await signIn(t.app, DESK_MANAGER.email, { as: 'staff' });
  await t.db.execute(sql`update categories set release_time = '10:30' where venue_id = 90001`);
  spin = await findOccurrence(t.db, { venue: VENUE, activity: 'spin', date: '2026-10-26' });
});
afterAll(() => t.close());

describe('the waiting room settings', () => {
  it('are a manager’s: 401 signed out, 403 for a customer and a receptionist', async () => {
    const put = (headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/release-queue', headers, payload: SETTINGS });
    expect((await put({})).statusCode).toBe(401);
    expect((await put(bearer(await signIn(t.app, ALEX.email)))).statusCode).toBe(403);
    const receptionist = await put(bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' })));
    expect(receptionist.statusCode).toBe(403);
    expect(receptionist.json<{ message: string }>().message).toBe(ONLY_MANAGER_CHANGES_QUEUE);
  });

  it('are off until a manager turns them on: no queue, and booking as usual', async () => {
    t.clock.set(PRE_QUEUE);
    expect((await join()).status.state).toBe('none');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/release-queue',
      headers: bearer(manager),
      payload: SETTINGS,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: ReleaseQueueConsole }>().data.settings).toEqual(SETTINGS);
  });
});

describe('a release with its waiting room on', () => {
  const early: { pass: string }[] = [];

  it('gives arrivals before the opening a place without a number, to be drawn', async () => {
    t.clock.set(PRE_QUEUE);
    for (let index = 0; index < 5; index += 1) {
      const joined = await join();
      expect(joined.status.state).toBe('waiting');
      expect(joined.status.position).toBe(null);
      expect(joined.status.opens_at?.utc).toBe('2026-10-20T09:30:00+00:00');
      // The pass is a cookie no script can read, and the header for clients without cookies.
      expect(joined.cookie?.httpOnly).toBe(true);
      expect(joined.cookie?.value).toBe(joined.pass);
      early.push(joined);
    }
    // Joining again with the pass keeps the place.
    const again = await join({ [QUEUE_PASS_HEADER]: early[0]?.pass ?? '' });
    expect(again.pass).toBe(early[0]?.pass);
  });

  it('refuses a place in a session released at the opening to anyone not let in: 429 with Retry-After', async () => {
    t.clock.set(OPENING);
    const refused = await add([slot(spin)]);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(3);
    expect(refused.json()).toEqual({ message: IN_QUEUE_MESSAGE, code: 'IN_QUEUE' });
    // A session released before today's opening is booked as usual.
    const earlier = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'spin',
      date: '2026-10-25',
    });
    expect((await add([slot(earlier)])).statusCode).toBe(200);
  });

  it('draws the early arrivals in a random order at the opening; later ones join at the back in order', async () => {
    t.clock.set(new Date(OPENING.getTime() + 1000));
    const later = [await join(), await join()];
    const drawn = await Promise.all(early.map(({ pass }) => statusOf(pass)));
    expect(drawn.map((status) => status.position).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(later.map(({ status }) => status.position)).toEqual([6, 7]);
    expect(later[1]?.status.estimated_wait_seconds).toBeGreaterThan(0);
  });

  it('lets the line in from the front, at its pace', async () => {
    // Two tenths of a second at 600 a minute lets two in.
    t.clock.set(new Date(OPENING.getTime() + 1200));
    expect(await t.app.admitFromReleaseQueues()).toEqual({ drawn: 0, admitted: 2 });
    const statuses = await Promise.all(early.map(({ pass }) => statusOf(pass)));
    const admitted = statuses.filter((status) => status.state === 'admitted');
    expect(admitted).toHaveLength(2);
    expect(admitted[0]?.admitted_until?.utc).toBe('2026-10-20T09:50:01+00:00');
    const waiting = statuses.filter((status) => status.state === 'waiting');
    expect(waiting.map((status) => status.position).sort()).toEqual([1, 2, 3]);
  });

  it('lets an admitted visitor book, bound to the first account that books with the pass', async () => {
    const statuses = await Promise.all(early.map(({ pass }) => statusOf(pass)));
    const [first, second] = early.filter((_, index) => statuses[index]?.state === 'admitted');
    const waiting = early.find((_, index) => statuses[index]?.state === 'waiting');
    const alex = await signIn(t.app, ALEX.email);
    const priya = await signIn(t.app, PRIYA.email);

    const inLine = await add([slot(spin)], {
      ...bearer(alex),
      [QUEUE_PASS_HEADER]: waiting?.pass ?? '',
    });
    expect(inLine.statusCode).toBe(429);

    const booked = await add([slot(spin)], {
      ...bearer(alex),
      [QUEUE_PASS_HEADER]: first?.pass ?? '',
    });
    expect(booked.statusCode).toBe(200);
    const shared = await add([slot(spin)], {
      ...bearer(priya),
      [QUEUE_PASS_HEADER]: first?.pass ?? '',
    });
    expect(shared.statusCode).toBe(403);
    expect(shared.json<{ message: string }>().message).toBe(QUEUE_PASS_TAKEN_MESSAGE);
    // An anonymous visitor let in books with the cookie the site keeps.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/activities/cart/add',
      cookies: { lido_queue: second?.pass ?? '' },
      payload: { items: [slot(spin)] },
    });
    expect(anonymous.statusCode).toBe(200);
  });

  it('shows the manager the live line', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/release-queue',
      headers: bearer(manager),
    });
    const [queue] = response.json<{ data: ReleaseQueueConsole }>().data.queues;
    expect(queue).toMatchObject({
      venue: 'Swiss Cottage Leisure Centre',
      joined: 7,
      admitted: 2,
      waiting: 5,
    });
    expect(queue?.admitted_per_minute).toBe(600);
  });

  it('lets everyone still in line in at once when every place the opening released is taken', async () => {
    // The sessions this opening released (each activity's date: the opening's, plus its release
    // days), made full where they stand through the timetable's own writer; given back afterwards.
    const released = await rowsOf<{ id: number; capacity: number; booked: number }>(
      t.db,
      sql`select o.id::float8 as id, o.capacity, o.booked from occurrences o
        join categories c on c.id = o.category_id
        where c.venue_id = 90001 and o.date = '2026-10-20'::date + c.release_days_before`,
    );
    expect(released.length).toBeGreaterThan(0);
    const full = released.map((row) => ({ occurrenceId: row.id, capacity: row.booked }));
    expect(await changeCapacities(t.db, full)).toHaveLength(released.length);
    try {
      t.clock.set(new Date(OPENING.getTime() + 1400));
      // Two tenths of a second would let in two; sold out, the five still waiting go in at once.
      expect(await t.app.admitFromReleaseQueues()).toEqual({ drawn: 0, admitted: 5 });
      const statuses = await Promise.all(early.map(({ pass }) => statusOf(pass)));
      expect(statuses.map((status) => status.state)).toEqual(Array(5).fill('admitted'));
    } finally {
      await changeCapacities(
        t.db,
        released.map((row) => ({ occurrenceId: row.id, capacity: row.capacity })),
      );
    }
  });

  it('opens the doors to everyone when the window closes', async () => {
    t.clock.set(CLOSING);
    expect((await join()).status.state).toBe('none');
    const priya = await signIn(t.app, PRIYA.email);
    expect((await add([slot(spin)], bearer(priya))).statusCode).toBe(200);
  });
});
