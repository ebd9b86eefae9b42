import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateIn } from '@lido/calendar-date';
import { rowsOf } from '../../../platform/db/raw-rows';
import { testCards } from '@lido/emulators/opayo';
import { type Authorisation, cardCheckout } from '../../../test-support/card-checkout';
import { creditBalanceOf, grantCredit } from '../../../test-support/credit';
import { COURT_PENCE, deskCalls } from '../../../test-support/desk-calls';
import { findOccurrence } from '../../../test-support/occurrences';
import {
  ALEX,
  bearer,
  DESK_MANAGER,
  FRONT_DESK,
  JAMIE,
  signIn,
  signInOtherVenueStaff,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';
import { deskAuditEntries } from '../../people/desk-audit/desk-audit.tables';
import { offlineVouchers } from '../../money/vouchers';

// Jordan Reid (FRONT_DESK) and Dana Whitfield (DESK_MANAGER) work Swiss Cottage's desk; a court
// there is £12.85 to Jamie, who is not a member. Courts are on Friday 23 October; TEST_NOW is
// the Tuesday before.

const TODAY = calendarDateIn(TEST_NOW);
let t: TestApp;
let desk: Record<string, string>;
let manager: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  desk = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
  manager = bearer(await signIn(t.app, DESK_MANAGER.email, { as: 'staff' }));
});
afterAll(() => t.close());

const { courtFor, payFor } = deskCalls(
  () => t.app,
  () => t.db,
);

async function issueVoucher(code: string, valuePence: number) {
  await t.db
    .insert(offlineVouchers)
    .values({ operatorId: 1, code, valuePence, issuedAt: TEST_NOW });
}

/** Holds courts for Jamie and pays for them at the desk; answers the order and its bookings. */
async function paidCourts(count: number, payments: object[]) {
  for (let i = 0; i < count; i++) await courtFor(JAMIE.id, desk);
  const paid = await payFor(JAMIE.id, payments, desk);
  expect(paid.statusCode, paid.body).toBe(200);
  const orderId = paid.json<{ complete_order_id: number }>().complete_order_id;
  return { orderId, bookingIds: await bookingsOf(orderId) };
}

async function bookingsOf(orderId: number) {
  const rows = await rowsOf<{ id: number }>(
    t.db,
    sql`select id::float8 as id from bookings where order_id = ${orderId} order by id`,
  );
  return rows.map((row) => row.id);
}

const refund = (orderId: number, body: object, headers = desk) =>
  t.app.inject({
    method: 'POST',
    url: `/api/foh/orders/${orderId}/refunds`,
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: body,
  });

const statusOf = async (bookingId: number) =>
  (
    await rowsOf<{ status: string; refund_pence: number | null }>(
      t.db,
      sql`select status, refund_pence from bookings where id = ${bookingId}`,
    )
  )[0];

const placesTakenOn = async (bookingId: number) =>
  (
    await rowsOf<{ booked: number }>(
      t.db,
      sql`select o.booked from occurrences o join bookings b on b.occurrence_id = o.id
        where b.id = ${bookingId}`,
    )
  )[0]?.booked;

const refundRowsOf = (orderId: number) =>
  rowsOf<{ tender_type: string; amount_pence: number; reference: string; staff_user_id: number }>(
    t.db,
    sql`select tender_type, amount_pence, reference, staff_user_id from payments
      where order_id = ${orderId} and amount_pence < 0 order by id`,
  );

const auditedRefunds = (orderId: number) =>
  t.db
    .select()
    .from(deskAuditEntries)
    .where(sql`${deskAuditEntries.orderId} = ${orderId} and ${deskAuditEntries.action} = 'refund'`);

const takings = async () =>
  (
    await t.app.inject({ method: 'GET', url: `/api/foh/takings?date=${TODAY}`, headers: desk })
  ).json<{
    data: {
      by_tender: { tender_type: string; amount: { raw: number } }[];
      refunds: { tender_type: string; count: number; amount: { raw: number } }[];
      by_staff: {
        staff_user_id: number;
        refunds: { tender_type: string; amount: { raw: number } }[];
      }[];
      total: { raw: number };
      cash: { expected: { raw: number }; refunded: { raw: number } };
    };
  }>().data;

describe('refunds at the desk to the tenders that paid', () => {
  it('gives cash back from the till, then the terminal (with its reference), then a voucher as credit', async () => {
    await issueVoucher('REFUND-TEST-500', 500);
    // Two courts, £25.70: a £5.00 voucher, £10.00 on the terminal, £20.00 cash (£9.30 change).
    const { orderId, bookingIds } = await paidCourts(2, [
      { tender_type: 'offline-voucher', amount: 500, info: { code: 'REFUND-TEST-500' } },
      { tender_type: 'terminal', amount: 1000, info: { reference: 'TID-1' } },
      { tender_type: 'cash', amount: 2000 },
    ]);
    const [first, second] = bookingIds;
    if (!first || !second) throw new Error('two courts were booked');
    const placesBefore = await placesTakenOn(first);
    const creditBefore = await creditBalanceOf(t.db, JAMIE.id);

    // £12.85: £10.70 cash (all the cash kept), then £2.15 on the terminal, which needs its slip.
    const noSlip = await refund(orderId, {
      booking_ids: [first],
      refund_to: 'original',
      reason: 'Court flooded',
    });
    expect(noSlip.statusCode).toBe(422);
    expect(noSlip.json()).toMatchObject({
      errors: { reference: ["Enter the reference printed on the terminal's refund receipt."] },
    });
    expect(await statusOf(first)).toMatchObject({ status: 'booked' });
    expect(await refundRowsOf(orderId)).toEqual([]);
    expect(await auditedRefunds(orderId)).toEqual([]);

    const response = await refund(orderId, {
      booking_ids: [first],
      refund_to: 'original',
      reason: ' Court flooded ',
      reference: 'TREF-9',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      data: {
        order_id: orderId,
        booking_ids: [first],
        total: { raw: COURT_PENCE, formatted: '£12.85' },
        refunds: [
          { tender_type: 'cash', amount: { raw: 1070, formatted: '£10.70' }, reference: null },
          {
            tender_type: 'terminal',
            amount: { raw: 215, formatted: '£2.15' },
            reference: 'TREF-9',
          },
        ],
        reason: 'Court flooded',
      },
    });
    expect(await statusOf(first)).toEqual({ status: 'cancelled', refund_pence: COURT_PENCE });
    expect(await placesTakenOn(first)).toBe((placesBefore ?? 0) - 1);
    expect(await refundRowsOf(orderId)).toEqual([
      {
        tender_type: 'cash',
        amount_pence: -1070,
        reference: `refund-${orderId}-cash`,
        staff_user_id: FRONT_DESK.id,
      },
      {
        tender_type: 'terminal',
        amount_pence: -215,
        reference: 'TREF-9',
        staff_user_id: FRONT_DESK.id,
      },
    ]);

    // The second: £7.85 more on the terminal, and the voucher's £5.00 as account credit.
    const rest = await refund(
      orderId,
      {
        booking_ids: [second],
        refund_to: 'original',
        reason: 'Court flooded',
        reference: 'TREF-10',
      },
      manager,
    );
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json()).toMatchObject({
      data: {
        refunds: [
          { tender_type: 'credit', amount: { raw: 500 } },
          { tender_type: 'terminal', amount: { raw: 785 }, reference: 'TREF-10' },
        ],
      },
    });
    expect(await creditBalanceOf(t.db, JAMIE.id)).toBe(creditBefore + 500);
    expect(await auditedRefunds(orderId)).toEqual([
      expect.objectContaining({
        staffUserId: FRONT_DESK.id,
        customerId: JAMIE.id,
        details: {
          booking_ids: [first],
          refund_to: 'original',
          reason: 'Court flooded',
          total_pence: COURT_PENCE,
          refunds: [
            { tender_type: 'cash', amount_pence: 1070 },
            { tender_type: 'terminal', amount_pence: 215, reference: 'TREF-9' },
          ],
        },
      }),
      expect.objectContaining({ staffUserId: DESK_MANAGER.id }),
    ]);

    // Nothing is refunded twice.
    const again = await refund(orderId, {
      booking_ids: [first],
      refund_to: 'credit',
      reason: 'Again',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      errors: { booking_ids: [`Booking ${first} is already cancelled.`] },
    });
  });

  it('gives account credit back to credit first', async () => {
    await courtFor(JAMIE.id, desk);
    await grantCredit(t.db, JAMIE.id, 300);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/credits/apply',
      headers: desk,
      payload: {
        credits_to_reserve: [{ amount: 300, type: 'general' }],
        selected_user_id: JAMIE.id,
      },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const paid = await payFor(
      JAMIE.id,
      [
        { tender_type: 'credit', amount: 300 },
        { tender_type: 'cash', amount: COURT_PENCE - 300 },
      ],
      desk,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const orderId = paid.json<{ complete_order_id: number }>().complete_order_id;
    const creditBefore = await creditBalanceOf(t.db, JAMIE.id);
    const response = await refund(orderId, {
      booking_ids: await bookingsOf(orderId),
      refund_to: 'original',
      reason: 'Double booked',
    });
    expect(response.json()).toMatchObject({
      data: {
        refunds: [
          { tender_type: 'credit', amount: { raw: 300 } },
          { tender_type: 'cash', amount: { raw: COURT_PENCE - 300 } },
        ],
      },
    });
    expect(await creditBalanceOf(t.db, JAMIE.id)).toBe(creditBefore + 300);
  });

  it('refunds an online card payment to the card, whatever the cancellation policy', async () => {
    const jamie = await signIn(t.app, JAMIE.email);
    const court = await findOccurrence(t.db, {
      venue: 'swiss-cottage-leisure-centre',
      activity: 'badminton-60min',
      date: '2026-10-23',
      time: '20:00',
    });
    const checkout = cardCheckout(() => t.app);
    await checkout.holdInBasket(jamie, court);
    const { prepared, response } = await checkout.payWith(jamie, testCards.frictionless);
    const completed = await checkout.complete(jamie, {
      transaction_uuid: response.json<Authorisation>().transaction_uuid,
      item_hash: prepared.item_hash,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const orderId = completed.json<{ complete_order_id: number }>().complete_order_id;
    const refunded = await refund(orderId, {
      booking_ids: await bookingsOf(orderId),
      refund_to: 'original',
      reason: 'Coach ill',
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(refunded.json()).toMatchObject({
      data: { refunds: [{ tender_type: 'card', amount: { raw: COURT_PENCE } }] },
    });
    const [row] = await refundRowsOf(orderId);
    expect(row).toMatchObject({
      tender_type: 'card',
      amount_pence: -COURT_PENCE,
      staff_user_id: FRONT_DESK.id,
    });
    const [cardRefund] = await rowsOf<{ amount_pence: number }>(
      t.db,
      sql`select amount_pence from card_refunds where order_id = ${orderId}`,
    );
    expect(cardRefund?.amount_pence).toBe(COURT_PENCE);
  });
});

describe('refunds at the desk to account credit', () => {
  it('gives the full price as account credit, whatever paid', async () => {
    const { orderId, bookingIds } = await paidCourts(1, [
      { tender_type: 'cash', amount: COURT_PENCE },
    ]);
    const creditBefore = await creditBalanceOf(t.db, JAMIE.id);
    const response = await refund(orderId, {
      booking_ids: bookingIds,
      refund_to: 'credit',
      reason: 'Customer prefers credit',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      data: { refunds: [{ tender_type: 'credit', amount: { raw: COURT_PENCE }, reference: null }] },
    });
    expect(await creditBalanceOf(t.db, JAMIE.id)).toBe(creditBefore + COURT_PENCE);
    expect(await refundRowsOf(orderId)).toMatchObject([
      { tender_type: 'credit', amount_pence: -COURT_PENCE },
    ]);
    // The receipt, reprinted, says which bookings are no longer booked.
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/foh/orders/${orderId}/receipt`,
      headers: desk,
    });
    expect(receipt.json()).toMatchObject({ data: { cancelled_booking_ids: bookingIds } });
  });
});

describe('the day’s takings after refunds', () => {
  it('shows the refunds, lowers the cash expected by the cash paid back, and still equals the day’s rows', async () => {
    const { orderId, bookingIds } = await paidCourts(1, [
      { tender_type: 'cash', amount: COURT_PENCE },
    ]);
    const before = await takings();
    await refund(orderId, { booking_ids: bookingIds, refund_to: 'original', reason: 'Closed' });
    const after = await takings();
    expect(after.cash.expected.raw).toBe(before.cash.expected.raw - COURT_PENCE);
    expect(after.cash.refunded.raw).toBe(before.cash.refunded.raw - COURT_PENCE);
    const cashRefunds = (data: typeof after) =>
      data.refunds.find((row) => row.tender_type === 'cash') ?? { count: 0, amount: { raw: 0 } };
    expect(cashRefunds(after).count).toBe(cashRefunds(before).count + 1);
    expect(cashRefunds(after).amount.raw).toBe(cashRefunds(before).amount.raw - COURT_PENCE);
    expect(after.total.raw).toBe(before.total.raw - COURT_PENCE);

    // The totals are the day's payment rows at the desk, taken and given back.
    const [rows] = await rowsOf<{ taken: number; refunded: number; cash: number; all: number }>(
      t.db,
      sql`select coalesce(sum(p.amount_pence) filter (where p.amount_pence >= 0), 0)::int as taken,
          coalesce(sum(p.amount_pence) filter (where p.amount_pence < 0), 0)::int as refunded,
          coalesce(sum(p.amount_pence) filter (where p.tender_type = 'cash'), 0)::int as cash,
          coalesce(sum(p.amount_pence), 0)::int as "all"
        from payments p join staff_users s on s.id = p.staff_user_id
        where s.venue_id = ${FRONT_DESK.venueId}
          and (p.created_at at time zone 'Europe/London')::date = ${TODAY}::date`,
    );
    const sum = (list: { amount: { raw: number } }[]) =>
      list.reduce((total, row) => total + row.amount.raw, 0);
    expect(rows?.refunded).toBeLessThan(0);
    expect(sum(after.by_tender)).toBe(rows?.taken);
    expect(sum(after.refunds)).toBe(rows?.refunded);
    expect(after.total.raw).toBe(rows?.all);
    expect(after.cash.expected.raw).toBe(rows?.cash);
    expect(after.by_staff.reduce((total, staff) => total + sum(staff.refunds), 0)).toBe(
      rows?.refunded,
    );
  });
});

describe('what a desk refund refuses', () => {
  it('refuses bookings not in the order (404) and bad requests (422), writing nothing', async () => {
    const { orderId, bookingIds } = await paidCourts(1, [
      { tender_type: 'cash', amount: COURT_PENCE },
    ]);
    const other = await paidCourts(1, [{ tender_type: 'cash', amount: COURT_PENCE }]);
    const notInOrder = await refund(orderId, {
      booking_ids: [...bookingIds, ...other.bookingIds],
      refund_to: 'original',
      reason: 'Mixed up',
    });
    expect(notInOrder.statusCode).toBe(404);
    expect(notInOrder.json()).toMatchObject({
      message: `Booking ${other.bookingIds.join(', ')} is not part of order ${orderId}.`,
    });
    for (const body of [
      { booking_ids: [], refund_to: 'original', reason: 'x' },
      { booking_ids: bookingIds, refund_to: 'cheque', reason: 'x' },
      { booking_ids: bookingIds, refund_to: 'credit' },
      { booking_ids: bookingIds, refund_to: 'credit', reason: 'x'.repeat(201) },
    ]) {
      expect((await refund(orderId, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(
      (await refund(999_999, { booking_ids: bookingIds, refund_to: 'credit', reason: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(await statusOf(bookingIds[0] ?? 0)).toMatchObject({ status: 'booked' });
    expect(await refundRowsOf(orderId)).toEqual([]);
    expect(await auditedRefunds(orderId)).toEqual([]);
  });

  it("refuses customers (403), anonymous callers (401) and another venue's staff (404)", async () => {
    const { orderId, bookingIds } = await paidCourts(1, [
      { tender_type: 'cash', amount: COURT_PENCE },
    ]);
    const body = { booking_ids: bookingIds, refund_to: 'credit', reason: 'x' };
    const jamie = bearer(await signIn(t.app, JAMIE.email));
    const alex = bearer(await signIn(t.app, ALEX.email));
    expect((await refund(orderId, body, jamie)).statusCode).toBe(403);
    expect((await refund(orderId, body, alex)).statusCode).toBe(403);
    expect((await refund(orderId, body, {})).statusCode).toBe(401);
    const britannia = bearer(await signInOtherVenueStaff(t.app, t.db));
    expect((await refund(orderId, body, britannia)).statusCode).toBe(404);
    expect(await statusOf(bookingIds[0] ?? 0)).toMatchObject({ status: 'booked' });
    expect(await refundRowsOf(orderId)).toEqual([]);
  });
});

// A used voucher stays used: a refund never issues it again.
it('leaves a refunded voucher redeemed', async () => {
  const [voucher] = await t.db
    .select()
    .from(offlineVouchers)
    .where(eq(offlineVouchers.code, 'REFUND-TEST-500'));
  expect(voucher?.redeemedAt).not.toBeNull();
});
