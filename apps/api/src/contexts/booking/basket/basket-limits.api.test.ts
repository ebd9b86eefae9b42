import { Cart as CartSchema, type Cart } from '@lido/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bookedCount,
  findOccurrence,
  type TestOccurrence,
} from '../../../test-support/occurrences';
import { bearer, PRIYA, signIn } from '../../../test-support/sign-in';
import { TEST_NOW } from '../../../test-support/test-clock';
import { basketCalls } from '../../../test-support/basket-calls';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { extendHolds } from './holds.repository';
import { BASKET_FULL } from './basket-owner';

const VENUE = 'swiss-cottage-leisure-centre';
const MINUTE = 60_000;
let t: TestApp;
const { add, ticketOption } = basketCalls(() => t.app);
let priya: string;

beforeAll(async () => {
  // These tests are about the cap and the holds, so many writes to one basket must get through.
  t = await createTestApp({ LIDO_RATE_LIMITS: 'off' });
  priya = await signIn(t.app, PRIYA.email);
});
afterEach(() => {
  t.clock.set(TEST_NOW);
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
type TicketName = 'Adult' | 'Junior' | 'Concession';

async function swim(date: string, time: string): Promise<TestOccurrence> {
  return findOccurrence(t.db, { venue: VENUE, activity: 'public-swim', date, time });
}

async function tickets(occurrence: TestOccurrence, name: TicketName, quantity: number) {
  return {
    id: occurrence.publicId,
    type: 'purchasableOccurrence',
    pricing_option_id: await ticketOption(occurrence, name),
    quantity,
  };
}

async function changeQuantity(itemId: number, quantity: number, headers: Headers) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/activities/cart/${itemId}`,
    headers,
    payload: { options: { quantity } },
  });
}

function cartIn(response: { statusCode: number; body: string; json: () => unknown }): Cart {
  expect(response.statusCode, response.body).toBe(200);
  return CartSchema.parse((response.json() as { data: unknown }).data);
}

async function cartOf(headers: Headers): Promise<Cart> {
  return cartIn(await t.app.inject({ method: 'GET', url: '/api/activities/cart', headers }));
}

/** Starts an anonymous basket with these items; later calls send its uuid back. */
async function anonymousBasket(items: object[]): Promise<{ cart: Cart; headers: Headers }> {
  const cart = cartIn(await add(items));
  return { cart, headers: { 'x-cart-uuid': cart.uuid } };
}

function itemOf(cart: Cart, occurrence: TestOccurrence, optionId: number) {
  const item = cart.items.find(
    (candidate) =>
      candidate.cartable_id === occurrence.id && candidate.pricing_option_id === optionId,
  );
  if (!item) throw new Error(`no item for occurrence ${occurrence.id}`);
  return item;
}

describe('the cap of 30 places per basket', () => {
  it('refuses the 31st place on add and holds nothing more', async () => {
    const session = await swim('2026-10-22', '07:00');
    const before = await bookedCount(t.db, session.id);
    const { cart, headers } = await anonymousBasket([
      await tickets(session, 'Adult', 20),
      await tickets(session, 'Junior', 10),
    ]);
    expect(cart.item_count).toBe(30);

    const refused = await add([await tickets(session, 'Concession', 1)], headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: BASKET_FULL, code: 'BASKET_FULL' });
    expect(await bookedCount(t.db, session.id)).toBe(before + 30);
    expect((await cartOf(headers)).item_count).toBe(30);
  });

  it('refuses a quantity change on PUT that would take the basket past 30 places, keeping the item as it was', async () => {
    const session = await swim('2026-10-22', '12:00');
    const before = await bookedCount(t.db, session.id);
    const adult = await ticketOption(session, 'Adult');
    const { cart, headers } = await anonymousBasket([
      await tickets(session, 'Adult', 10),
      await tickets(session, 'Junior', 20),
    ]);
    expect(cart.item_count).toBe(30);

    const refused = await changeQuantity(itemOf(cart, session, adult).id, 11, headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: BASKET_FULL, code: 'BASKET_FULL' });
    expect(await bookedCount(t.db, session.id)).toBe(before + 30);
    expect(itemOf(await cartOf(headers), session, adult).quantity).toBe(10);

    // Giving places back is always allowed, and makes room for a later change.
    cartIn(await changeQuantity(itemOf(cart, session, adult).id, 4, headers));
    const grown = cartIn(await changeQuantity(itemOf(cart, session, adult).id, 10, headers));
    expect(grown.item_count).toBe(30);
  });

  it("offers no ticket quantity beyond the basket's room", async () => {
    const session = await swim('2026-10-22', '16:30');
    const junior = await ticketOption(session, 'Junior');
    const { cart } = await anonymousBasket([
      await tickets(session, 'Adult', 20),
      await tickets(session, 'Junior', 5),
    ]);
    // The session has 35 places left; the basket has room for 5 more.
    expect(itemOf(cart, session, junior).max_quantity).toBe(10);
  });

  it('does not count holds that have run out against the cap', async () => {
    const session = await swim('2026-10-22', '19:00');
    const before = await bookedCount(t.db, session.id);
    const { headers } = await anonymousBasket([
      await tickets(session, 'Adult', 20),
      await tickets(session, 'Junior', 10),
    ]);
    t.clock.advance(16 * MINUTE);
    const cart = cartIn(await add([await tickets(session, 'Concession', 1)], headers));
    expect(cart.item_count).toBe(1);
    expect(await bookedCount(t.db, session.id)).toBe(before + 1);
  });

  it('never takes a basket past 30 places when adds and quantity changes arrive in parallel', async () => {
    const first = await swim('2026-10-23', '07:00');
    const second = await swim('2026-10-23', '12:00');
    const third = await swim('2026-10-23', '16:30');
    const sessions = [first, second, third];
    const before = await Promise.all(sessions.map((session) => bookedCount(t.db, session.id)));
    const { cart, headers } = await anonymousBasket([
      await tickets(first, 'Adult', 5),
      await tickets(first, 'Junior', 5),
      await tickets(first, 'Concession', 5),
      await tickets(second, 'Adult', 5),
    ]);
    expect(cart.item_count).toBe(20);

    // Each asks for 10 or 5 more places; together they ask for 60, and there is room for 10.
    const raises = cart.items.map((item) => ({
      places: 10,
      send: () => changeQuantity(item.id, 15, headers),
    }));
    const adds = [
      { places: 5, item: await tickets(second, 'Junior', 5) },
      { places: 5, item: await tickets(second, 'Concession', 5) },
      { places: 5, item: await tickets(third, 'Adult', 5) },
      { places: 5, item: await tickets(third, 'Junior', 5) },
    ].map(({ places, item }) => ({ places, send: () => add([item], headers) }));
    const requests = [...raises, ...adds];
    const responses = await Promise.all(requests.map((request) => request.send()));

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const granted = requests
      .filter((_, index) => statuses[index] === 200)
      .reduce((sum, request) => sum + request.places, 0);
    const final = await cartOf(headers);
    expect(final.item_count).toBeLessThanOrEqual(30);
    expect(final.item_count).toBe(20 + granted);
    const after = await Promise.all(sessions.map((session) => bookedCount(t.db, session.id)));
    const claimed = after.reduce((sum, booked, index) => sum + booked - (before[index] ?? 0), 0);
    expect(claimed).toBe(final.item_count);
  });

  it('merges an anonymous basket into a full account keeping only whole items that fit and giving the rest back', async () => {
    const own = await swim('2026-10-24', '07:00');
    const fits = await swim('2026-10-24', '12:00');
    const tooBig = await swim('2026-10-24', '16:30');
    const fitsLater = await swim('2026-10-24', '19:00');
    const before = await bookedCount(t.db, tooBig.id);
    cartIn(await add([await tickets(own, 'Adult', 20)], bearer(priya)));
    const { headers } = await anonymousBasket([await tickets(fits, 'Junior', 6)]);
    cartIn(await add([await tickets(tooBig, 'Adult', 8)], headers));
    cartIn(await add([await tickets(fitsLater, 'Concession', 4)], headers));

    const merged = await cartOf({ ...bearer(priya), ...headers });
    expect(merged.item_count).toBe(30);
    expect(
      merged.items.map((item) => [item.cartable_id, item.quantity]).sort((a, b) => a[0]! - b[0]!),
    ).toEqual(
      [
        [own.id, 20],
        [fits.id, 6],
        [fitsLater.id, 4],
      ].sort((a, b) => a[0]! - b[0]!),
    );
    // The item that did not fit went back on sale.
    expect(await bookedCount(t.db, tooBig.id)).toBe(before);
    await t.app.inject({ method: 'DELETE', url: '/api/activities/cart', headers: bearer(priya) });
  });
});

describe('the total hold', () => {
  it('ends 30 minutes after the first claim however often the tickets are added again', async () => {
    const session = await swim('2026-10-25', '07:00');
    const before = await bookedCount(t.db, session.id);
    const firstClaim = t.clock.now().getTime();
    const adult = await tickets(session, 'Adult', 1);
    const { cart, headers } = await anonymousBasket([adult]);
    expect(Date.parse(cart.expires_at?.utc ?? '')).toBe(firstClaim + 15 * MINUTE);

    t.clock.advance(10 * MINUTE);
    const renewed = cartIn(await add([adult], headers));
    expect(Date.parse(renewed.items[0]?.hold_expires_at.utc ?? '')).toBe(firstClaim + 25 * MINUTE);

    t.clock.advance(10 * MINUTE);
    const capped = cartIn(await add([adult], headers));
    // What the basket shows is when the places really go back.
    expect(Date.parse(capped.items[0]?.hold_expires_at.utc ?? '')).toBe(firstClaim + 30 * MINUTE);
    expect(Date.parse(capped.expires_at?.utc ?? '')).toBe(firstClaim + 30 * MINUTE);
    expect(await bookedCount(t.db, session.id)).toBe(before + 3);

    t.clock.set(new Date(firstClaim + 31 * MINUTE));
    expect((await cartOf(headers)).item_count).toBe(0);
    expect(await bookedCount(t.db, session.id)).toBe(before);
  });

  it('is not extended past 30 minutes from the first claim by starting to pay', async () => {
    const session = await swim('2026-10-25', '12:00');
    const firstClaim = t.clock.now().getTime();
    const { cart, headers } = await anonymousBasket([await tickets(session, 'Adult', 2)]);
    t.clock.advance(20 * MINUTE);
    await extendHolds(t.db, cart.id, new Date(t.clock.now().getTime() + 15 * MINUTE), {
      maxHoldMinutes: 30,
    });
    const paying = await cartOf(headers);
    expect(Date.parse(paying.expires_at?.utc ?? '')).toBe(firstClaim + 30 * MINUTE);
  });

  it('is not renewed by changing the quantity', async () => {
    const session = await swim('2026-10-25', '16:30');
    const firstClaim = t.clock.now().getTime();
    const { cart, headers } = await anonymousBasket([await tickets(session, 'Adult', 2)]);
    t.clock.advance(10 * MINUTE);
    const changed = cartIn(await changeQuantity(cart.items[0]?.id ?? 0, 5, headers));
    expect(Date.parse(changed.expires_at?.utc ?? '')).toBe(firstClaim + 15 * MINUTE);
  });
});
