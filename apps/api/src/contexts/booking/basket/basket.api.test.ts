import type { Cart } from '@lido/contract';
import { Cart as CartSchema } from '@lido/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedCount, findOccurrence, setBooked } from '../../../test-support/occurrences';
import { ALEX, bearer, PRIYA, SAM, signIn } from '../../../test-support/sign-in';
import { basketCalls, slot } from '../../../test-support/basket-calls';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { releaseExpiredHolds } from './holds.repository';

const VENUE = 'swiss-cottage-leisure-centre';
let t: TestApp;
const { add, ticketOption } = basketCalls(() => t.app);
let alex: string;
let priya: string;

beforeAll(async () => {
  t = await createTestApp();
  alex = await signIn(t.app, ALEX.email);
  priya = await signIn(t.app, PRIYA.email);
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;

async function cartOf(headers: Headers): Promise<Cart> {
  const response = await t.app.inject({ method: 'GET', url: '/api/activities/cart', headers });
  expect(response.statusCode).toBe(200);
  return CartSchema.parse(response.json<{ data: unknown }>().data);
}

async function emptyBasket(token: string) {
  await t.app.inject({ method: 'DELETE', url: '/api/activities/cart', headers: bearer(token) });
}

describe('adding to the basket', () => {
  it('holds a class place for an anonymous visitor and returns the basket with its uuid', async () => {
    const yoga = await findOccurrence(t.db, { venue: VENUE, activity: 'yoga', date: '2026-10-23' });
    const before = await bookedCount(t.db, yoga.id);
    const response = await add([slot(yoga)]);
    expect(response.statusCode).toBe(200);
    const cart = CartSchema.parse(response.json<{ data: unknown }>().data);
    expect(cart.item_count).toBe(1);
    expect(cart.items[0]).toMatchObject({
      cartable_id: yoga.id,
      quantity: 1,
      price: { raw: 850, formatted: '£8.50' },
      cartable_resource: { id: yoga.publicId, name: 'Yoga', venue_slug: VENUE },
    });
    expect(cart.items[0]?.name).toBe('Yoga - Fri 23 Oct - 18:00');
    expect(cart.total).toBe(850);
    expect(cart.formattedTotal).toBe('£8.50');
    expect(await bookedCount(t.db, yoga.id)).toBe(before + 1);

    const again = await cartOf({ 'x-cart-uuid': cart.uuid });
    expect(again.items.map((item) => item.id)).toEqual(cart.items.map((item) => item.id));
  });

  it('names the membership each place is bought under, as clients send it, or null', async () => {
    const yoga = await findOccurrence(t.db, { venue: VENUE, activity: 'yoga', date: '2026-10-24' });
    const membershipOf = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).json<{
        data: { membership_user: { id: number } | null };
      }>().data.membership_user;
    const alexMembership = await membershipOf(alex);
    expect(alexMembership).not.toBeNull();
    expect(await membershipOf(priya)).toBeNull();
    for (const [token, expected] of [
      [alex, alexMembership?.id],
      [priya, null],
    ] as const) {
      const response = await add([slot(yoga)], bearer(token));
      expect(response.statusCode).toBe(200);
      const cart = CartSchema.parse(response.json<{ data: unknown }>().data);
      expect(cart.items[0]?.membership_user_id).toBe(expected);
      await emptyBasket(token);
    }
  });

  it('asks anonymous visitors to log in for activities that need an account', async () => {
    const court = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'badminton-60min',
      date: '2026-10-22',
      time: '08:00',
    });
    const response = await add([slot(court)]);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Please log in to book this activity.' });
    expect(await bookedCount(t.db, court.id)).toBe(court.booked);
  });

  it('answers 409 "The session being booked is already full" for a court someone else holds', async () => {
    const court = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'badminton-60min',
      date: '2026-10-22',
      time: '09:00',
    });
    expect((await add([slot(court)], bearer(alex))).statusCode).toBe(200);
    const response = await add([slot(court)], bearer(priya));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'The session being booked is already full',
      code: 'SESSION_FULL',
    });
    expect(await bookedCount(t.db, court.id)).toBe(1);
    await emptyBasket(alex);
  });

  it('does not let a customer hold the same place twice', async () => {
    const spin = await findOccurrence(t.db, { venue: VENUE, activity: 'spin', date: '2026-10-22' });
    expect((await add([slot(spin)], bearer(priya))).statusCode).toBe(200);
    const before = await bookedCount(t.db, spin.id);
    const response = await add([slot(spin)], bearer(priya));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'This session is already in your basket.',
      code: 'ALREADY_IN_BASKET',
    });
    expect(await bookedCount(t.db, spin.id)).toBe(before);
    await emptyBasket(priya);
  });

  it('adds nothing when one of several items cannot be had', async () => {
    const yoga = await findOccurrence(t.db, { venue: VENUE, activity: 'yoga', date: '2026-10-24' });
    const court = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'badminton-60min',
      date: '2026-10-22',
      time: '10:00',
    });
    await setBooked(t.db, court.id, court.capacity);
    const yogaBefore = await bookedCount(t.db, yoga.id);
    const response = await add([slot(yoga), slot(court)], bearer(priya));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'SESSION_FULL' });
    expect(await bookedCount(t.db, yoga.id)).toBe(yogaBefore);
    expect((await cartOf(bearer(priya))).item_count).toBe(0);
    await setBooked(t.db, court.id, 0);
  });

  it('refuses a session that has not been released yet', async () => {
    const yoga = await findOccurrence(t.db, { venue: VENUE, activity: 'yoga', date: '2026-10-28' });
    const response = await add([slot(yoga)], bearer(priya));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'You cannot book this activity yet',
      code: 'NOT_RELEASED',
    });
  });

  it('answers 404 for an unknown session and 422 for an empty list', async () => {
    expect(
      (await add([{ id: 'no-such-session', type: 'purchasableOccurrence' }], bearer(priya)))
        .statusCode,
    ).toBe(404);
    const empty = await add([], bearer(priya));
    expect(empty.statusCode).toBe(422);
    expect(empty.json<{ errors: Record<string, string[]> }>().errors.items).toBeDefined();
  });

  it('accepts older clients adding a v1 occurrence by its numeric id', async () => {
    const pilates = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'pilates',
      date: '2026-10-22',
    });
    const response = await add([{ id: pilates.id, type: 'activity' }], bearer(priya));
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Cart }>().data.items[0]?.cartable_id).toBe(pilates.id);
    await emptyBasket(priya);
  });

  it('charges members the member price', async () => {
    // At peak time: Alex's membership makes off-peak courts free (benefits.api.test.ts).
    const court = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'badminton-60min',
      date: '2026-10-23',
      time: '17:00',
    });
    const other = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'badminton-60min',
      date: '2026-10-23',
      time: '13:00',
    });
    const member = (await add([slot(court)], bearer(alex))).json<{ data: Cart }>().data;
    const nonMember = (await add([slot(other)], bearer(priya))).json<{ data: Cart }>().data;
    expect(member.items[0]?.price.raw).toBe(980);
    expect(nonMember.items[0]?.price.raw).toBe(1285);
    await emptyBasket(alex);
    await emptyBasket(priya);
  });

  it('gives a member the member price for their own place only, once per session', async () => {
    const swim = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'public-swim',
      date: '2026-10-23',
      time: '07:00',
    });
    const adult = await ticketOption(swim, 'Adult');
    const junior = await ticketOption(swim, 'Junior');
    // Swimming is free for members: the member's place is £0, their two guests pay £5.50 each.
    const three = await add(
      [{ ...slot(swim), pricing_option_id: adult, quantity: 3 }],
      bearer(alex),
    );
    expect(three.statusCode).toBe(200);
    const cart = three.json<{ data: Cart }>().data;
    expect(cart.items[0]?.price.raw).toBe(1100);
    expect(cart.items[0]?.unit_price.raw).toBe(550);
    expect(cart.total).toBe(1100);
    // A junior ticket on the same swim is a guest's: the member's place is already priced.
    const more = await add(
      [{ ...slot(swim), pricing_option_id: junior, quantity: 1 }],
      bearer(alex),
    );
    expect(more.json<{ data: Cart }>().data.total).toBe(1400);
    // Taking one adult off leaves the member's place and one guest.
    const adultItem = cart.items[0]?.id ?? 0;
    const fewer = await t.app.inject({
      method: 'PUT',
      url: `/api/activities/cart/${adultItem}`,
      headers: bearer(alex),
      payload: { options: { quantity: 2 } },
    });
    expect(fewer.statusCode).toBe(200);
    expect(fewer.json<{ data: Cart }>().data.total).toBe(550 + 300);
    // A visitor pays for every place.
    const visitor = await add(
      [{ ...slot(swim), pricing_option_id: adult, quantity: 3 }],
      bearer(priya),
    );
    expect(visitor.json<{ data: Cart }>().data.total).toBe(1650);
    await emptyBasket(alex);
    await emptyBasket(priya);
  });

  it('lets the venue allocate another court when the one asked for has gone', async () => {
    const first = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'pickleball',
      date: '2026-10-22',
      time: '15:00',
    });
    await setBooked(t.db, first.id, first.capacity);
    const response = await add([slot(first)], bearer(priya));
    expect(response.statusCode).toBe(200);
    const held = response.json<{ data: Cart }>().data.items[0];
    expect(held?.cartable_id).not.toBe(first.id);
    expect(held?.cartable_resource.starts_at.format_24_hour).toBe('15:00');
    await emptyBasket(priya);
    await setBooked(t.db, first.id, 0);
  });
});

describe('tickets', () => {
  it('holds tickets by type and quantity, and changes the quantity claiming or giving back places', async () => {
    const swim = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'public-swim',
      date: '2026-10-22',
      time: '12:00',
    });
    const before = await bookedCount(t.db, swim.id);
    const options = await t.app.inject({
      method: 'GET',
      url: `/api/v1/activities/occurrences/${swim.publicId}`,
    });
    const tickets = options.json<{
      data: { tickets: { pricing_option: { id: number; name: string } }[] };
    }>().data.tickets;
    const adult = tickets.find((ticket) => ticket.pricing_option.name === 'Adult');
    const junior = tickets.find((ticket) => ticket.pricing_option.name === 'Junior');
    expect(adult && junior).toBeTruthy();

    const cart = (
      await add(
        [
          { ...slot(swim), pricing_option_id: adult?.pricing_option.id, quantity: 2 },
          { ...slot(swim), pricing_option_id: junior?.pricing_option.id, quantity: 1 },
        ],
        bearer(priya),
      )
    ).json<{ data: Cart }>().data;
    expect(cart.item_count).toBe(3);
    expect(cart.total).toBe(2 * 550 + 300);
    expect(await bookedCount(t.db, swim.id)).toBe(before + 3);

    const adultItem = cart.items.find((item) => item.pricing_option_name === 'Adult');
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/activities/cart/${adultItem?.id}`,
      headers: bearer(priya),
      payload: { options: { quantity: 4 } },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<{ data: Cart }>().data.item_count).toBe(5);
    expect(updated.json<{ data: Cart }>().data.itemHash).not.toBe(cart.itemHash);
    expect(await bookedCount(t.db, swim.id)).toBe(before + 5);

    await t.app.inject({
      method: 'PUT',
      url: `/api/activities/cart/${adultItem?.id}`,
      headers: bearer(priya),
      payload: { options: { quantity: 1 } },
    });
    expect(await bookedCount(t.db, swim.id)).toBe(before + 2);
    await emptyBasket(priya);
    expect(await bookedCount(t.db, swim.id)).toBe(before);
  });

  it('refuses more tickets than places left', async () => {
    const swim = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'public-swim',
      date: '2026-10-22',
      time: '16:30',
    });
    await setBooked(t.db, swim.id, swim.capacity - 1);
    const adult = await ticketOption(swim, 'Adult');
    const response = await add(
      [{ ...slot(swim), pricing_option_id: adult, quantity: 2 }],
      bearer(priya),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'SESSION_FULL' });
    expect(await bookedCount(t.db, swim.id)).toBe(swim.capacity - 1);
    await setBooked(t.db, swim.id, 0);
  });
});

describe('limits', () => {
  it('refuses to hold more than 30 places in one basket, keeping what it held', async () => {
    const swim = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'public-swim',
      date: '2026-10-23',
      time: '19:00',
    });
    const adult = await ticketOption(swim, 'Adult');
    const junior = await ticketOption(swim, 'Junior');
    const before = await bookedCount(t.db, swim.id);
    expect(
      (await add([{ ...slot(swim), pricing_option_id: adult, quantity: 20 }], bearer(priya)))
        .statusCode,
    ).toBe(200);
    const tooMany = await add(
      [{ ...slot(swim), pricing_option_id: junior, quantity: 11 }],
      bearer(priya),
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      message: 'Your basket is full. Please check out or remove something first.',
      code: 'BASKET_FULL',
    });
    expect(await bookedCount(t.db, swim.id)).toBe(before + 20);
    await emptyBasket(priya);
  });
});

describe('removing and clearing', () => {
  it('gives the place back when an item is removed, and changes the item hash', async () => {
    const court = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'squash-40min',
      date: '2026-10-22',
      nth: 5,
    });
    const cart = (await add([slot(court)], bearer(priya))).json<{ data: Cart }>().data;
    expect(await bookedCount(t.db, court.id)).toBe(1);
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/activities/cart/remove',
      headers: bearer(priya),
      payload: { cart_item_ids: [cart.items[0]?.id] },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ data: Cart }>().data.item_count).toBe(0);
    expect(removed.json<{ data: Cart }>().data.itemHash).not.toBe(cart.itemHash);
    expect(await bookedCount(t.db, court.id)).toBe(0);
  });

  it("cannot remove another customer's item", async () => {
    const court = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'squash-40min',
      date: '2026-10-22',
      nth: 6,
    });
    const cart = (await add([slot(court)], bearer(alex))).json<{ data: Cart }>().data;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/activities/cart/remove',
      headers: bearer(priya),
      payload: { cart_item_ids: [cart.items[0]?.id] },
    });
    expect(response.statusCode).toBe(404);
    expect(await bookedCount(t.db, court.id)).toBe(1);
    await emptyBasket(alex);
  });
});

describe('holds', () => {
  it('lets go of places when the hold runs out', async () => {
    const court = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'squash-40min',
      date: '2026-10-23',
      nth: 3,
    });
    await add([slot(court)], bearer(priya));
    expect(await bookedCount(t.db, court.id)).toBe(1);
    t.clock.advance(16 * 60_000);
    try {
      expect((await cartOf(bearer(priya))).item_count).toBe(0);
      expect(await bookedCount(t.db, court.id)).toBe(0);
    } finally {
      t.clock.advance(-16 * 60_000);
    }
  });

  it('releases expired holds of every basket in the sweep, and only expired ones', async () => {
    const early = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'squash-40min',
      date: '2026-10-23',
      nth: 4,
    });
    const late = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'squash-40min',
      date: '2026-10-23',
      nth: 5,
    });
    await add([slot(early)], bearer(priya));
    t.clock.advance(10 * 60_000);
    await add([slot(late)], bearer(alex));
    const released = await releaseExpiredHolds(
      t.db,
      new Date(t.clock.now().getTime() + 6 * 60_000),
    );
    t.clock.advance(-10 * 60_000);
    expect(released).toBeGreaterThanOrEqual(1);
    expect(await bookedCount(t.db, early.id)).toBe(0);
    expect(await bookedCount(t.db, late.id)).toBe(1);
    await emptyBasket(alex);
  });
});

describe('acting for others and signing in', () => {
  it('lets a parent hold a place for a linked junior, and not for anyone else', async () => {
    const swim = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'family-swim',
      date: '2026-10-22',
    });
    const junior = await ticketOption(swim, 'Junior');
    const forSam = await add(
      [{ ...slot(swim), pricing_option_id: junior, quantity: 1, purchased_for_user_id: SAM.id }],
      bearer(alex),
    );
    expect(forSam.statusCode).toBe(200);
    expect(forSam.json<{ data: Cart }>().data.items[0]?.purchased_for_user_id).toBe(SAM.id);
    const forPriya = await add(
      [{ ...slot(swim), pricing_option_id: junior, quantity: 1, purchased_for_user_id: PRIYA.id }],
      bearer(alex),
    );
    expect(forPriya.statusCode).toBe(403);
    expect(forPriya.json()).toMatchObject({ message: 'Unauthorised.' });
    await emptyBasket(alex);
  });

  it('merges an anonymous basket into the account when the visitor signs in', async () => {
    const yoga = await findOccurrence(t.db, { venue: VENUE, activity: 'yoga', date: '2026-10-25' });
    const anonymous = (await add([slot(yoga)])).json<{ data: Cart }>().data;
    const merged = await cartOf({ ...bearer(priya), 'x-cart-uuid': anonymous.uuid });
    expect(merged.items.map((item) => item.cartable_id)).toContain(yoga.id);
    expect(merged.items.find((item) => item.cartable_id === yoga.id)?.purchased_for_user_id).toBe(
      PRIYA.id,
    );
    // The anonymous basket is gone; its uuid now opens an empty one.
    expect((await cartOf({ 'x-cart-uuid': anonymous.uuid })).item_count).toBe(0);
    await emptyBasket(priya);
  });
});

describe('the last place under contention', () => {
  it('sells the last places of a session exactly once when many try at the same moment', async () => {
    const pilates = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'pilates',
      date: '2026-10-24',
    });
    await setBooked(t.db, pilates.id, pilates.capacity - 3);
    const attempts = await Promise.all(Array.from({ length: 12 }, () => add([slot(pilates)])));
    const statuses = attempts.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const refusals = attempts.filter((response) => response.statusCode === 409);
    expect(
      refusals.every((response) => response.json<{ code: string }>().code === 'SESSION_FULL'),
    ).toBe(true);
    expect(statuses.some((status) => status >= 500)).toBe(false);
    expect(await bookedCount(t.db, pilates.id)).toBe(pilates.capacity);
  });
});
