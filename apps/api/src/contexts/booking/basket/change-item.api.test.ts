import type { Cart } from '@lido/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { basketCalls, slot } from '../../../test-support/basket-calls';
import { cardCheckout } from '../../../test-support/card-checkout';
import { bookedCount, findOccurrence, setBooked } from '../../../test-support/occurrences';
import { bearer, PRIYA, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { NO_SESSION_AT_LOCATION } from './change-item';

// Changing a basket item's location: the same court session at another court, as a customer
// does who picked Court 1 and would rather play on Court 2.

const VENUE = 'swiss-cottage-leisure-centre';

let t: TestApp;
let priya: string;

beforeAll(async () => {
  t = await createTestApp();
  priya = await signIn(t.app, PRIYA.email);
});
afterAll(() => t.close());

const { add } = basketCalls(() => t.app);
const { emptyBasket } = cardCheckout(() => t.app);
afterEach(() => emptyBasket(priya));

const court = (nth: number) =>
  findOccurrence(t.db, {
    venue: VENUE,
    activity: 'badminton-60min',
    date: '2026-10-23',
    time: '18:00',
    nth,
  });

const change = (cartItemId: number, options: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/activities/cart/${cartItemId}`,
    headers: bearer(priya),
    payload: { options },
  });

describe('PUT /api/activities/cart/{cartItemId} with a location', () => {
  it('moves the place to the same session at another court, claiming there and giving back here', async () => {
    const [first, second] = [await court(0), await court(1)];
    const added = (await add([slot(first)], bearer(priya))).json<{ data: Cart }>().data;
    const itemId = added.items[0]?.id ?? 0;
    const before = [await bookedCount(t.db, first.id), await bookedCount(t.db, second.id)];

    const moved = await change(itemId, { location_id: second.locationId });
    expect(moved.statusCode, moved.body).toBe(200);
    const cart = moved.json<{ data: Cart }>().data;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.id).toBe(itemId);
    expect(cart.items[0]?.cartable_resource.location?.id).toBe(String(second.locationId));
    expect(cart.items[0]?.price.raw).toBe(1285);
    expect(await bookedCount(t.db, first.id)).toBe((before[0] ?? 0) - 1);
    expect(await bookedCount(t.db, second.id)).toBe((before[1] ?? 0) + 1);
  });

  it('refuses a full court or a location without the session, and changes nothing', async () => {
    const [first, second, third] = [await court(0), await court(1), await court(2)];
    const added = (await add([slot(first)], bearer(priya))).json<{ data: Cart }>().data;
    const itemId = added.items[0]?.id ?? 0;
    const held = await bookedCount(t.db, first.id);

    await setBooked(t.db, second.id, second.capacity);
    const full = await change(itemId, { location_id: second.locationId });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'SESSION_FULL' });
    await setBooked(t.db, second.id, second.booked);

    const nowhere = await change(itemId, { location_id: 999_999 });
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json()).toMatchObject({
      errors: { 'options.location_id': [NO_SESSION_AT_LOCATION] },
    });

    expect(await bookedCount(t.db, first.id)).toBe(held);
    expect(await bookedCount(t.db, third.id)).toBe(third.booked);
    const cart = await t.app.inject({
      method: 'GET',
      url: '/api/activities/cart',
      headers: bearer(priya),
    });
    const item = cart.json<{ data: Cart }>().data.items[0];
    expect(item?.cartable_resource.location?.id).toBe(String(first.locationId));
  });
});
