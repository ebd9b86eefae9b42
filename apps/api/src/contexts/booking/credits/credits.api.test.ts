import { randomUUID } from 'node:crypto';
import { type Cart, CreditReservation } from '@lido/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testCards } from '@lido/emulators/opayo';
import { cardCheckout, type Authorisation } from '../../../test-support/card-checkout';
import { creditBalanceOf, grantCredit } from '../../../test-support/credit';
import { findOccurrence, type TestOccurrence } from '../../../test-support/occurrences';
import { ALEX, bearer, FRONT_DESK, PRIYA, SAM, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';
import { orders } from '../checkout/checkout.tables';
import { creditEntries, creditReservations } from '../../money/credit-ledger';
import { cardTransactions, payments } from '../../money/payments/payments.tables';

let t: TestApp;
let alex: string;
let priya: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  [alex, priya, staff] = await Promise.all([
    signIn(t.app, ALEX.email),
    signIn(t.app, PRIYA.email),
    signIn(t.app, FRONT_DESK.email, { as: 'staff' }),
  ]);
});
afterAll(() => t.close());

const { holdInBasket, prepare, payWith, complete, authorise, emptyBasket } = cardCheckout(
  () => t.app,
);
afterEach(async () => {
  await emptyBasket(priya);
  await emptyBasket(alex);
});

// The live client's body, literally.
const liveBody = {
  credits_to_reserve: [{ amount: 500, type: 'general' }],
  cart_source: 'activity-booking',
  selected_user_id: null,
};

const apply = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

const applyGeneral = (token: string, amount: number) =>
  apply(
    '/api/credits/apply',
    { ...liveBody, credits_to_reserve: [{ amount, type: 'general' }] },
    token,
  );

async function cartOf(token: string): Promise<Cart> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/activities/cart',
    headers: bearer(token),
  });
  return response.json<{ data: Cart }>().data;
}

/** Adds credit to a customer's ledger, as a cancellation refund would. */
const grant = (customerId: number, amountPence: number) =>
  grantCredit(t.db, customerId, amountPence);

/** Takes all of a customer's general credit away, so each test starts from a known balance. */
async function zeroCredit(customerId: number) {
  const balance = await creditBalanceOf(t.db, customerId);
  if (balance !== 0) await grant(customerId, -balance);
}

let courtHour = 7;
/** A free badminton court (£12.85), a different hour each time. */
async function freeCourt(): Promise<TestOccurrence> {
  const time = `${String(courtHour++).padStart(2, '0')}:00`;
  return findOccurrence(t.db, {
    venue: 'swiss-cottage-leisure-centre',
    activity: 'badminton-60min',
    date: '2026-10-23',
    time,
  });
}

/** Priya cancels the first booking of one of her orders (`DELETE …/bookings/{id}`). */
async function cancelFirstBooking(orderId: number) {
  const order = await t.app.inject({
    method: 'GET',
    url: `/api/checkout/orders/${orderId}`,
    headers: bearer(priya),
  });
  const bookingId = order.json<{ data: { bookings: { id: number }[] } }>().data.bookings[0]?.id;
  return t.app.inject({
    method: 'DELETE',
    url: `/api/activities/bookings/${bookingId}/?source=bookings`,
    headers: bearer(priya),
  });
}

async function paymentsOf(orderId: number) {
  return t.db
    .select({ tenderType: payments.tenderType, amountPence: payments.amountPence })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(payments.tenderType);
}

async function spendsOf(orderId: number) {
  return t.db
    .select({ amountPence: creditEntries.amountPence, movement: creditEntries.movement })
    .from(creditEntries)
    .where(and(eq(creditEntries.orderId, orderId), eq(creditEntries.movement, 'spend')));
}

describe.each(['/api/credits/apply', '/api/activities/cart/apply-credits'])('POST %s', (url) => {
  it('answers top-level {reserved, amount}: nothing is reserved without a basket', async () => {
    const response = await apply(url, liveBody, alex);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({ reserved: false, amount: 0 });
    expect(CreditReservation.strict().safeParse(response.json()).success).toBe(true);
  });

  it('reserves credit against the basket and answers what it reserved', async () => {
    await zeroCredit(PRIYA.id);
    await grant(PRIYA.id, 700);
    await holdInBasket(priya, await freeCourt());
    const response = await apply(url, liveBody, priya);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({ reserved: true, amount: 500 });
    expect(CreditReservation.strict().safeParse(response.json()).success).toBe(true);
  });

  it('asks an anonymous caller to sign in', async () => {
    expect((await apply(url, liveBody)).statusCode).toBe(401);
  });

  it('lets a family lead act for their junior, and no one for a stranger', async () => {
    expect((await apply(url, { ...liveBody, selected_user_id: SAM.id }, alex)).statusCode).toBe(
      200,
    );
    const stranger = await apply(url, { ...liveBody, selected_user_id: ALEX.id }, priya);
    expect(stranger.statusCode).toBe(403);
  });

  it("lets staff act for a customer of their venue, and not for another venue's", async () => {
    expect((await apply(url, { ...liveBody, selected_user_id: ALEX.id }, staff)).statusCode).toBe(
      200,
    );
    expect((await apply(url, { ...liveBody, selected_user_id: PRIYA.id }, staff)).statusCode).toBe(
      403,
    );
  });

  it('refuses a body that names no credit, a negative amount or an unknown type with 422', async () => {
    for (const credits_to_reserve of [
      [],
      [{ amount: -1, type: 'general' }],
      [{ amount: 100, type: 'gift' }],
    ]) {
      const response = await apply(url, { credits_to_reserve }, alex);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toHaveProperty('errors');
    }
  });
});

describe("the cart's credits", () => {
  it('has exactly the keys membership and general, each {type, total_available, max_applicable}', async () => {
    const { credits } = await cartOf(alex);
    expect(Object.keys(credits).sort()).toEqual(['general', 'membership']);
    for (const [type, credit] of Object.entries(credits)) {
      expect(Object.keys(credit).sort()).toEqual(['max_applicable', 'total_available', 'type']);
      // An empty basket takes no credit.
      expect(credit).toMatchObject({ type, max_applicable: 0 });
    }
  });

  it('offers what the customer has, up to what is left to pay', async () => {
    await zeroCredit(PRIYA.id);
    await grant(PRIYA.id, 2000);
    await holdInBasket(priya, await freeCourt());
    const cart = await cartOf(priya);
    expect(cart.credits.general).toEqual({
      type: 'general',
      total_available: 2000,
      max_applicable: 1285,
    });
    expect(cart.balance).toBe(1285);
  });
});

describe('paying with account credit', () => {
  it('pays part by credit and the rest by card', async () => {
    await zeroCredit(PRIYA.id);
    await grant(PRIYA.id, 500);
    await holdInBasket(priya, await freeCourt());
    expect((await applyGeneral(priya, 500)).json()).toEqual({ reserved: true, amount: 500 });

    const cart = await cartOf(priya);
    expect(cart).toMatchObject({
      total: 1285,
      balance: 785,
      formattedBalance: '£7.85',
      payments: [{ tender_type: 'credit', amount: 500 }],
    });
    const { prepared, response } = await payWith(priya, testCards.frictionless);
    expect(prepared.amount.raw).toBe(785);
    const authorisation = response.json<Authorisation>();
    expect(authorisation.transaction_status).toBe('Authorised');
    const [attempt] = await t.db
      .select({ amountPence: cardTransactions.amountPence })
      .from(cardTransactions)
      .where(eq(cardTransactions.id, authorisation.transaction_uuid));
    expect(attempt?.amountPence).toBe(785);

    const completed = await complete(priya, {
      transaction_uuid: authorisation.transaction_uuid,
      item_hash: prepared.item_hash,
      payments: [{ tender_type: 'credit', amount: 500, info: {} }],
    });
    expect(completed.statusCode).toBe(200);
    const orderId = completed.json<{ complete_order_id: number }>().complete_order_id;
    expect(await paymentsOf(orderId)).toEqual([
      { tenderType: 'card', amountPence: 785 },
      { tenderType: 'credit', amountPence: 500 },
    ]);
    expect(await spendsOf(orderId)).toEqual([{ amountPence: -500, movement: 'spend' }]);
    expect(await creditBalanceOf(t.db, PRIYA.id)).toBe(0);
  });

  it('pays a basket entirely by credit without a card, as live clients complete a free one', async () => {
    await zeroCredit(PRIYA.id);
    await grant(PRIYA.id, 1500);
    await holdInBasket(priya, await freeCourt());
    expect((await applyGeneral(priya, 1285)).json()).toEqual({ reserved: true, amount: 1285 });
    expect((await cartOf(priya)).balance).toBe(0);

    const prepared = await prepare(priya);
    expect(prepared.amount.raw).toBe(0);
    const card = await authorise(priya, { item_hash: prepared.item_hash, session_key: 'x' });
    expect(card.statusCode).toBe(409);
    expect(card.json()).toMatchObject({ code: 'NOTHING_TO_PAY' });

    const completed = await complete(priya, {
      payments: [{ tender_type: 'credit', amount: 1285 }],
      selected_user_id: null,
    });
    expect(completed.statusCode).toBe(200);
    const orderId = completed.json<{ complete_order_id: number }>().complete_order_id;
    expect(await paymentsOf(orderId)).toEqual([{ tenderType: 'credit', amountPence: 1285 }]);
    expect(await creditBalanceOf(t.db, PRIYA.id)).toBe(215);
  });

  it('lets go of the credit when the basket changes, and asks for it to be applied again', async () => {
    await zeroCredit(PRIYA.id);
    await grant(PRIYA.id, 3000);
    await holdInBasket(priya, await freeCourt());
    await applyGeneral(priya, 1285);
    const changed = await holdInBasket(priya, await freeCourt());
    expect(changed).toMatchObject({ total: 2570, balance: 2570, payments: [] });

    const stale = await complete(priya, { payments: [{ tender_type: 'credit', amount: 1285 }] });
    expect(stale.statusCode).toBe(422);
    expect(stale.json<{ message: string }>().message).toBe(
      'Apply your account credit to the basket before paying with it.',
    );
    const unpaid = await complete(priya, {});
    expect(unpaid.statusCode).toBe(402);
    expect(await creditBalanceOf(t.db, PRIYA.id)).toBe(3000);

    // Applied again, to the basket as it is now, it pays for both.
    expect((await applyGeneral(priya, 2570)).json()).toEqual({ reserved: true, amount: 2570 });
    const paid = await complete(priya, { payments: [{ tender_type: 'credit', amount: 2570 }] });
    expect(paid.statusCode).toBe(200);
    expect(await creditBalanceOf(t.db, PRIYA.id)).toBe(430);
  });

  it('applies nothing beyond what the customer has or what is left to pay', async () => {
    await zeroCredit(PRIYA.id);
    await grant(PRIYA.id, 2000);
    await holdInBasket(priya, await freeCourt());
    expect((await applyGeneral(priya, 1286)).json()).toEqual({ reserved: false, amount: 0 });
    await zeroCredit(PRIYA.id);
    await grant(PRIYA.id, 300);
    expect((await applyGeneral(priya, 301)).json()).toEqual({ reserved: false, amount: 0 });
    const membership = await apply(
      '/api/credits/apply',
      { credits_to_reserve: [{ amount: 100, type: 'membership' }] },
      priya,
    );
    expect(membership.json()).toEqual({ reserved: false, amount: 0 });
    expect((await cartOf(priya)).balance).toBe(1285);
    // 0 takes applied credit off again.
    await applyGeneral(priya, 300);
    expect((await cartOf(priya)).balance).toBe(985);
    expect((await applyGeneral(priya, 0)).json()).toEqual({ reserved: true, amount: 0 });
    expect((await cartOf(priya)).balance).toBe(1285);
  });

  it('lets go of the credit held against a basket when the basket is cleared', async () => {
    await zeroCredit(PRIYA.id);
    await grant(PRIYA.id, 500);
    await holdInBasket(priya, await freeCourt());
    await applyGeneral(priya, 500);
    const cartId = (await cartOf(priya)).id;
    const held = () =>
      t.db
        .select({ amount: creditReservations.amountPence })
        .from(creditReservations)
        .where(eq(creditReservations.cartId, cartId));
    expect((await held()).map((row) => row.amount)).toContain(500);
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: '/api/activities/cart',
      headers: bearer(priya),
    });
    expect(cleared.statusCode).toBe(200);
    expect(await held()).toEqual([]);
    expect(await creditBalanceOf(t.db, PRIYA.id)).toBe(500);
  });

  it('refuses the order when the credit went meanwhile, and gives the card back', async () => {
    await zeroCredit(PRIYA.id);
    await grant(PRIYA.id, 500);
    await holdInBasket(priya, await freeCourt());
    await applyGeneral(priya, 500);
    const { prepared, response } = await payWith(priya, testCards.frictionless);
    const authorisation = response.json<Authorisation>();
    // Spent elsewhere between authorising and completing (a staff adjustment, say).
    await grant(PRIYA.id, -500);

    const completed = await complete(priya, {
      transaction_uuid: authorisation.transaction_uuid,
      item_hash: prepared.item_hash,
      payments: [{ tender_type: 'credit', amount: 500 }],
    });
    expect(completed.statusCode).toBe(409);
    expect(completed.json()).toMatchObject({ code: 'CREDIT_UNAVAILABLE' });
    const [attempt] = await t.db
      .select({ status: cardTransactions.status, orderId: cardTransactions.orderId })
      .from(cardTransactions)
      .where(eq(cardTransactions.id, authorisation.transaction_uuid));
    expect(attempt).toMatchObject({ orderId: null });
    expect(['aborted', 'aborting']).toContain(attempt?.status);
    expect((await cartOf(priya)).item_count).toBe(1);
    expect(await creditBalanceOf(t.db, PRIYA.id)).toBe(0);
  });

  it('spends the credit once when two tabs apply it and complete at once', async () => {
    await zeroCredit(PRIYA.id);
    await grant(PRIYA.id, 1285);
    await holdInBasket(priya, await freeCourt());
    const applied = await Promise.all([1, 2, 3, 4].map(() => applyGeneral(priya, 1285)));
    expect(applied.every((response) => response.statusCode === 200)).toBe(true);
    const completions = await Promise.all(
      [1, 2, 3, 4].map(() =>
        complete(priya, { payments: [{ tender_type: 'credit', amount: 1285 }] }),
      ),
    );
    const orders = new Set(
      completions
        .filter((response) => response.statusCode === 200)
        .map((response) => response.json<{ complete_order_id: number }>().complete_order_id),
    );
    expect(orders.size).toBe(1);
    for (const response of completions) expect(response.statusCode).toBeLessThan(500);
    const [spent] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(creditEntries)
      .where(
        and(
          eq(creditEntries.customerId, PRIYA.id),
          eq(creditEntries.movement, 'spend'),
          eq(creditEntries.orderId, [...orders][0] ?? 0),
        ),
      );
    expect(spent?.n).toBe(1);
    expect(await creditBalanceOf(t.db, PRIYA.id)).toBe(0);
  });

  it('refunds a cancelled credit-paid booking to credit, spendable at once', async () => {
    await zeroCredit(PRIYA.id);
    await grant(PRIYA.id, 1285);
    await holdInBasket(priya, await freeCourt());
    await applyGeneral(priya, 1285);
    const completed = await complete(priya, {
      payments: [{ tender_type: 'credit', amount: 1285 }],
    });
    const orderId = completed.json<{ complete_order_id: number }>().complete_order_id;
    const cancelled = await cancelFirstBooking(orderId);
    expect(cancelled.statusCode).toBe(200);
    expect(await creditBalanceOf(t.db, PRIYA.id)).toBe(1285);

    await holdInBasket(priya, await freeCourt());
    expect((await applyGeneral(priya, 1285)).json()).toEqual({ reserved: true, amount: 1285 });
  });
});

describe('refunding a booking paid partly by credit', () => {
  it('gives the card back what it paid and the rest to credit', async () => {
    await zeroCredit(PRIYA.id);
    await grant(PRIYA.id, 500);
    await holdInBasket(priya, await freeCourt());
    await applyGeneral(priya, 500);
    const { prepared, response } = await payWith(priya, testCards.frictionless);
    expect(prepared.amount.raw).toBe(785);
    const completed = await complete(priya, {
      transaction_uuid: response.json<Authorisation>().transaction_uuid,
      item_hash: prepared.item_hash,
    });
    const orderId = completed.json<{ complete_order_id: number }>().complete_order_id;
    // Courts refund to the card with a day's notice; the card paid £7.85 of the £12.85.
    const cancelled = await cancelFirstBooking(orderId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      data: { card_refunded: { raw: 785 }, credit_refunded: { raw: 500 } },
    });
    expect(await creditBalanceOf(t.db, PRIYA.id)).toBe(500);
    expect(await paymentsOf(orderId)).toEqual(
      expect.arrayContaining([{ tenderType: 'card', amountPence: -785 }]),
    );
  });
});

describe('the day’s reconciliation', () => {
  // Last in the file, so the day holds every order the tests above made.
  it('lists credit movements and balances every order of the test day to zero', async () => {
    await zeroCredit(PRIYA.id);
    await grant(PRIYA.id, 500);
    await holdInBasket(priya, await freeCourt());
    await applyGeneral(priya, 500);
    const { prepared, response } = await payWith(priya, testCards.frictionless);
    const completed = await complete(priya, {
      transaction_uuid: response.json<Authorisation>().transaction_uuid,
      item_hash: prepared.item_hash,
    });
    expect(completed.statusCode).toBe(200);
    const report = await t.app.inject({
      method: 'GET',
      url: '/api/staff/reconciliation?date=2026-10-20',
      headers: bearer(staff),
    });
    expect(report.statusCode).toBe(200);
    const { data } = report.json<{
      data: {
        credit: { kind: string; movement: string; amount_pence: number }[];
        unbalanced_orders: unknown[];
      };
    }>();
    const spent = data.credit.find((row) => row.kind === 'general' && row.movement === 'spend');
    expect(spent?.amount_pence).toBeLessThanOrEqual(-500);
    expect(data.unbalanced_orders).toEqual([]);

    // An order with no payment behind it is listed.
    const [unpaid] = await t.db
      .insert(orders)
      .values({
        customerId: PRIYA.id,
        cartUuid: randomUUID(),
        totalPence: 1000,
        calendarToken: randomUUID(),
        source: 'foh',
        createdAt: TEST_NOW,
      })
      .returning({ id: orders.id });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/staff/reconciliation?date=2026-10-20',
      headers: bearer(staff),
    });
    expect(again.json<{ data: { unbalanced_orders: unknown[] } }>().data.unbalanced_orders).toEqual(
      [{ order_id: unpaid?.id, total_pence: 1000, paid_pence: 0 }],
    );
  });
});
