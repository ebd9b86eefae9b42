import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCards } from '@lido/emulators/opayo';
import { rowsOf } from '../../../platform/db/raw-rows';
import { type Authorisation, cardCheckout } from '../../../test-support/card-checkout';
import { grantCredit } from '../../../test-support/credit';
import { deskCalls, TOM_ID } from '../../../test-support/desk-calls';
import { findOccurrence } from '../../../test-support/occurrences';
import { bearer, FRONT_DESK, JAMIE, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

// The refund email when staff refund bookings at the desk (issue 43, item 4): each part of the
// money where it went, as the ledger and the payments record it. Jordan Reid (FRONT_DESK) works
// Swiss Cottage's desk; a court there is £12.85 to Jamie, who is not a member, on Friday
// 23 October; the emulator's frictionless test card is a Visa ending 0006.

let t: TestApp;
let desk: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  desk = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
});
afterAll(() => t.close());

const { courtFor, payFor } = deskCalls(
  () => t.app,
  () => t.db,
);

const refund = (orderId: number, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/foh/orders/${orderId}/refunds`,
    headers: { ...desk, 'idempotency-key': randomUUID() },
    payload: body,
  });

async function bookingsOf(orderId: number) {
  const rows = await rowsOf<{ id: number }>(
    t.db,
    sql`select id::float8 as id from bookings where order_id = ${orderId} order by id`,
  );
  return rows.map((row) => row.id);
}

const refundEmails = (to: string) =>
  rowsOf<{ subject: string; text: string; html: string }>(
    t.db,
    sql`select subject, text, html from email_outbox
      where "to" = ${to} and subject like 'Your refund of %' order by id`,
  );

/** What the refund wrote, tender by tender: negative payments, and credit on the ledger. */
async function recordedRefunds(orderId: number) {
  const paid = await rowsOf<{ tender_type: string; amount_pence: number }>(
    t.db,
    sql`select tender_type, amount_pence from payments
      where order_id = ${orderId} and amount_pence < 0 order by id`,
  );
  const [credit] = await rowsOf<{ pence: number }>(
    t.db,
    sql`select coalesce(sum(amount_pence), 0)::int as pence from credit_entries
      where order_id = ${orderId} and movement = 'refund'`,
  );
  return { paid, credit: credit?.pence ?? 0 };
}

describe('the refund email from the desk', () => {
  it('tells the payer what was refunded, why, and where each part went', async () => {
    await grantCredit(t.db, JAMIE.id, 300);
    await courtFor(JAMIE.id, desk);
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
        { tender_type: 'cash', amount: 985 },
      ],
      desk,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const orderId = paid.json<{ complete_order_id: number }>().complete_order_id;
    const before = (await refundEmails(JAMIE.email)).length;

    const refunded = await refund(orderId, {
      booking_ids: await bookingsOf(orderId),
      refund_to: 'original',
      reason: 'Court lights failed',
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    // As recorded: £3.00 back on the ledger, £9.85 from the till.
    expect(await recordedRefunds(orderId)).toEqual({
      paid: [
        { tender_type: 'credit', amount_pence: -300 },
        { tender_type: 'cash', amount_pence: -985 },
      ],
      credit: 300,
    });

    const emails = (await refundEmails(JAMIE.email)).slice(before);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.subject).toBe(`Your refund of £12.85 (order ${orderId})`);
    expect(email?.text).toContain(`We have refunded £12.85 for order ${orderId} and cancelled:`);
    expect(email?.text).toMatch(
      /- Badminton 60min on .+ 23 October 2026 at \d\d:00, Swiss Cottage Leisure Centre \(1 place\)/,
    );
    expect(email?.text).toContain('The reason: Court lights failed');
    expect(email?.text).toContain(
      'Your refund:\n- £3.00 added to your account credit\n- £9.85 given back to you in cash\n',
    );
    expect(email?.html).toContain('<li>£9.85 given back to you in cash</li>');
  });

  it('names the card an online payment is refunded to', async () => {
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
    const before = (await refundEmails(JAMIE.email)).length;
    const refunded = await refund(orderId, {
      booking_ids: await bookingsOf(orderId),
      refund_to: 'original',
      reason: 'Coach ill',
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect((await recordedRefunds(orderId)).paid).toEqual([
      { tender_type: 'card', amount_pence: -1285 },
    ]);
    const [email] = (await refundEmails(JAMIE.email)).slice(before);
    expect(email?.text).toContain(
      'Your refund:\n- £12.85 refunded to your Visa ending 0006\n' +
        'A refund to a card can take up to 5 working days to arrive.',
    );
  });

  it('sends nothing when the refund is refused, and nothing to a customer without an address', async () => {
    await courtFor(TOM_ID, desk);
    const paid = await payFor(TOM_ID, [{ tender_type: 'cash', amount: 1285 }], desk);
    expect(paid.statusCode, paid.body).toBe(200);
    const orderId = paid.json<{ complete_order_id: number }>().complete_order_id;
    const outbox = async () =>
      (
        await rowsOf<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from email_outbox where subject like 'Your refund of %'`,
        )
      )[0]?.n;
    const before = await outbox();
    // A booking not in the order: refused, nothing written, nobody told.
    const refused = await refund(orderId, {
      booking_ids: [999_999_999],
      refund_to: 'original',
      reason: 'Typo',
    });
    expect(refused.statusCode).toBe(404);
    expect(await outbox()).toBe(before);
    // Tom has no email address: refunded, and not written to.
    const refunded = await refund(orderId, {
      booking_ids: await bookingsOf(orderId),
      refund_to: 'original',
      reason: 'Double booked',
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(await outbox()).toBe(before);
  });
});
