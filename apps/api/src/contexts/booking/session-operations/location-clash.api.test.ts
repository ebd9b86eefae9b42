import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import {
  auditEntriesOn,
  findOccurrence,
  type TestOccurrence,
} from '../../../test-support/occurrences';
import { bearer, DESK_MANAGER, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';
import { extendOccurrenceHorizon } from '../../timetable/timetable';

// TEST_NOW is Tuesday 20 October 2026, 10:00 in London. Swiss Cottage's Studio 1 on Saturday 24
// October: Spin 08:30 to 09:15, Yoga 09:30 to 10:30, Pilates 11:00 to 11:50. On Sunday 25: Spin
// 09:00 to 09:45, Yoga 10:00 to 11:00, Body Pump 11:00 to 11:55, Reformer Pilates 12:00 to 12:50;
// Aqua Aerobics is in the Teaching Pool from 15:00 and Public Swim in the Main Pool from 12:00.
const venue = 'swiss-cottage-leisure-centre';

let t: TestApp;
let manager: string;

const on = (activity: string, date: string) => findOccurrence(t.db, { venue, activity, date });

function move(occurrenceId: number, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/occurrences/${occurrenceId}/move`,
    headers: bearer(manager),
    payload,
  });
}

async function localStartOf(occurrenceId: number): Promise<string> {
  const [row] = await rowsOf<{ start: string }>(
    t.db,
    sql`select to_char(starts_at at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI') as start
      from occurrences where id = ${occurrenceId}`,
  );
  return row!.start;
}

beforeAll(async () => {
  t = await createTestApp();
  manager = await signIn(t.app, DESK_MANAGER.email, { as: 'staff' });
  await extendOccurrenceHorizon(t.db, TEST_NOW, 21);
});
afterAll(async () => {
  await t.close();
});

describe('moving a session onto another’s time in its location', () => {
  let yoga: TestOccurrence;
  beforeAll(async () => {
    yoga = await on('yoga', '2026-10-24');
  });

  it('is refused with a 409 naming the session in the way, its time and the location, and moves nothing', async () => {
    const response = await move(yoga.id, { date: '2026-10-24', time: '08:30' });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({
      code: 'LOCATION_CLASH',
      message: 'Studio 1 is in use then: Spin is on Sat 24 October 2026 from 08:30 to 09:15.',
    });
    expect(await localStartOf(yoga.id)).toBe('2026-10-24 09:30');
    expect(await auditEntriesOn(t.db, yoga.id)).toEqual([]);
  });

  it('names every session in the way, in order of start', async () => {
    const pilates = await on('pilates', '2026-10-24');
    const response = await move(pilates.id, { starts_at_local: '2026-10-24T09:00' });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      'Studio 1 is in use then: Spin is on Sat 24 October 2026 from 08:30 to 09:15, and Yoga is on Sat 24 October 2026 from 09:30 to 10:30.',
    );
    expect(await localStartOf(pilates.id)).toBe('2026-10-24 11:00');
  });

  it('refuses a move into the past as such, before any session in the way', async () => {
    // Monday 19 October's Yoga is in Studio 1 at 07:00, a day before now.
    const response = await move(yoga.id, { starts_at_local: '2026-10-19T07:00' });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { starts_at_local: ['The new start must be in the future.'] },
    });
  });

  it('moves it there when the manager, told of the clash, goes ahead', async () => {
    const response = await move(yoga.id, {
      date: '2026-10-24',
      time: '08:30',
      allow_location_clash: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: {
        name: 'Yoga',
        to: { date: '2026-10-24', start_time: '08:30', end_time: '09:30' },
        moved: true,
      },
    });
    expect(await localStartOf(yoga.id)).toBe('2026-10-24 08:30');
  });

  it('refuses a go-ahead that is not true or false', async () => {
    const response = await move(yoga.id, {
      date: '2026-10-24',
      time: '09:30',
      allow_location_clash: 'yes',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { allow_location_clash: ['Say whether to move it where another session is then.'] },
    });
  });
});

describe('moving a session where nothing else is in its location then', () => {
  it('moves it up to another’s start (one ending as the other starts is no clash)', async () => {
    const spin = await on('spin', '2026-10-25');
    const response = await move(spin.id, { date: '2026-10-25', time: '09:15' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await localStartOf(spin.id)).toBe('2026-10-25 09:15');
  });

  it('moves it onto the time of a cancelled session', async () => {
    const bodyPump = await on('body-pump', '2026-10-25');
    // Cancelled as a manager cancels one: through the route that owns its places.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/occurrences/${bodyPump.id}/cancel`,
      headers: { ...bearer(manager), 'idempotency-key': randomUUID() },
      payload: { reason: 'Instructor ill' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const reformer = await on('reformer-pilates', '2026-10-25');
    const response = await move(reformer.id, { date: '2026-10-25', time: '11:05' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await localStartOf(reformer.id)).toBe('2026-10-25 11:05');
  });

  it('moves it onto the time of a session in another location', async () => {
    // Public Swim is in the Main Pool from 12:00; Aqua Aerobics is in the Teaching Pool.
    const aqua = await on('aqua-aerobics', '2026-10-25');
    const response = await move(aqua.id, { date: '2026-10-25', time: '12:00' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await localStartOf(aqua.id)).toBe('2026-10-25 12:00');
  });
});
