import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOccurrence } from '../test-support/occurrences';
import { ALEX, bearer, PRIYA, signIn } from '../test-support/sign-in';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { cardTransactionCount, makeActivityFree } from './chain-database';
import { goldenChainClient, ZERO_TOTAL_COMPLETE } from './golden-chain-client';
import { cartAdditions } from './lido-additions';
import { referenceExample } from './reference-example';
import { referenceShapes as shapes, type WireBooking, type WireCart } from './reference-shapes';
import { strictShape, type Example } from './strict-shape';
import { expectAnswer, need } from './wire-answer';

// The rest of issue 11's golden chain, each part on its own basket: the zero-total checkout
// without `item_hash` (wire 5), the credit endpoints (wire 7) and the times rows of classes and
// drop-in sessions (wire 8). Literal bodies of shared/reference/live-api.md, strict shapes.

const VENUE = 'swiss-cottage-leisure-centre';
const TOMORROW = '2026-10-21'; // a Wednesday: Yoga at 12:15, Public Swim all day
const ACTIVITIES = `/api/activities/venue/${VENUE}/activity`;

let t: TestApp;
let token: string;
const { call } = goldenChainClient(() => t.app);
beforeAll(async () => {
  t = await createTestApp();
  await makeActivityFree(t.db, VENUE, 'pickleball');
  token = await signIn(t.app, PRIYA.email);
});
afterAll(async () => {
  await t.close();
});

const addByV2Id = (publicId: string) =>
  call('POST', '/api/activities/cart/add', token, {
    items: [{ id: publicId, type: 'purchasableOccurrence' }],
  });

describe('wire 5: a free session completes without item_hash and without a transaction', () => {
  let freeCart: WireCart | undefined;

  it('puts the free session in the basket at a total of 0', async () => {
    const session = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'pickleball',
      date: TOMORROW,
    });
    freeCart = expectAnswer<{ data: WireCart }>(
      'add a free session',
      await addByV2Id(session.publicId),
      200,
      shapes.cart,
    ).data;
    expect(freeCart.total).toBe(0);
  });

  it('refuses a complete whose item_hash does not match the basket, and books nothing', async () => {
    need(freeCart, 'the free basket');
    const wrongHash = { ...ZERO_TOTAL_COMPLETE, item_hash: 'bm90LXRoaXMtYmFza2V0' };
    expectAnswer(
      'wire 5: complete with a wrong item_hash',
      await call('POST', '/api/checkout/complete', token, wrongHash),
      [409, 422],
    );
    const cart = await call('GET', '/api/activities/cart', token);
    expect(cart.json<{ data: WireCart }>().data.item_count, 'the basket is kept').toBe(1);
  });

  it('completes with exactly the body clients send: no item_hash, no transaction_uuid', async () => {
    need(freeCart, 'the free basket');
    const transactionsBefore = await cardTransactionCount(t.db);
    const completed = expectAnswer<{ complete_order_id: number }>(
      'wire 5: zero-total complete',
      await call('POST', '/api/checkout/complete', token, ZERO_TOTAL_COMPLETE),
      200,
      shapes.complete,
    );
    expect(typeof completed.complete_order_id).toBe('number');
    expect(await cardTransactionCount(t.db), 'card transactions').toBe(transactionsBefore);
    const bookings = await call('GET', '/api/my-account/bookings?filter=future', token);
    const orders = bookings.json<{ data: WireBooking[] }>().data.map((booking) => booking.order_id);
    expect(orders).toContain(completed.complete_order_id);
  });
});

describe('wire 7: credits answer top-level {reserved, amount}; the cart credits have exactly two keys', () => {
  const creditsBody = {
    credits_to_reserve: [{ amount: 500, type: 'general' }],
    cart_source: 'activity-booking',
    selected_user_id: null,
  };

  beforeAll(async () => {
    const court = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'badminton-60min',
      date: TOMORROW,
      time: '18:00',
    });
    await addByV2Id(court.publicId);
  });
  afterAll(async () => {
    await call('DELETE', '/api/activities/cart', token);
  });

  it('lets no Lido addition into the cart credits (strict clients reject other keys)', async () => {
    expect(Object.keys(cartAdditions).filter((path) => path.startsWith('credits'))).toEqual([]);
    expectAnswer(
      'the cart with its credits',
      await call('GET', '/api/activities/cart', token),
      200,
      shapes.cart,
    );
  });

  for (const path of ['/api/credits/apply', '/api/activities/cart/apply-credits']) {
    it(`POST ${path} answers {reserved, amount} at the top level`, async () => {
      const answer = expectAnswer<{ reserved: boolean; amount: number }>(
        `wire 7: POST ${path}`,
        await call('POST', path, token, creditsBody),
        200,
        shapes.credits,
      );
      // This customer holds no credit: nothing can be reserved beyond what was asked.
      expect(answer.amount).toBeLessThanOrEqual(500);
    });
  }
});

describe('wire 8: seeded bookings', () => {
  it('carry integer order_id and activity_id in My account (strict clients reject null)', async () => {
    const alex = await signIn(t.app, ALEX.email);
    const bookings = expectAnswer<{ data: WireBooking[] }>(
      "wire 8: a demo member's seeded bookings",
      await t.app.inject({
        method: 'GET',
        url: '/api/my-account/bookings?filter=all',
        headers: bearer(alex),
      }),
      200,
      shapes.myAccountBookings,
    ).data;
    expect(bookings.length, 'seeded bookings').toBeGreaterThan(0);
  });
});

describe('wire 8: times rows of classes and drop-in sessions carry id, spaces_remaining, location_name and the date object', () => {
  for (const activity of ['yoga', 'public-swim']) {
    it(`${activity}: v1 rows with integer ids and v2 rows with string ids`, async () => {
      const v1 = expectAnswer<{ data: { id: unknown; date: { full_date_pretty: string } }[] }>(
        `wire 8: v1 times of ${activity}`,
        await call('GET', `${ACTIVITIES}/${activity}/times?date=${TOMORROW}`),
        200,
        shapes.timesV1Sessions,
      ).data;
      const v2 = expectAnswer<{ data: { id: unknown }[] }>(
        `wire 8: v2 times of ${activity}`,
        await call('GET', `${ACTIVITIES}/${activity}/v2/times?date=${TOMORROW}`),
        200,
        shapes.timesV2Sessions,
      ).data;
      expect(v1.length).toBeGreaterThan(0);
      expect(v2).toHaveLength(v1.length);
      expect(v1.every((row) => Number.isInteger(row.id))).toBe(true);
      expect(v2.every((row) => typeof row.id === 'string')).toBe(true);
      expect(v1[0]?.date.full_date_pretty).toBe('Wed 21 October 2026');
    });
  }
});

describe("wire 8: a member's session has a non-null benefit_available when a benefit covers it", () => {
  const benefitShape = strictShape(
    (referenceExample('slot-row-v2') as { benefit_available: Example }).benefit_available,
  );
  const yoga = `${ACTIVITIES}/yoga/v2/timetable?date=${TOMORROW}`;
  const benefitsOf = async (caller: string) => {
    const response = await call('GET', yoga, caller);
    expectAnswer(`wire 8: the yoga timetable`, response, 200);
    return response
      .json<{ data: { benefit_available: unknown }[] }>()
      .data.map((row) => row.benefit_available);
  };

  it('names the benefit for a member whose membership makes the class free, and null for others', async () => {
    const memberBenefits = await benefitsOf(await signIn(t.app, ALEX.email));
    expect(memberBenefits.length).toBeGreaterThan(0);
    for (const benefit of memberBenefits) {
      expect(benefit).not.toBeNull();
      expect(benefitShape.safeParse(benefit).success, JSON.stringify(benefit)).toBe(true);
    }
    expect(new Set(await benefitsOf(token))).toEqual(new Set([null]));
  });
});
