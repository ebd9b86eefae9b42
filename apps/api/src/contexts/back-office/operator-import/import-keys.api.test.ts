import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALEX, bearer, DESK_MANAGER, FRONT_DESK, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

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
    type Keys = { data: Array<{ operator_id: string; lido_id: string; venue_id: number | null }> };
    // The demo's own catalogue is imported: its venues are listed by the demo's ids.
    const demo = (await getKeys('venues')).json<Keys>();
    expect(demo.data).toHaveLength(14);
    expect(demo.data.find((row) => row.operator_id === 'SCO')).toEqual({
      operator_id: 'SCO',
      lido_id: '90001',
      name: 'Swiss Cottage Leisure Centre',
      slug: 'swiss-cottage-leisure-centre',
      venue_id: null,
      v2_type: null,
    });
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/import',
      headers: manager,
      payload: { files, dry_run: false },
    });
    expect(imported.statusCode).toBe(200);

    const venues = (await getKeys('venues')).json<Keys>();
    expect(
      venues.data.filter((row) => !demo.data.some((old) => old.lido_id === row.lido_id)),
    ).toEqual([
      {
        operator_id: 'console-kings-cross',
        lido_id: expect.stringMatching(/^\d+$/) as string,
        name: 'Kings Cross Pool',
        slug: 'kings-cross-pool',
        venue_id: null,
        v2_type: null,
      },
    ]);
    const venueId = Number(
      venues.data.find((row) => row.operator_id === 'console-kings-cross')!.lido_id,
    );
    const ofKingsCross = async (kind: string) =>
      (await getKeys(kind)).json<Keys>().data.filter((row) => row.venue_id === venueId);
    expect({ data: await ofKingsCross('locations') }).toEqual({
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
    expect({ data: await ofKingsCross('activities') }).toEqual({
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
