import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testCards } from '@lido/emulators/opayo';
import { rowsOf } from '../../../platform/db/raw-rows';
import { type Authorisation, cardCheckout } from '../../../test-support/card-checkout';
import { creditBalanceOf, grantCredit } from '../../../test-support/credit';
import { findOccurrence } from '../../../test-support/occurrences';
import { ALEX, bearer, PRIYA, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

// A cancellation's email (issue 43, item 4): what was cancelled, and the refund as the ledger and
// the card refund record it. Priya books £12.85 badminton courts at Swiss Cottage on Friday
// 23 October, days before their cut-off; the emulator's frictionless test card is a Visa ending
// 0006. Courts' cancellations refund to account credit unless a test sends them to the card.

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
/** Holds a free court and pays `credit` of it from account credit, the rest by card. */
async function bookCourt(credit: number): Promise<{ orderId: number; bookingId: number }> {
  const time = `${String(courtHour++).padStart(2, '0')}:00`;
  const court = await findOccurrence(t.db, {
    venue: 'swiss-cottage-leisure-centre',
    activity: 'badminton-60min',
    date: '2026-10-23',
    time,
  });
  const topUp = credit - (await creditBalanceOf(t.db, PRIYA.id));
  if (topUp !== 0) await grantCredit(t.db, PRIYA.id, topUp);
  await checkout.holdInBasket(priya, court);
  const payments = credit > 0 ? [{ tender_type: 'credit', amount: credit }] : [];
  if (credit > 0) {
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/credits/apply',
      headers: bearer(priya),
      payload: { credits_to_reserve: [{ amount: credit, type: 'general' }] },
    });
    expect(applied.json()).toEqual({ reserved: true, amount: credit });
  }
  const card = credit < 1285 ? await checkout.payWith(priya, testCards.frictionless) : null;
  const completed = await checkout.complete(priya, {
    payments,
    ...(card
      ? {
          transaction_uuid: card.response.json<Authorisation>().transaction_uuid,
          item_hash: card.prepared.item_hash,
        }
      : {}),
  });
  expect(completed.statusCode, completed.body).toBe(200);
  const orderId = completed.json<{ complete_order_id: number }>().complete_order_id;
  const [booking] = await rowsOf<{ id: number }>(
    t.db,
    sql`select id::float8 as id from bookings where order_id = ${orderId}`,
  );
  return { orderId, bookingId: Number(booking?.id) };
}

const cancel = (token: string, bookingIds: number[]) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/activities/bookings',
    headers: bearer(token),
    payload: {
      data: {
        cancellation_source: 'my-account',
        update_type: 'cancellation',
        booking_ids: bookingIds,
      },
    },
  });

const cancellationEmails = () =>
  rowsOf<{ subject: string; text: string; html: string }>(
    t.db,
    sql`select subject, text, html from email_outbox
      where "to" = ${PRIYA.email} and subject like 'Cancelled:%' order by id`,
  );

/** The refund to credit the ledger holds for the order. */
async function creditRefundOf(orderId: number): Promise<number> {
  const [row] = await rowsOf<{ pence: number }>(
    t.db,
    sql`select coalesce(sum(amount_pence), 0)::int as pence from credit_entries
      where order_id = ${orderId} and movement = 'refund'`,
  );
  return row?.pence ?? 0;
}

describe('the cancellation email', () => {
  it('says what was cancelled and that the refund went to account credit, as the ledger has it', async () => {
    const { orderId, bookingId } = await bookCourt(1285);
    const before = (await cancellationEmails()).length;
    const response = await cancel(priya, [bookingId]);
    expect(response.statusCode, response.body).toBe(200);
    expect(await creditRefundOf(orderId)).toBe(1285);

    const emails = (await cancellationEmails()).slice(before);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.subject).toMatch(/^Cancelled: Badminton 60min on .+ 23 October 2026 at 07:00$/);
    expect(email?.text).toContain('Your booking has been cancelled:');
    expect(email?.text).toMatch(
      /- Badminton 60min on .+ at 07:00, Swiss Cottage Leisure Centre \(1 place\)/,
    );
    expect(email?.text).toContain('Your refund:\n- £12.85 added to your account credit');
    expect(email?.text).not.toContain('card');
    expect(email?.html).toContain('<li>£12.85 added to your account credit</li>');
  });

  it('names the card a refund went back to, and the credit the rest went to, as recorded', async () => {
    const { orderId, bookingId } = await bookCourt(500);
    await t.db.execute(
      sql`update cancellation_policies set refund_to = 'card' where category_id =
        (select category_id from occurrences o join bookings b on b.occurrence_id = o.id
          where b.id = ${bookingId})`,
    );
    const before = (await cancellationEmails()).length;
    expect((await cancel(priya, [bookingId])).statusCode).toBe(200);
    const [cardRefund] = await rowsOf<{ amount_pence: number }>(
      t.db,
      sql`select amount_pence from card_refunds where order_id = ${orderId}`,
    );
    // The card gets back what it paid; the credit's part goes back to credit.
    expect(cardRefund?.amount_pence).toBe(785);
    expect(await creditRefundOf(orderId)).toBe(500);

    const [email] = (await cancellationEmails()).slice(before);
    expect(email?.text).toContain(
      'Your refund:\n- £5.00 added to your account credit\n- £7.85 refunded to your Visa ending 0006\n' +
        'A refund to a card can take up to 5 working days to arrive.',
    );
  });

  it('is sent once: cancelling a cancelled booking again sends nothing', async () => {
    const { bookingId } = await bookCourt(1285);
    expect((await cancel(priya, [bookingId])).statusCode).toBe(200);
    const before = (await cancellationEmails()).length;
    expect((await cancel(priya, [bookingId])).statusCode).toBe(200);
    expect(await cancellationEmails()).toHaveLength(before);
  });

  it('is not sent for a cancellation that was refused and rolled back', async () => {
    const { bookingId } = await bookCourt(1285);
    const [alexs] = await rowsOf<{ id: number }>(
      t.db,
      sql`select id::float8 as id from bookings where customer_id = ${ALEX.id}
        and status = 'booked' limit 1`,
    );
    const before = (await cancellationEmails()).length;
    // Someone else's booking in the same request: nothing is cancelled, nobody is emailed.
    const refused = await cancel(priya, [bookingId, Number(alexs?.id)]);
    expect(refused.statusCode).toBe(404);
    expect(await cancellationEmails()).toHaveLength(before);
    const [mine] = await rowsOf<{ status: string }>(
      t.db,
      sql`select status from bookings where id = ${bookingId}`,
    );
    expect(mine?.status).toBe('booked');
  });
});
