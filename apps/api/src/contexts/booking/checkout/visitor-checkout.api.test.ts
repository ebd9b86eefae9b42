import { Order } from '@lido/contract';
import { testCards } from '@lido/emulators/opayo';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import {
  cardBrowser,
  cardCheckout,
  liveAuthoriseBody,
  type Authorisation,
  type Prepared,
} from '../../../test-support/card-checkout';
import { bookedCount, findOccurrence } from '../../../test-support/occurrences';
import { bearer, PRIYA, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';
import {
  asVisitor,
  freeCompleteBody,
  liveCompleteBody,
  MAYA,
  visitorCheckout,
} from '../../../test-support/visitor-checkout';

// Issue 43: a signed-out visitor checks out and pays for the basket their uuid names, with the
// live prepare, authorise and complete bodies once they have said who is booking; the order is a
// guest customer's, and its confirmation's link claims the bookings into an account.

const VENUE = 'swiss-cottage-leisure-centre';
let t: TestApp;
const visitor = visitorCheckout(
  () => t.app,
  () => t.db,
);
const { answerChallenge } = cardBrowser(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const session = (activity: string, date: string, nth = 0) =>
  findOccurrence(t.db, { venue: VENUE, activity, date, nth });

async function one<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await rowsOf<T>(t.db, query);
  if (!row) throw new Error('no such row');
  return row;
}

async function customerOfOrder(orderId: number) {
  return one<{
    id: number;
    email: string | null;
    password_hash: string | null;
    first_name: string;
    guest_email: string | null;
    registration_source: string | null;
  }>(
    sql`select c.id, c.email, c.password_hash, c.first_name, c.registration_source,
          g.email as guest_email
        from orders o join customers c on c.id = o.customer_id
        left join guest_customers g on g.customer_id = c.id
        where o.id = ${orderId}`,
  );
}

async function myBookingOrders(token: string): Promise<number[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/my-account/bookings?filter=future',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { order_id: number }[] }>().data.map((booking) => booking.order_id);
}

describe('a signed-out visitor pays for their basket', () => {
  it('completes through prepare, authorise and complete with the live bodies once the visitor has said who is booking', async () => {
    const yoga = await session('yoga', '2026-10-23');
    const before = await bookedCount(t.db, yoga.id);
    const cartUuid = await visitor.holdAnonymously(yoga);

    // The card form is not opened before the visitor says who is booking.
    const early = await visitor.prepare(cartUuid);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ errors: { visitor: [expect.any(String)] } });

    const saved = await visitor.saveVisitor(cartUuid, MAYA);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ data: MAYA });
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/checkout/visitor',
      headers: asVisitor(cartUuid),
    });
    expect(read.json()).toEqual({ data: MAYA });

    const { prepared, response } = await visitor.payAsVisitor(cartUuid);
    expect(prepared.amount.raw).toBe(850);
    expect(prepared.saved_card).toBeNull();
    expect(response.statusCode, response.body).toBe(200);
    const authorisation = response.json<Authorisation>();
    expect(authorisation.transaction_status).toBe('Authorised');

    const completed = await visitor.complete(
      cartUuid,
      liveCompleteBody(authorisation.transaction_uuid, prepared.item_hash),
    );
    expect(completed.statusCode, completed.body).toBe(200);
    const { complete_order_id: orderId, order_token: orderToken } = completed.json<{
      complete_order_id: number;
      order_token: string;
    }>();
    expect(orderToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await bookedCount(t.db, yoga.id)).toBe(before + 1);

    // The order is a guest customer's: no email of its own on the row, no password.
    const guest = await customerOfOrder(orderId);
    expect(guest).toMatchObject({
      email: null,
      password_hash: null,
      first_name: 'Maya',
      guest_email: MAYA.email,
      registration_source: 'guest-checkout',
    });
    // The money rule: the card's payment is recorded against the order, and released.
    const money = await one<{ payments: number; status: string }>(
      sql`select count(p.*)::int as payments, min(ct.status) as status
          from card_transactions ct join payments p on p.order_id = ct.order_id
          where ct.id = ${authorisation.transaction_uuid}`,
    );
    expect(money).toEqual({ payments: 1, status: 'released' });
    // Who booked lives on as the guest: the basket's copy goes.
    const copies = await one<{ n: number }>(
      sql`select count(*)::int as n from checkout_visitors v join carts c on c.id = v.cart_id
          where c.uuid = ${cartUuid}`,
    );
    expect(copies.n).toBe(0);

    // The confirmation is the visitor's by the order's secret, and nobody's without it.
    const confirmation = await visitor.readOrder(orderId, orderToken);
    expect(confirmation.statusCode, confirmation.body).toBe(200);
    const order = Order.parse(confirmation.json<{ data: unknown }>().data);
    expect(order.bookings[0]).toMatchObject({
      name: 'Yoga',
      attendee: { first_name: 'Maya', last_name: 'Patel' },
    });
    expect(order.payments[0]).toMatchObject({ tender_type: 'card', amount: { raw: 850 } });
    expect((await visitor.readOrder(orderId)).statusCode).toBe(401);
    expect((await visitor.readOrder(orderId, 'A'.repeat(43))).statusCode).toBe(404);
    expect((await visitor.readOrder(orderId - 1, orderToken)).statusCode).toBe(404);

    // The confirmation email, with the order's own link and a link to claim the bookings.
    const {
      email,
      claimToken,
      orderToken: emailedOrderToken,
    } = await visitor.latestEmailTo(MAYA.email);
    expect(email?.subject).toContain(`order ${orderId}`);
    expect(email?.text).toContain('Hello Maya');
    expect(email?.text).toContain('/claim-bookings?claim_token=');
    expect(email?.html).toContain('Keep my bookings in an account');
    expect(claimToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await visitor.readOrder(orderId, emailedOrderToken)).statusCode).toBe(200);
    // Kept only as hashes: neither secret is in the database.
    const stored = await one<{ n: number }>(
      sql`select (select count(*) from guest_claim_tokens where token_hash = ${claimToken})
            + (select count(*) from order_access_tokens where token_hash = ${orderToken})
            as n`,
    );
    expect(Number(stored.n)).toBe(0);
  });

  it('pays through a 3-D Secure challenge, which the visitor’s checkout polls by its basket', async () => {
    const spin = await session('spin', '2026-10-24');
    const cartUuid = await visitor.holdAnonymously(spin);
    await visitor.saveVisitor(cartUuid, { ...MAYA, email: 'sca.visitor@example.org' });
    const { prepared, response } = await visitor.payAsVisitor(cartUuid, testCards.challenge);
    expect(response.statusCode, response.body).toBe(200);
    const authorisation = response.json<Authorisation>();
    expect(authorisation.transaction_status).toBe('3DAuth');

    const poll = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: `/api/checkout/transactions/${authorisation.transaction_uuid}`,
        headers,
      });
    expect((await poll(asVisitor(cartUuid))).json()).toMatchObject({
      transaction_status: '3DAuth',
    });
    // Another visitor's basket (or none) does not see it.
    expect((await poll({})).statusCode).toBe(404);
    expect((await poll(asVisitor(crypto.randomUUID()))).statusCode).toBe(404);

    await answerChallenge(authorisation, 'Approve');
    expect((await poll(asVisitor(cartUuid))).json()).toMatchObject({
      transaction_status: 'Authorised',
    });
    const completed = await visitor.complete(
      cartUuid,
      liveCompleteBody(authorisation.transaction_uuid, prepared.item_hash),
    );
    expect(completed.statusCode, completed.body).toBe(200);
    // A retried completion answers the same order, with a secret of its own.
    const again = await visitor.complete(
      cartUuid,
      liveCompleteBody(authorisation.transaction_uuid, prepared.item_hash),
    );
    expect(again.statusCode).toBe(200);
    const [first, second] = [completed, again].map((answer) =>
      answer.json<{ complete_order_id: number; order_token: string }>(),
    );
    expect(second?.complete_order_id).toBe(first?.complete_order_id);
    expect(second?.order_token).not.toBe(first?.order_token);
    expect(
      (await visitor.readOrder(second?.complete_order_id ?? 0, second?.order_token)).statusCode,
    ).toBe(200);
  });

  it('completes a basket that costs nothing without a card, with the zero-total body', async () => {
    const pilates = await session('pilates', '2026-10-22');
    const cartUuid = await visitor.holdAnonymously(pilates);
    await t.db.execute(
      sql`update cart_items set price_pence = 0
          where cart_id = (select id from carts where uuid = ${cartUuid})`,
    );
    // Who is booking is still needed: the order is theirs.
    const anonymous = await visitor.complete(cartUuid, freeCompleteBody);
    expect(anonymous.statusCode).toBe(422);
    expect(anonymous.json()).toMatchObject({ errors: { visitor: [expect.any(String)] } });

    await visitor.saveVisitor(cartUuid, { ...MAYA, email: 'free.visitor@example.org' });
    // A retry with the same Idempotency-Key gets the same answer, kept for the visitor's basket.
    const key = { 'idempotency-key': 'free-visitor-basket' };
    const completed = await visitor.complete(cartUuid, freeCompleteBody, key);
    expect(completed.statusCode, completed.body).toBe(200);
    const replayed = await visitor.complete(cartUuid, freeCompleteBody, key);
    expect(replayed.json()).toEqual(completed.json());
    const { complete_order_id: orderId, order_token: orderToken } = completed.json<{
      complete_order_id: number;
      order_token: string;
    }>();
    const cards = await one<{ n: number }>(
      sql`select count(*)::int as n from card_transactions
          where cart_id = (select id from carts where uuid = ${cartUuid})`,
    );
    expect(cards.n).toBe(0);
    const order = Order.parse(
      (await visitor.readOrder(orderId, orderToken)).json<{ data: unknown }>().data,
    );
    expect(order.total.raw).toBe(0);
    expect((await visitor.latestEmailTo('free.visitor@example.org')).claimToken).not.toBe('');
  });
});

describe('what a visitor is refused, before anything is paid', () => {
  it('answers 422 with field messages for who is booking', async () => {
    const yoga = await session('yoga', '2026-10-24');
    const cartUuid = await visitor.holdAnonymously(yoga);
    const refused = await visitor.saveVisitor(cartUuid, {
      first_name: ' ',
      last_name: 'Patel',
      email: 'not-an-address',
      phone: '12345',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      status: 422,
      errors: {
        first_name: ['The first name field is required.'],
        email: ['The email must be a valid email address.'],
        phone: ['The phone must be a UK phone number, such as 07700 900123.'],
      },
    });
    for (const phone of ['+44 7700 900123', '020 7946 0000', '(0161) 496 0000']) {
      const accepted = await visitor.saveVisitor(cartUuid, { ...MAYA, phone });
      expect(accepted.statusCode, phone).toBe(200);
    }
    const letters = await visitor.saveVisitor(cartUuid, { ...MAYA, phone: 'call me' });
    expect(letters.json()).toMatchObject({ errors: { phone: ['The phone format is invalid.'] } });
    const nul = await visitor.saveVisitor(cartUuid, { ...MAYA, last_name: 'Pa\u0000tel' });
    expect(nul.statusCode).toBe(422);
    expect(nul.json()).toMatchObject({ errors: { last_name: [expect.any(String)] } });
    // Without a basket there is nobody to book for.
    expect((await visitor.saveVisitor(null, MAYA)).statusCode).toBe(409);
  });

  it('cannot add a session whose row does not allow anonymous bookings (courts)', async () => {
    const court = await session('badminton-60min', '2026-10-22');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/activities/cart/add',
      payload: { items: [{ id: court.publicId, type: 'purchasableOccurrence' }] },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Please log in to book this activity.' });
    expect(await bookedCount(t.db, court.id)).toBe(court.booked);
  });

  it('refuses a session that has come to need an account (restricted, or no longer anonymous) before the card is asked for', async () => {
    const bodyPump = await session('body-pump', '2026-10-22');
    const cartUuid = await visitor.holdAnonymously(bodyPump);
    await visitor.saveVisitor(cartUuid, { ...MAYA, email: 'restricted.visitor@example.org' });
    const prepared = await visitor.prepare(cartUuid);
    expect(prepared.statusCode).toBe(200);
    const { item_hash, session_key } = prepared.json<Prepared>();
    const pay = () =>
      visitor.authorise(
        cartUuid,
        liveAuthoriseBody({
          card_identifier: crypto.randomUUID(),
          session_key,
          item_hash,
          save_card: false,
          saved_card_id: null,
        }),
      );
    const category = await one<{ id: string }>(
      sql`select category_id as id from occurrences where id = ${bodyPump.id}`,
    );

    await t.db.execute(
      sql`insert into activity_restrictions (category_id, kind) values (${category.id}, 'members_only')`,
    );
    for (const response of [
      await visitor.prepare(cartUuid),
      await visitor.saveVisitor(cartUuid, MAYA),
      await pay(),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'BOOKING_RESTRICTED' });
      expect(response.json<{ message: string }>().message).toContain('Body Pump');
    }
    await t.db.execute(
      sql`delete from activity_restrictions where category_id = ${category.id} and kind = 'members_only'`,
    );

    await t.db.execute(
      sql`update categories set allows_anonymous_bookings = false where id = ${category.id}`,
    );
    const closed = await pay();
    expect(closed.statusCode).toBe(409);
    expect(closed.json<{ message: string }>().message).toContain(
      'can only be booked when you are logged in',
    );
    await t.db.execute(
      sql`update categories set allows_anonymous_bookings = true where id = ${category.id}`,
    );
    const cards = await one<{ n: number }>(
      sql`select count(*)::int as n from card_transactions
          where cart_id = (select id from carts where uuid = ${cartUuid})`,
    );
    expect(cards.n).toBe(0);
  });
});

describe('whose order it is', () => {
  it('books a repeat visitor as the same guest, and the same address with another name as another', async () => {
    const first = await visitor.bookAsVisitor(await session('yoga', '2026-10-21'), {
      ...MAYA,
      email: 'repeat.visitor@example.org',
    });
    const again = await visitor.bookAsVisitor(await session('spin', '2026-10-22'), {
      ...MAYA,
      email: 'Repeat.Visitor@example.org',
      phone: '07700 900999',
    });
    const other = await visitor.bookAsVisitor(await session('pilates', '2026-10-21'), {
      ...MAYA,
      first_name: 'Ravi',
      email: 'repeat.visitor@example.org',
    });
    const a = await customerOfOrder(first.orderId);
    const b = await customerOfOrder(again.orderId);
    const c = await customerOfOrder(other.orderId);
    expect(b.id).toBe(a.id);
    expect(c.id).not.toBe(a.id);
  });

  it('books against a guest when the address has an account, and never shows the account’s bookings or tells it exists', async () => {
    const priya = await signIn(t.app, PRIYA.email);
    const hers = await myBookingOrders(priya);
    const cartUuid = await visitor.holdAnonymously(await session('yoga', '2026-10-25'));
    const saved = await visitor.saveVisitor(cartUuid, { ...MAYA, email: PRIYA.email });
    // The same answer as for an address nobody has.
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ data: { ...MAYA, email: PRIYA.email } });
    const { response, prepared } = await visitor.payAsVisitor(cartUuid);
    const completed = await visitor.complete(
      cartUuid,
      liveCompleteBody(response.json<Authorisation>().transaction_uuid, prepared.item_hash),
    );
    expect(completed.statusCode).toBe(200);
    const { complete_order_id: orderId, order_token: orderToken } = completed.json<{
      complete_order_id: number;
      order_token: string;
    }>();
    expect(Object.keys(completed.json<object>()).sort()).toEqual([
      'complete_order_id',
      'order_token',
    ]);
    const guest = await customerOfOrder(orderId);
    expect(guest.id).not.toBe(PRIYA.id);
    expect(guest.email).toBeNull();
    // Her account is untouched, and the visitor's confirmation shows only this order.
    expect(await myBookingOrders(priya)).toEqual(hers);
    const confirmation = await visitor.readOrder(orderId, orderToken);
    expect(confirmation.body).not.toContain('Priya');
    expect(confirmation.body).not.toContain(PRIYA.reference);
  });
});

describe('a guest releasing their place', () => {
  it('refunds the card that paid, since a guest has no account to keep credit in', async () => {
    const booked = await visitor.bookAsVisitor(await session('yoga', '2026-10-25'), {
      ...MAYA,
      email: 'releasing.visitor@example.org',
    });
    const booking = await one<{ release_token: string; price_pence: number }>(
      sql`select release_token, price_pence from bookings where order_id = ${booked.orderId}`,
    );
    const released = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/release/${booking.release_token}`,
    });
    expect(released.statusCode, released.body).toBe(200);
    const refund = released.json<{
      data: { card_refunded: { raw: number }; credit_refunded: { raw: number } };
    }>().data;
    expect(refund.credit_refunded.raw).toBe(0);
    expect(refund.card_refunded.raw).toBeGreaterThan(0);
  });
});

describe('a visitor pressing Pay five times at once', () => {
  it('starts one card payment, for one guest', async () => {
    const cartUuid = await visitor.holdAnonymously(await session('yoga', '2026-10-24', 0));
    await visitor.saveVisitor(cartUuid, { ...MAYA, email: 'impatient.visitor@example.org' });
    const prepared = (await visitor.prepare(cartUuid)).json<Prepared>();
    const { cardIdentifier } = cardCheckout(() => t.app);
    const card = await cardIdentifier(prepared, testCards.frictionless);
    const body = liveAuthoriseBody({
      card_identifier: card,
      session_key: prepared.session_key,
      item_hash: prepared.item_hash,
      save_card: false,
      saved_card_id: null,
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => visitor.authorise(cartUuid, body)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      String(statuses),
    ).toBe(true);
    const attempts = await rowsOf<{ status: string; customer_id: number }>(
      t.db,
      sql`select status, customer_id from card_transactions
          where cart_id = (select id from carts where uuid = ${cartUuid})`,
    );
    expect(attempts.filter((attempt) => attempt.status === 'authorised')).toHaveLength(1);
    expect(new Set(attempts.map((attempt) => attempt.customer_id)).size).toBe(1);
  });
});

describe('a visitor who walks away after authorising', () => {
  it('has the card reservation given back by the sweep, and no order', async () => {
    const cartUuid = await visitor.holdAnonymously(await session('body-pump', '2026-10-23'));
    await visitor.saveVisitor(cartUuid, { ...MAYA, email: 'walked.away@example.org' });
    const { response } = await visitor.payAsVisitor(cartUuid);
    const uuid = response.json<Authorisation>().transaction_uuid;
    try {
      t.clock.advance(40 * 60_000);
      expect((await t.app.reconcilePayments()).aborted).toBeGreaterThanOrEqual(1);
      const attempt = await one<{ status: string; order_id: number | null }>(
        sql`select status, order_id from card_transactions where id = ${uuid}`,
      );
      expect(attempt).toEqual({ status: 'aborted', order_id: null });
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});
