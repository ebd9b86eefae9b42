import { Order } from '@lido/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testCards } from '@lido/emulators/opayo';
import { rowsOf } from '../../../platform/db/raw-rows';
import { type Authorisation, cardCheckout } from '../../../test-support/card-checkout';
import { creditBalanceOf, grantCredit } from '../../../test-support/credit';
import { findOccurrence, type TestOccurrence } from '../../../test-support/occurrences';
import { bearer, PRIYA, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

// How an order was paid, as its confirmation (page and email) says it (issue 43, item 4): a
// badminton court at Swiss Cottage is £12.85 to Priya, who is not a member there; the
// emulator's frictionless test card is a Visa ending 0006.

let t: TestApp;
let priya: string;
const checkout = cardCheckout(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  priya = await signIn(t.app, PRIYA.email);
});
afterAll(() => t.close());
afterEach(() => checkout.emptyBasket(priya));

let courtHour = 7;
/** A free court (£12.85), a different hour each time. */
function freeCourt(): Promise<TestOccurrence> {
  const time = `${String(courtHour++).padStart(2, '0')}:00`;
  return findOccurrence(t.db, {
    venue: 'swiss-cottage-leisure-centre',
    activity: 'badminton-60min',
    date: '2026-10-23',
    time,
  });
}

async function setCredit(pence: number) {
  const topUp = pence - (await creditBalanceOf(t.db, PRIYA.id));
  if (topUp !== 0) await grantCredit(t.db, PRIYA.id, topUp);
}

async function applyCredit(amount: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/credits/apply',
    headers: bearer(priya),
    payload: { credits_to_reserve: [{ amount, type: 'general' }], selected_user_id: null },
  });
  expect(response.json()).toEqual({ reserved: true, amount });
}

async function orderView(orderId: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/checkout/orders/${orderId}`,
    headers: bearer(priya),
  });
  expect(response.statusCode, response.body).toBe(200);
  return Order.parse(response.json<{ data: unknown }>().data);
}

const paymentsOf = (order: Order) =>
  order.payments.map((payment) => ({
    tender_type: payment.tender_type,
    amount: payment.amount.raw,
    card: payment.card,
  }));

async function confirmationEmailOf(orderId: number) {
  const [email] = await rowsOf<{ text: string; html: string }>(
    t.db,
    sql`select text, html from email_outbox
      where "to" = ${PRIYA.email} and subject like ${`%(order ${orderId})`}`,
  );
  if (!email) throw new Error(`no confirmation email for order ${orderId}`);
  return email;
}

/** Holds a court, applies `credit` and pays the rest by card; answers the order id. */
async function bookPayingCredit(credit: number): Promise<number> {
  await setCredit(credit);
  await checkout.holdInBasket(priya, await freeCourt());
  await applyCredit(credit);
  const tender = [{ tender_type: 'credit', amount: credit, info: {} }];
  if (credit >= 1285) {
    const completed = await checkout.complete(priya, { payments: tender });
    expect(completed.statusCode, completed.body).toBe(200);
    return completed.json<{ complete_order_id: number }>().complete_order_id;
  }
  const { prepared, response } = await checkout.payWith(priya, testCards.frictionless);
  const completed = await checkout.complete(priya, {
    transaction_uuid: response.json<Authorisation>().transaction_uuid,
    item_hash: prepared.item_hash,
    payments: tender,
  });
  expect(completed.statusCode, completed.body).toBe(200);
  return completed.json<{ complete_order_id: number }>().complete_order_id;
}

describe('how an order was paid, on its confirmation', () => {
  it('names the card only on the part the card paid when credit paid the rest', async () => {
    const orderId = await bookPayingCredit(500);
    expect(paymentsOf(await orderView(orderId))).toEqual([
      { tender_type: 'credit', amount: 500, card: null },
      {
        tender_type: 'card',
        amount: 785,
        card: { card_type: 'Visa', last_four_digits: '0006' },
      },
    ]);
    const email = await confirmationEmailOf(orderId);
    expect(email.text).toContain(
      'Total paid: £12.85\n- £5.00 from account credit\n- £7.85 by Visa ending 0006\n',
    );
    expect(email.html).toContain(
      '<li>£5.00 from account credit</li><li>£7.85 by Visa ending 0006</li>',
    );
  });

  it('names no card for an order paid entirely from account credit', async () => {
    const orderId = await bookPayingCredit(1285);
    expect(paymentsOf(await orderView(orderId))).toEqual([
      { tender_type: 'credit', amount: 1285, card: null },
    ]);
    const email = await confirmationEmailOf(orderId);
    expect(email.text).toContain('Total paid: £12.85\n- £12.85 from account credit\n');
    expect(email.text).not.toContain('Visa');
  });

  it('names the refunded card on its refund row, and none on the credit row after it', async () => {
    const orderId = await bookPayingCredit(500);
    await t.db.execute(
      sql`update cancellation_policies set refund_to = 'card' where category_id =
        (select category_id from occurrences o join bookings b on b.occurrence_id = o.id
          where b.order_id = ${orderId} limit 1)`,
    );
    const [booking] = (await orderView(orderId)).bookings;
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/activities/bookings/${booking?.id}?source=bookings`,
      headers: bearer(priya),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const visa = { card_type: 'Visa', last_four_digits: '0006' };
    expect(paymentsOf(await orderView(orderId))).toEqual([
      { tender_type: 'credit', amount: 500, card: null },
      { tender_type: 'card', amount: 785, card: visa },
      { tender_type: 'card', amount: -785, card: visa },
    ]);
  });
});
