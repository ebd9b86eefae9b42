import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import { testCards } from '@lido/emulators/opayo';
import { cardCheckout, type Authorisation } from '../../../test-support/card-checkout';
import { creditBalanceOf } from '../../../test-support/credit';
import { findOccurrence, type TestOccurrence } from '../../../test-support/occurrences';
import { bearer, PRIYA, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { queueCardRefund, settleCardRefunds } from './card-refunds';
import type { PaymentProvider } from './payment-provider';

/** A JSON answer's `data`, as far as a test reads it. */
type Answer<T = unknown> = { data: T };

// TEST_NOW is Tuesday 20 October 2026, 10:00 in London. The demo policy for courts refunds to
// the card that paid, with a day's notice; Friday's courts are days away.
const venue = 'swiss-cottage-leisure-centre';
let t: TestApp;
let priya: string;

beforeAll(async () => {
  t = await createTestApp();
  priya = await signIn(t.app, PRIYA.email);
});
afterAll(async () => {
  await t.close();
});

/** Priya books a court by card; answers the order and its booking. */
async function bookCourtByCard(time: string): Promise<{ orderId: number; bookingId: number }> {
  const court: TestOccurrence = await findOccurrence(t.db, {
    venue,
    activity: 'badminton-60min',
    date: '2026-10-23',
    time,
  });
  const checkout = cardCheckout(() => t.app);
  await checkout.holdInBasket(priya, court);
  const { prepared, response } = await checkout.payWith(priya, testCards.frictionless);
  const completed = await checkout.complete(priya, {
    transaction_uuid: response.json<Authorisation>().transaction_uuid,
    item_hash: prepared.item_hash,
  });
  expect(completed.statusCode).toBe(200);
  const [booking] = await rowsOf<{ id: number; order_id: number }>(
    t.db,
    sql`select id::float8 as id, order_id::float8 as order_id from bookings
      where occurrence_id = ${court.id} and customer_id = ${PRIYA.id} and status = 'booked'`,
  );
  return { orderId: booking!.order_id, bookingId: booking!.id };
}

async function refundsAtOpayo(orderId: number): Promise<number[]> {
  const rows = await rowsOf<{ amount: number }>(
    t.db,
    sql`select r.amount from sandbox_opayo_transactions r
      join card_transactions ct on ct.provider_transaction_id = r.reference_transaction_id
      where r.transaction_type = 'Refund' and ct.order_id = ${orderId} order by r.amount`,
  );
  return rows.map((row) => row.amount);
}

describe('refunds to the card that paid', () => {
  let first: { orderId: number; bookingId: number };

  it('cancelling a card-paid court refunds the card at once, once, and My account says so', async () => {
    first = await bookCourtByCard('10:00');
    const booking = (
      await t.app.inject({
        method: 'GET',
        url: '/api/my-account/bookings?filter=future',
        headers: bearer(priya),
      })
    )
      .json<{ data: { id: number; awards_credit: { can_be_awarded: boolean } }[] }>()
      .data.find((row) => row.id === first.bookingId);
    expect(booking?.awards_credit.can_be_awarded).toBe(false);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/activities/bookings/${first.bookingId}?source=bookings`,
      headers: bearer(priya),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Answer>().data).toMatchObject({
      card_refunded: { raw: 1285, formatted: '£12.85' },
      credit_refunded: { raw: 0 },
    });
    expect(await refundsAtOpayo(first.orderId)).toEqual([1285]);
    const [payment] = await rowsOf<{ amount_pence: number; status: string }>(
      t.db,
      sql`select amount_pence, status from payments
        where order_id = ${first.orderId} and amount_pence < 0`,
    );
    expect(payment).toEqual({ amount_pence: -1285, status: 'succeeded' });

    // The sweep finds nothing more to send.
    expect(await t.app.reconcilePayments()).toMatchObject({ refunded: 0, failed: 0 });
    expect(await refundsAtOpayo(first.orderId)).toEqual([1285]);

    const cancellations = await t.app.inject({
      method: 'GET',
      url: '/api/my-account/cancellations',
      headers: bearer(priya),
    });
    expect(
      cancellations
        .json<{ data: { booking: { id: number } }[] }>()
        .data.find((row) => row.booking.id === first.bookingId),
    ).toMatchObject({ refund: { to: 'card', amount: { raw: 1285 } } });
  });

  it('never queues more than the card paid, nor for an order no card paid', async () => {
    await t.db.transaction(async (tx) => {
      const now = t.clock.now();
      const description = 'test';
      expect(
        await queueCardRefund(tx, { orderId: first.orderId, amountPence: 1, description, now }),
      ).toEqual({ queued: false });
      const [seeded] = await rowsOf<{ order_id: number }>(
        tx,
        sql`select order_id::float8 as order_id from bookings where id = 5001`,
      );
      expect(
        await queueCardRefund(tx, {
          orderId: seeded!.order_id,
          amountPence: 100,
          description,
          now,
        }),
      ).toEqual({ queued: false });
    });
  });

  it('a refund the provider cannot take now stays pending, and a later sweep sends it once', async () => {
    const second = await bookCourtByCard('11:00');
    const queued = await t.db.transaction((tx) =>
      queueCardRefund(tx, {
        orderId: second.orderId,
        amountPence: 500,
        description: 'Part refund',
        now: t.clock.now(),
      }),
    );
    expect(queued.queued).toBe(true);
    const down = {
      refund: async () => ({ kind: 'unavailable', message: 'Opayo is down' }),
    } as unknown as PaymentProvider;
    expect(await settleCardRefunds({ db: t.db, clock: t.clock, provider: down })).toEqual({
      refunded: 0,
      refused: 0,
      failed: 1,
    });
    const [pending] = await rowsOf<{ status: string; failed_attempts: number }>(
      t.db,
      sql`select status, failed_attempts from card_refunds where order_id = ${second.orderId}`,
    );
    expect(pending).toEqual({ status: 'pending', failed_attempts: 1 });
    expect(await refundsAtOpayo(second.orderId)).toEqual([]);

    // Two processes sweep at once: the refund is made once.
    const runs = await Promise.all([t.app.reconcilePayments(), t.app.reconcilePayments()]);
    expect(runs.reduce((sum, run) => sum + run.refunded, 0)).toBe(1);
    expect(await refundsAtOpayo(second.orderId)).toEqual([500]);

    // Asked for more than is left on the card, it queues what is left (the rest is credit's).
    const rest = await t.db.transaction((tx) =>
      queueCardRefund(tx, {
        orderId: second.orderId,
        amountPence: 5000,
        description: 'The rest',
        now: t.clock.now(),
      }),
    );
    expect(rest).toMatchObject({ queued: true, amountPence: 1285 - 500 });
    await t.app.reconcilePayments();
    expect(await refundsAtOpayo(second.orderId)).toEqual([500, 785]);
  });

  it('a refund the provider refuses goes to account credit instead', async () => {
    const third = await bookCourtByCard('12:00');
    await t.db.transaction((tx) =>
      queueCardRefund(tx, {
        orderId: third.orderId,
        amountPence: 700,
        description: 'Refund of cancelled booking 1',
        now: t.clock.now(),
      }),
    );
    const refusing = {
      refund: async () => ({ kind: 'refused', message: 'The card has expired.' }),
    } as unknown as PaymentProvider;
    const before = await creditBalanceOf(t.db, PRIYA.id);
    expect(await settleCardRefunds({ db: t.db, clock: t.clock, provider: refusing })).toEqual({
      refunded: 0,
      refused: 1,
      failed: 0,
    });
    expect(await creditBalanceOf(t.db, PRIYA.id)).toBe(before + 700);
    const [refund] = await rowsOf<{ status: string; last_error: string }>(
      t.db,
      sql`select status, last_error from card_refunds where order_id = ${third.orderId}`,
    );
    expect(refund).toEqual({ status: 'refused', last_error: 'The card has expired.' });
  });
});
