import type { Cart } from '@lido/contract';
import { Order } from '@lido/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCards } from '@lido/emulators/opayo';
import {
  bookedCount,
  findOccurrence,
  type TestOccurrence,
} from '../../../test-support/occurrences';
import { ALEX, bearer, PRIYA, signIn } from '../../../test-support/sign-in';
import { cardCheckout, type Authorisation } from '../../../test-support/card-checkout';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { emailOutbox } from '../../people/email/email.tables';
import { cardTransactions } from '../../money/payments/payments.tables';

const VENUE = 'swiss-cottage-leisure-centre';
let t: TestApp;
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

const { holdInBasket, prepare, cardIdentifier, authorise, complete, payWith, emptyBasket } =
  cardCheckout(() => t.app);

async function court(date: string, time: string, nth = 0): Promise<TestOccurrence> {
  return findOccurrence(t.db, { venue: VENUE, activity: 'badminton-60min', date, time, nth });
}

/** The dialog's journey: our page posts to the issuer, the customer answers, the issuer posts back. */
async function answerChallenge(authorisation: Authorisation, answer: 'Approve' | 'Decline') {
  const page = await t.app.inject({
    method: 'GET',
    url: new URL(authorisation.sca_url ?? '').pathname,
  });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-security-policy']).toContain("script-src 'nonce-");
  const action = /form id="challenge" method="post" action="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const creq = /name="creq" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const session = /name="threeDSSessionData" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const issuer = await t.app.inject({
    method: 'POST',
    url: new URL(action.replaceAll('&amp;', '&')).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ creq, threeDSSessionData: session }).toString(),
  });
  const cres = [...issuer.body.matchAll(/name="cres" value="([^"]+)"/g)][
    answer === 'Approve' ? 0 : 1
  ]?.[1];
  const notification = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/3ds-notification',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cres: cres ?? '', threeDSSessionData: session }).toString(),
  });
  expect(notification.statusCode).toBe(200);
  return notification.body;
}

async function myBookings(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/my-account/bookings?filter=future',
    headers: bearer(token),
  });
  return response.json<{ data: { id: number; order_id: number | null; description: string }[] }>()
    .data;
}

async function countOf(table: 'bookings' | 'orders' | 'payments', orderClause = sql`true`) {
  const result: unknown = await t.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${orderClause}`,
  );
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

describe('paying by card', () => {
  it('books the place with the frictionless card: order, booking, payment, empty basket and email', async () => {
    const slot = await court('2026-10-22', '11:00');
    await holdInBasket(priya, slot);
    const { prepared, response } = await payWith(priya, testCards.frictionless);
    expect(prepared.amount.raw).toBe(1285);
    expect(response.statusCode).toBe(200);
    const authorisation = response.json<Authorisation>();
    expect(authorisation.transaction_status).toBe('Authorised');

    const completed = await complete(priya, {
      transaction_uuid: authorisation.transaction_uuid,
      item_hash: prepared.item_hash,
    });
    expect(completed.statusCode).toBe(200);
    const orderId = completed.json<{ complete_order_id: number }>().complete_order_id;

    expect(await bookedCount(t.db, slot.id)).toBe(1);
    const basket = await t.app.inject({
      method: 'GET',
      url: '/api/activities/cart',
      headers: bearer(priya),
    });
    expect(basket.json<{ data: Cart }>().data.item_count).toBe(0);
    expect((await myBookings(priya)).some((booking) => booking.order_id === orderId)).toBe(true);

    const order = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/orders/${orderId}`,
      headers: bearer(priya),
    });
    expect(order.statusCode).toBe(200);
    const detail = Order.parse(order.json<{ data: unknown }>().data);
    expect(detail.total.raw).toBe(1285);
    expect(detail.bookings[0]).toMatchObject({
      name: 'Badminton 60min',
      venue_slug: VENUE,
      quantity: 1,
    });
    expect(detail.payments[0]).toMatchObject({
      tender_type: 'card',
      amount: { raw: 1285 },
      card: { last_four_digits: '0006' },
    });

    const [email] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, PRIYA.email))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    expect(email?.subject).toContain(`order ${orderId}`);
    expect(email?.text).toContain('Badminton 60min');
    expect(email?.html).toContain('Badminton 60min');
    const ics = Buffer.from(email?.attachments[0]?.content ?? '', 'base64').toString('utf8');
    expect(email?.attachments[0]?.filename).toMatch(/\.ics$/);
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(
      `DTSTART:${slot.startsAt
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );

    const calendar = await t.app.inject({ method: 'GET', url: detail.calendar_url });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['content-type']).toContain('text/calendar');
    expect(calendar.body).toContain('SUMMARY:Badminton 60min');
    const wrongToken = await t.app.inject({
      method: 'GET',
      url: detail.calendar_url.replace(/token=.*/, 'token=guess'),
    });
    expect(wrongToken.statusCode).toBe(404);
  });

  it("never shows one customer's order to another", async () => {
    const slot = await court('2026-10-22', '12:00');
    await holdInBasket(priya, slot);
    const { prepared, response } = await payWith(priya, testCards.frictionless);
    const orderId = (
      await complete(priya, {
        transaction_uuid: response.json<Authorisation>().transaction_uuid,
        item_hash: prepared.item_hash,
      })
    ).json<{ complete_order_id: number }>().complete_order_id;
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/orders/${orderId}`,
      headers: bearer(alex),
    });
    expect(peek.statusCode).toBe(404);
  });

  it('books the place after the customer approves the 3-D Secure challenge', async () => {
    const slot = await court('2026-10-22', '13:00');
    await holdInBasket(priya, slot);
    const { prepared, response } = await payWith(priya, testCards.challenge);
    const authorisation = response.json<Authorisation>();
    expect(authorisation.transaction_status).toBe('3DAuth');
    expect(authorisation.sca_data?.creq).toBeTruthy();

    const resultPage = await answerChallenge(authorisation, 'Approve');
    expect(resultPage).toContain('lido:3ds-result');
    expect(resultPage).toContain('"transaction_status":"Authorised"');
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/transactions/${authorisation.transaction_uuid}`,
      headers: bearer(priya),
    });
    expect(status.json<Authorisation>().transaction_status).toBe('Authorised');

    const completed = await complete(priya, {
      transaction_uuid: authorisation.transaction_uuid,
      item_hash: prepared.item_hash,
    });
    expect(completed.statusCode).toBe(200);
  });

  it('books nothing when the customer declines the challenge, and keeps the basket to try again', async () => {
    const slot = await court('2026-10-22', '14:00');
    await holdInBasket(priya, slot);
    const bookingsBefore = await countOf('bookings');
    const { prepared, response } = await payWith(priya, testCards.challenge);
    const authorisation = response.json<Authorisation>();
    const resultPage = await answerChallenge(authorisation, 'Decline');
    expect(resultPage).toContain('"transaction_status":"Declined"');

    const completed = await complete(priya, {
      transaction_uuid: authorisation.transaction_uuid,
      item_hash: prepared.item_hash,
    });
    expect(completed.statusCode).toBe(402);
    expect(await countOf('bookings')).toBe(bookingsBefore);
    const basket = await t.app.inject({
      method: 'GET',
      url: '/api/activities/cart',
      headers: bearer(priya),
    });
    expect(basket.json<{ data: Cart }>().data.item_count).toBe(1);
    await emptyBasket(priya);
  });

  it('answers 402 with a clear message for a declined card, and books nothing', async () => {
    const slot = await court('2026-10-22', '15:00');
    await holdInBasket(priya, slot);
    const bookingsBefore = await countOf('bookings');
    const { response } = await payWith(priya, testCards.declined);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      message: 'Your card was declined. Please check your details or use another card.',
    });
    expect(await countOf('bookings')).toBe(bookingsBefore);
    await emptyBasket(priya);
  });

  it('refuses to complete without a payment for a basket that costs something', async () => {
    const slot = await court('2026-10-22', '16:00');
    const cart = await holdInBasket(priya, slot);
    const response = await complete(priya, { item_hash: cart.itemHash });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      message: 'Please pay for your basket before completing the order.',
    });
    await emptyBasket(priya);
  });

  it('completes a basket that costs nothing without a card', async () => {
    // Classes are free for members.
    const yoga = await findOccurrence(t.db, { venue: VENUE, activity: 'yoga', date: '2026-10-24' });
    const cart = await holdInBasket(alex, yoga);
    expect(cart.total).toBe(0);
    const response = await complete(alex, { item_hash: cart.itemHash });
    expect(response.statusCode).toBe(200);
    const orderId = response.json<{ complete_order_id: number }>().complete_order_id;
    expect((await myBookings(alex)).some((booking) => booking.order_id === orderId)).toBe(true);
  });

  it('refuses a free basket whose item hash does not match it', async () => {
    const yoga = await findOccurrence(t.db, { venue: VENUE, activity: 'yoga', date: '2026-10-25' });
    await holdInBasket(alex, yoga);
    const response = await complete(alex, { item_hash: 'bm90IHRoaXMgYmFza2V0' });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ code: string }>().code).toBe('BASKET_CHANGED');
    await emptyBasket(alex);
  });

  it('completes a free basket with the body live clients send: no item hash, no transaction', async () => {
    const yoga = await findOccurrence(t.db, { venue: VENUE, activity: 'yoga', date: '2026-10-25' });
    await holdInBasket(alex, yoga);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/complete',
      headers: bearer(alex),
      payload: {
        completed_waivers: [],
        payments: [],
        selected_user_id: null,
        source: 'activity-booking',
        terms: [1],
      },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<Record<string, unknown>>();
    expect(Object.keys(answer)).toEqual(['complete_order_id']);
    expect(Number.isInteger(answer.complete_order_id)).toBe(true);
  });
});

describe('a basket that changes while paying', () => {
  it('refuses to authorise a basket that changed since the checkout was prepared', async () => {
    const first = await court('2026-10-23', '08:00');
    const second = await court('2026-10-23', '09:00');
    await holdInBasket(priya, first);
    const prepared = await prepare(priya);
    await holdInBasket(priya, second);
    const identifier = await cardIdentifier(prepared, testCards.frictionless);
    const response = await authorise(priya, {
      session_key: prepared.session_key,
      card_identifier: identifier,
      item_hash: prepared.item_hash,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ code: string }>().code).toBe('BASKET_CHANGED');
    expect(response.json<{ message: string }>().message).toContain('Your basket has changed');
    await emptyBasket(priya);
  });

  it('gives the card reservation back and books nothing when the basket changed after authorising', async () => {
    const first = await court('2026-10-23', '10:00');
    const second = await court('2026-10-23', '11:00');
    await holdInBasket(priya, first);
    const { prepared, response } = await payWith(priya, testCards.frictionless);
    const authorisation = response.json<Authorisation>();
    await holdInBasket(priya, second);
    const bookingsBefore = await countOf('bookings');
    const completed = await complete(priya, {
      transaction_uuid: authorisation.transaction_uuid,
      item_hash: prepared.item_hash,
    });
    expect(completed.statusCode).toBe(409);
    expect(completed.json<{ code: string }>().code).toBe('BASKET_CHANGED');
    expect(await countOf('bookings')).toBe(bookingsBefore);
    const [transaction] = await t.db
      .select()
      .from(cardTransactions)
      .where(eq(cardTransactions.id, authorisation.transaction_uuid));
    // Nothing was ever taken: the Deferred authorisation is aborted, not refunded.
    expect(transaction?.status).toBe('aborted');
    await emptyBasket(priya);
  });
});

describe('retries', () => {
  it('returns the same authorisation when the same basket is authorised again', async () => {
    const slot = await court('2026-10-23', '12:00');
    await holdInBasket(priya, slot);
    const first = await payWith(priya, testCards.frictionless);
    const second = await payWith(priya, testCards.frictionless);
    expect(second.response.json<Authorisation>().transaction_uuid).toBe(
      first.response.json<Authorisation>().transaction_uuid,
    );
    await emptyBasket(priya);
  });

  it('answers a retried completion with the same order and neither books nor charges twice', async () => {
    const slot = await court('2026-10-23', '13:00');
    await holdInBasket(priya, slot);
    const { prepared, response } = await payWith(priya, testCards.frictionless);
    const payload = {
      transaction_uuid: response.json<Authorisation>().transaction_uuid,
      item_hash: prepared.item_hash,
    };
    const first = await complete(priya, payload);
    const bookingsAfterFirst = await countOf('bookings');
    const paymentsAfterFirst = await countOf('payments');
    const retried = await complete(priya, payload);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(first.json());
    expect(await countOf('bookings')).toBe(bookingsAfterFirst);
    expect(await countOf('payments')).toBe(paymentsAfterFirst);
  });

  it('replays the stored answer for a repeated Idempotency-Key, and refuses the key for another request', async () => {
    const slot = await court('2026-10-23', '14:00');
    const key = { 'idempotency-key': 'add-court-2026-10-23-14' };
    const payload = { items: [{ id: slot.publicId, type: 'purchasableOccurrence' }] };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/activities/cart/add',
      headers: { ...bearer(priya), ...key },
      payload,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/activities/cart/add',
      headers: { ...bearer(priya), ...key },
      payload,
    });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await bookedCount(t.db, slot.id)).toBe(1);

    const other = await t.app.inject({
      method: 'POST',
      url: '/api/activities/cart/add',
      headers: { ...bearer(priya), ...key },
      payload: {
        items: [
          { id: (await court('2026-10-23', '15:00')).publicId, type: 'purchasableOccurrence' },
        ],
      },
    });
    expect(other.statusCode).toBe(422);
    await emptyBasket(priya);
  });

  it('completes a paid order exactly once when the same completion arrives twice at once', async () => {
    const slot = await court('2026-10-23', '16:00');
    await holdInBasket(priya, slot);
    const { prepared, response } = await payWith(priya, testCards.frictionless);
    const payload = {
      transaction_uuid: response.json<Authorisation>().transaction_uuid,
      item_hash: prepared.item_hash,
    };
    const ordersBefore = await countOf('orders');
    const answers = await Promise.all([complete(priya, payload), complete(priya, payload)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.json()).toEqual(answers[1]?.json());
    expect(await countOf('orders')).toBe(ordersBefore + 1);
  });
});

describe('who may check out', () => {
  it('tells a signed-out visitor without a basket that it is empty (issue 43: visitors pay too)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/checkout/prepare' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'BASKET_EMPTY' });
  });

  it('answers 409 for an empty basket', async () => {
    await emptyBasket(priya);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/checkout/prepare',
      headers: bearer(priya),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'Your basket is empty.',
      code: 'BASKET_EMPTY',
    });
  });
});
