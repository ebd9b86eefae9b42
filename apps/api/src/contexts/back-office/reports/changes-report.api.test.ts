import type { ChangesReport } from '@lido/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOccurrence, type TestOccurrence } from '../../../test-support/occurrences';
import {
  bearer,
  DESK_MANAGER,
  FRONT_DESK,
  PRIYA,
  signIn,
  signInOtherOperatorManager,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

// TEST_NOW is Tuesday 20 October 2026, 10:00 in London. Dana Whitfield (the desk manager) gives
// Swiss Cottage's Yoga two more places and cancels a Pilates class; the audit shows both.

let t: TestApp;
let manager: Record<string, string>;
let yoga: TestOccurrence;
let pilates: TestOccurrence;
const venue = 'swiss-cottage-leisure-centre';
const today = '?from=2026-10-20&to=2026-10-20';

beforeAll(async () => {
  t = await createTestApp();
  manager = bearer(await signIn(t.app, DESK_MANAGER.email, { as: 'staff' }));
  yoga = await findOccurrence(t.db, { venue, activity: 'yoga', date: '2026-10-24' });
  pilates = await findOccurrence(t.db, { venue, activity: 'pilates', date: '2026-10-22' });
  const raised = await t.app.inject({
    method: 'PUT',
    url: `/api/staff/occurrences/${yoga.id}/capacity`,
    headers: manager,
    payload: { capacity: yoga.capacity + 2 },
  });
  expect(raised.statusCode, raised.body).toBe(200);
  const cancelled = await t.app.inject({
    method: 'POST',
    url: `/api/admin/occurrences/${pilates.id}/cancel`,
    headers: manager,
    payload: { reason: 'Instructor ill' },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const changes = (query: string, headers: Record<string, string> = manager) =>
  t.app.inject({ method: 'GET', url: `/api/admin/reports/changes${query}`, headers });

describe('the audit of changes', () => {
  it('lists who changed what, when, from what and to what, newest first', async () => {
    const response = await changes(today);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<{ data: ChangesReport }>().data;
    expect(report.venue).toEqual({ id: 90001, name: 'Swiss Cottage Leisure Centre' });
    expect(report.rows.slice(0, 2)).toEqual([
      {
        at: '2026-10-20T09:00:00.000Z',
        by: 'Dana Whitfield',
        action: 'session-cancelled',
        label: 'Session cancelled',
        subject: `Session ${pilates.id}`,
        before: 'cancelled no',
        after: 'cancelled yes, reason Instructor ill',
      },
      {
        at: '2026-10-20T09:00:00.000Z',
        by: 'Dana Whitfield',
        action: 'session-capacity',
        label: 'Capacity changed',
        subject: `Session ${yoga.id}`,
        before: `places ${yoga.capacity}`,
        after: `places ${yoga.capacity + 2}`,
      },
    ]);
    // Another period has none of them.
    const yesterday = await changes('?from=2026-10-19&to=2026-10-19');
    expect(yesterday.json<{ data: ChangesReport }>().data.rows).toEqual([]);
  });

  it('lists the operator’s imports that changed something at every venue, with what they did', async () => {
    const file = {
      name: 'venues.csv',
      content: [
        'venue_id,name,address_line_1,town,area,postcode,lat,lng',
        'KX-01,Kings Cross Pool,1 Goods Way,London,Camden,N1C 4AB,51.535,-0.125',
      ].join('\n'),
    };
    const importFile = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/import',
        headers: manager,
        payload: { files: [file] },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await importFile();
    // The same file again changes nothing, so it is no change to list.
    await importFile();
    const imports = async (venueId: number) =>
      (await changes(`${today}&venue_id=${venueId}`))
        .json<{ data: ChangesReport }>()
        .data.rows.filter((row) => row.action === 'import');
    const expected = [
      {
        at: '2026-10-20T09:00:00.000Z',
        by: 'Dana Whitfield',
        action: 'import',
        label: 'Import',
        subject: 'venues.csv',
        before: null,
        after: 'venues 1 created',
      },
      // The demo's own catalogue, imported by the seed (no one signed in: the command line's way).
      expect.objectContaining({
        by: 'Command line',
        subject: expect.stringContaining('schedules.csv') as string,
        after: expect.stringMatching(/^venues 14 created; locations \d+ created;/) as string,
      }),
    ];
    expect(await imports(90001)).toEqual(expected);
    expect(await imports(90002)).toEqual(expected);
  });

  it('is for managers: 401 signed out, 403 for customers and receptionists, 404 for another operator’s venue', async () => {
    expect((await changes(today, {})).statusCode).toBe(401);
    const customer = bearer(await signIn(t.app, PRIYA.email));
    expect((await changes(today, customer)).statusCode).toBe(403);
    const receptionist = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
    expect((await changes(today, receptionist)).statusCode).toBe(403);
    const otherOperator = bearer(await signInOtherOperatorManager(t.app, t.db));
    expect((await changes(`${today}&venue_id=90001`, otherOperator)).statusCode).toBe(404);
  });

  it('wants a period that ends after it starts', async () => {
    const response = await changes('?from=2026-10-20&to=2026-10-19');
    expect(response.statusCode).toBe(422);
  });
});
