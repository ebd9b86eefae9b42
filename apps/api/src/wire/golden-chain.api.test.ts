import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-people';
import { PRIYA } from '../test-support/sign-in';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { setMigrationDate } from './chain-database';
import { liveAuthoriseBody } from '../test-support/card-checkout';
import { CHALLENGE_CARD } from './golden-chain-client';
import { goldenChainSession } from './golden-chain-session';
import {
  referenceShapes as shapes,
  type WireAuthorisation,
  type WireBooking,
  type WireCart,
  type WirePrepared,
  type WireSlot,
  type WireTimesRow,
} from './reference-shapes';
import { expectAnswer, need } from './wire-answer';

// Issue 11's golden chain: an existing client, unchanged, against Lido. Each step sends the
// literal body of shared/reference/live-api.md in the order clients send them and checks the
// answer against the strict shape of the reference's example (reference-examples/). Step names
// carry the wire point of issue 11 they cover; a step that needs an earlier step's answer says so.

const VENUE = 'swiss-cottage-leisure-centre';
const TIMES = `/api/activities/venue/${VENUE}/activity/badminton-60min`;
// TEST_NOW is Tuesday 20 October 2026 in London; a signed-in caller sees up to Monday 26th.
const TOMORROW = '2026-10-21';
const MIGRATION_DATE = '2026-09-23';
const MONTH_AFTER_MIGRATION = '2026-10-23';

let t: TestApp;
const session = goldenChainSession(() => t.app);
const { chain, call, token, v2SlotAt, addV2Form, payAndComplete, bookingAt, cancelBody } = session;
beforeAll(async () => {
  t = await createTestApp();
  await setMigrationDate(t.db, MIGRATION_DATE);
});
afterAll(async () => {
  await t.close();
});

describe('the golden chain: login, times, basket, card, 3-D Secure, complete, My account, cancel', () => {
  it('login with {username, password} answers {status, token, user}, by email or customer reference', async () => {
    for (const username of [PRIYA.reference, PRIYA.email]) {
      const login = expectAnswer<{ status: string; token: string }>(
        `login as ${username}`,
        await call('POST', '/api/auth/customer/login', undefined, {
          username,
          password: DEMO_PASSWORD,
        }),
        200,
        shapes.login,
      );
      expect(login.status).toBe('success');
      chain.token = login.token;
    }
  });

  it('GET /api/auth/user answers {data:{…, membership_user}}', async () => {
    const user = expectAnswer<{ data: { id: number; membership_user: { id: number } | null } }>(
      'GET /api/auth/user',
      await call('GET', '/api/auth/user', token()),
      200,
      shapes.user,
    );
    expect(user.data.id).toBe(PRIYA.id);
    chain.membershipUserId = user.data.membership_user?.id ?? null;
  });

  it('wire 1: v1 times answer for tomorrow (anonymous, as watchers call them)', async () => {
    const times = expectAnswer<{ data: WireTimesRow[] }>(
      'wire 1: v1 times for tomorrow',
      await call('GET', `${TIMES}/times?date=${TOMORROW}`),
      200,
      shapes.timesV1,
    );
    expect(times.data.length).toBeGreaterThan(0);
  });

  it('wire 1: v1 times answer for a date a month after the migration date', async () => {
    const times = expectAnswer<{ data: WireTimesRow[] }>(
      'wire 1: v1 times a month after the migration date',
      await call('GET', `${TIMES}/times?date=${MONTH_AFTER_MIGRATION}`, token()),
      200,
      shapes.timesV1,
    );
    // Clients book a row whose status is BOOK and that has places; this one needs four courts.
    chain.time = need(
      times.data.find((row) => row.action_to_show.status === 'BOOK' && row.spaces >= 4),
      'a start time with four free courts',
    );
  });

  it('wire 1: v1 slots (integer ids) and v2 slots (string ids) list the same courts', async () => {
    const time = need(chain.time, 'a times row');
    const query = `date=${MONTH_AFTER_MIGRATION}&start_time=${time.starts_at.format_24_hour}&end_time=${time.ends_at.format_24_hour}&composite_key=${time.composite_key}`;
    const v1 = expectAnswer<{ data: WireSlot[] }>(
      'wire 1: v1 slots',
      await call('GET', `${TIMES}/slots?${query}`, token()),
      200,
      shapes.slotsV1,
    );
    const v2 = expectAnswer<{ data: WireSlot[] }>(
      'v2 slots',
      await call('GET', `${TIMES}/v2/slots?${query}`, token()),
      200,
      shapes.slotsV2,
    );
    expect(v1.data.map((slot) => slot.location.id)).toEqual(
      v2.data.map((slot) => slot.location.id),
    );
    expect(v1.data.every((slot) => typeof slot.id === 'number')).toBe(true);
    chain.v1Slots = v1.data;
    chain.v2Slots = v2.data;
  });

  it('adds a court by its v1 id: {"items":[{"id":<v1 id>,"type":"activity"}]}', async () => {
    const court = need(need(chain.v1Slots, 'the v1 slots')[0], 'a v1 slot');
    const cart = expectAnswer<{ data: WireCart }>(
      'add by v1 id',
      await call('POST', '/api/activities/cart/add', token(), {
        items: [{ id: court.id, type: 'activity' }],
      }),
      200,
      shapes.cart,
    );
    expect(cart.data.item_count).toBe(1);
    chain.cart = cart.data;
  });

  it('wire 1: the v2 id of that court books the same place, so adding it too is refused', async () => {
    const response = await addV2Form(v2SlotAt(0));
    const sameItem =
      response.statusCode === 200 && response.json<{ data: WireCart }>().data.item_count === 1;
    expect(
      response.statusCode === 409 || sameItem,
      `v2 id after v1 id: ${response.statusCode} ${response.body}`,
    ).toBe(true);
  });

  it('adds a second court in the v2 form (pricing_option_id, membership_user_id, …)', async () => {
    const cart = expectAnswer<{ data: WireCart }>(
      'add in the v2 form',
      await addV2Form(v2SlotAt(1)),
      200,
      shapes.cart,
    );
    expect(cart.data.item_count).toBe(2);
    expect(cart.data.total).toBe(2 * 1285);
    chain.cart = cart.data;
  });

  it('wire 6: GET /api/terms?cart_id= answers the terms that terms:[1] accepts', async () => {
    const cart = need(chain.cart, 'the cart');
    const terms = expectAnswer<{ data: { id: number }[] }>(
      'wire 6: GET /api/terms',
      await call('GET', `/api/terms?cart_id=${cart.id}`, token()),
      200,
      shapes.terms,
    );
    expect(terms.data.map((term) => term.id)).toContain(1);
  });

  it('wire 2: prepare answers top-level {payment_provider, session_key, saved_card}', async () => {
    chain.prepared = expectAnswer<WirePrepared>(
      'wire 2: GET /api/checkout/prepare',
      await call('GET', '/api/checkout/prepare', token()),
      200,
      shapes.prepare,
    );
  });

  it('a new card: the browser gets a card identifier from Opayo with the session key', async () => {
    const prepared = need(chain.prepared, 'session_key from prepare');
    const card = expectAnswer<{ cardIdentifier: string }>(
      'POST {opayo}/card-identifiers',
      await session.newCardIdentifier(prepared.session_key, CHALLENGE_CARD),
      201,
    );
    chain.cardIdentifier = card.cardIdentifier;
  });

  it('wire 3: authorise takes the live body (empty billing, 0/1 flags, save_card) and asks for 3-D Secure', async () => {
    const prepared = need(chain.prepared, 'session_key from prepare');
    const body = liveAuthoriseBody({
      card_identifier: need(chain.cardIdentifier, 'the card identifier'),
      session_key: prepared.session_key,
      item_hash: need(chain.cart, 'the cart').itemHash,
      save_card: true,
      saved_card_id: null,
    });
    chain.authorisation = expectAnswer<WireAuthorisation>(
      'wire 3: POST /api/checkout/authorise (live body)',
      await call('POST', '/api/checkout/authorise', token(), body),
      200,
      shapes.authorise,
    );
    expect(chain.authorisation.transaction_status).toBe('3DAuth');
  });

  it('wire 2: after the challenge, complete answers top-level {complete_order_id}', async () => {
    await payAndComplete('wire 2: new card', need(chain.authorisation, 'the authorisation'));
  });

  it('wire 4: prepare offers the saved card with its id and external_identifier', async () => {
    const cart = expectAnswer<{ data: WireCart }>(
      'add for the saved card',
      await addV2Form(v2SlotAt(2)),
      200,
      shapes.cart,
    );
    chain.cart = cart.data;
    chain.prepared = expectAnswer<WirePrepared>(
      'wire 4: prepare after saving a card',
      await call('GET', '/api/checkout/prepare', token()),
      200,
      shapes.prepare,
    );
    expect(chain.prepared.saved_card, 'wire 4: saved_card').not.toBeNull();
  });

  it('wire 4: Opayo takes the saved card security code with the new session key (204)', async () => {
    const prepared = need(chain.prepared, 'prepare with a saved card');
    const card = need(prepared.saved_card, 'saved_card');
    expectAnswer(
      'wire 4: POST {opayo}/card-identifiers/{id}/security-code',
      await session.attachSecurityCode(prepared.session_key, card.external_identifier),
      204,
    );
  });

  it('wires 3 and 4: authorise with card_identifier = saved_card_id = saved_card.id (a number), then complete', async () => {
    const prepared = need(chain.prepared, 'prepare with a saved card');
    const savedCardId = need(prepared.saved_card, 'saved_card').id;
    const body = liveAuthoriseBody({
      card_identifier: savedCardId,
      session_key: prepared.session_key,
      item_hash: need(chain.cart, 'the cart').itemHash,
      save_card: false,
      saved_card_id: savedCardId,
    });
    const authorisation = expectAnswer<WireAuthorisation>(
      'wires 3 and 4: authorise with the saved card',
      await call('POST', '/api/checkout/authorise', token(), body),
      200,
      shapes.authorise,
    );
    await payAndComplete('wire 4: saved card', authorisation);
  });

  it("wire 8: My account lists every booking with integer order_id and activity_id, dated 'Wed 21 January 2026'", async () => {
    const bookings = expectAnswer<{ data: WireBooking[] }>(
      'wire 8: GET /api/my-account/bookings?filter=future',
      await call('GET', '/api/my-account/bookings?filter=future', token()),
      200,
      shapes.myAccountBookings,
    ).data;
    for (const booking of bookings) {
      expect(booking.date, `booking ${booking.id} date`).toMatch(
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]+ \d{4}$/,
      );
    }
    expect(bookings.length, 'future bookings (seeded ones included)').toBeGreaterThan(0);
  });

  it('My account lists the three courts of the two orders the chain completed', async () => {
    const orderIds = need(chain.orderIds.length === 2 ? chain.orderIds : null, 'the two orders');
    const response = await call('GET', '/api/my-account/bookings?filter=future', token());
    const bookings = response.json<{ data: WireBooking[] }>().data;
    chain.bookings = bookings.filter((booking) => orderIds.includes(booking.order_id));
    const bought = chain.bookings;
    const courtsOf = (orderId: number) => bought.filter((b) => b.order_id === orderId).length;
    expect(orderIds.map(courtsOf), 'courts per order: two, then the saved-card one').toEqual([
      2, 1,
    ]);
  });

  const cancellations: [string, (id: number) => ReturnType<typeof call>][] = [
    [
      'PATCH /api/v1/activities/bookings, the id as a string',
      (id) => call('PATCH', '/api/v1/activities/bookings', token(), cancelBody([String(id)])),
    ],
    [
      'PATCH /api/v1/activities/bookings, the id as a number',
      (id) => call('PATCH', '/api/v1/activities/bookings', token(), cancelBody([id])),
    ],
    [
      'wire 9: DELETE /api/activities/bookings/{id}/?source=bookings (trailing slash)',
      (id) => call('DELETE', `/api/activities/bookings/${id}/?source=bookings`, token()),
    ],
  ];
  cancellations.forEach(([how, cancel], index) => {
    it(`cancels with ${how}`, async () => {
      const { id } = bookingAt(index);
      expectAnswer(`cancel with ${how}`, await cancel(id), [200, 204]);
      expect(await session.stillBooked(id), `booking ${id} still listed`).toBe(false);
    });
  });
});
