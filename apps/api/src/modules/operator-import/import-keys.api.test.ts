import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALEX, bearer, DESK_MANAGER, FRONT_DESK, signIn } from '../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let manager: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  manager = bearer(await signIn(t.app, DESK_MANAGER.email, { as: 'staff' }));
});
afterAll(() => t.close());

const getKeys = (kind: string, headers: Record<string, string> = manager) =>
  t.app.inject({ method: 'GET', url: `/api/admin/import/keys?kind=${kind}`, headers });

const files = [
  {
    name: 'venues.json',
    content: JSON.stringify([
      {
        venue_id: 'console-kings-cross',
        name: 'Kings Cross Pool',
        address_line_1: '1 Goods Way',
        town: 'London',
        area: 'Camden',
        postcode: 'N1C 4AB',
        lat: 51.535,
        lng: -0.125,
      },
    ]),
  },
  {
    name: 'locations.json',
    content: JSON.stringify([
      {
        location_id: 'kx-studio',
        venue_id: 'console-kings-cross',
        name: 'Studio 1',
        type: 'studio',
      },
    ]),
  },
  {
    name: 'activities.json',
    content: JSON.stringify([
      {
        activity_id: 'kx-yoga',
        venue_id: 'console-kings-cross',
        name: 'Yoga',
        kind: 'class',
        location_ids: ['kx-studio'],
      },
    ]),
  },
];

describe('GET /api/admin/import/keys', () => {
  it('is for managers only: 401 signed out, 403 for a customer and for a receptionist', async () => {
    expect((await getKeys('venues', {})).statusCode).toBe(401);
    const customer = await getKeys('venues', bearer(await signIn(t.app, ALEX.email)));
    expect(customer.statusCode).toBe(403);
    const receptionist = await getKeys(
      'venues',
      bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' })),
    );
    expect(receptionist.statusCode).toBe(403);
    expect(receptionist.json()).toMatchObject({ message: 'Only a manager can use the console.' });
  });

  it('refuses a kind the console does not choose from', async () => {
    expect((await getKeys('customers')).statusCode).toBe(422);
  });

  it('lists the operator ids imported so far with Lido ids, names and venues', async () => {
    expect((await getKeys('venues')).json()).toEqual({ data: [] });
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/import',
      headers: manager,
      payload: { files, dry_run: false },
    });
    expect(imported.statusCode).toBe(200);

    const venues = (await getKeys('venues')).json<{ data: Array<{ lido_id: string }> }>();
    expect(venues.data).toEqual([
      {
        operator_id: 'console-kings-cross',
        lido_id: expect.stringMatching(/^\d+$/) as string,
        name: 'Kings Cross Pool',
        slug: 'kings-cross-pool',
        venue_id: null,
        v2_type: null,
      },
    ]);
    const venueId = Number(venues.data[0]!.lido_id);
    expect((await getKeys('locations')).json()).toEqual({
      data: [
        {
          operator_id: 'kx-studio',
          lido_id: expect.stringMatching(/^\d+$/) as string,
          name: 'Studio 1',
          slug: null,
          venue_id: venueId,
          v2_type: null,
        },
      ],
    });
    expect((await getKeys('activities')).json()).toEqual({
      data: [
        {
          operator_id: 'kx-yoga',
          lido_id: expect.any(String) as string,
          name: 'Yoga',
          slug: 'yoga',
          venue_id: venueId,
          v2_type: 'classes',
        },
      ],
    });
  });
});
