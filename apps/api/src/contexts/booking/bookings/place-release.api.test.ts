import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import { testCards } from '@lido/emulators/opayo';
import { cardCheckout, type Authorisation } from '../../../test-support/card-checkout';
import {
  bookedCount,
  findOccurrence,
  type TestOccurrence,
} from '../../../test-support/occurrences';
import { PRIYA, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

/** A JSON answer's `data`, as far as a test reads it. */
type Answer<T = unknown> = { data: T };

// TEST_NOW is Tuesday 20 October 2026, 10:00 in London; Thursday's 19:00 spin is days away, well
// before its policy's two-hour cut-off.
let t: TestApp;
let priya: string;
let spin: TestOccurrence;
let link: string;

beforeAll(async () => {
  t = await createTestApp();
  priya = await signIn(t.app, PRIYA.email);
  spin = await findOccurrence(t.db, {
    venue: 'swiss-cottage-leisure-centre',
    activity: 'spin',
    date: '2026-10-22',
  });
  const checkout = cardCheckout(() => t.app);
  await checkout.holdInBasket(priya, spin);
  const { prepared, response } = await checkout.payWith(priya, testCards.frictionless);
  const completed = await checkout.complete(priya, {
    transaction_uuid: response.json<Authorisation>().transaction_uuid,
    item_hash: prepared.item_hash,
  });
  expect(completed.statusCode).toBe(200);
  const [email] = await rowsOf<{ text: string; html: string }>(
    t.db,
    sql`select text, html from email_outbox where "to" = ${PRIYA.email}
      and subject like '%booking is confirmed%' order by id desc limit 1`,
  );
  const found = /Can't make it\? Release my place: (\S+)/.exec(email?.text ?? '');
  if (!found) throw new Error(`no release link in the confirmation email:\n${email?.text}`);
  link = found[1]!;
  // The HTML part carries the same link.
  expect(email!.html).toContain(`href="${link}"`);
});
afterAll(async () => {
  await t.close();
});

const tokenOf = (url: string) => new URL(url).pathname.replace('/release/', '');

describe('"Can\'t make it? Release my place"', () => {
  it('the confirmation email links to a page on the site, one per booking', () => {
    expect(new URL(link).pathname).toMatch(/^\/release\/[\w-]{24}$/);
  });

  it('shows the booking and its terms without signing in', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/release/${tokenOf(link)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Answer<{ booking: unknown }>>().data.booking).toMatchObject({
      status: 'booked',
      can_be_cancelled: true,
      activity_id: spin.id,
      cancellation_cutoff: { is_after_cutoff: false },
    });
  });

  it('releases the place by the policy, once, however often the link is followed', async () => {
    const places = await bookedCount(t.db, spin.id);
    const release = () =>
      t.app.inject({ method: 'POST', url: `/api/bookings/release/${tokenOf(link)}` });
    const first = await release();
    expect(first.statusCode).toBe(200);
    expect(first.json<Answer>().data).toMatchObject({ late_fee: { raw: 0 } });
    expect(
      first.json<Answer<{ credit_refunded: { raw: number } }>>().data.credit_refunded.raw,
    ).toBeGreaterThan(0);
    expect(await bookedCount(t.db, spin.id)).toBe(places - 1);

    const again = await release();
    expect(again.statusCode).toBe(200);
    // A retry is told what the release did, not that it did nothing.
    expect(again.json()).toEqual(first.json());
    expect(await bookedCount(t.db, spin.id)).toBe(places - 1);
    const [credit] = await rowsOf<{ entries: number }>(
      t.db,
      sql`select count(*)::int as entries from credit_entries
        where customer_id = ${PRIYA.id} and reason like 'Refund of cancelled booking%'`,
    );
    expect(credit?.entries).toBe(1);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/release/${tokenOf(link)}`,
    });
    expect(page.json<Answer<{ booking: { status: string } }>>().data.booking.status).toBe(
      'cancelled',
    );
  });

  it('answers a retried release with the refund to the card the first one made, and refunds the card once', async () => {
    const yoga = await findOccurrence(t.db, {
      venue: 'swiss-cottage-leisure-centre',
      activity: 'yoga',
      date: '2026-10-23',
    });
    await t.db.execute(
      sql`update cancellation_policies set refund_to = 'card'
        where category_id = (select category_id from occurrences where id = ${yoga.id})`,
    );
    const checkout = cardCheckout(() => t.app);
    await checkout.holdInBasket(priya, yoga);
    const { prepared, response } = await checkout.payWith(priya, testCards.frictionless);
    const completed = await checkout.complete(priya, {
      transaction_uuid: response.json<Authorisation>().transaction_uuid,
      item_hash: prepared.item_hash,
    });
    expect(completed.statusCode).toBe(200);
    const [booking] = await rowsOf<{ order_id: number; release_token: string }>(
      t.db,
      sql`select order_id::float8 as order_id, release_token from bookings
        where customer_id = ${PRIYA.id} and occurrence_id = ${yoga.id} and status = 'booked'`,
    );
    const moneyBack = async () =>
      rowsOf<{ card: number; credit: number }>(
        t.db,
        sql`select
            (select count(*)::int from card_refunds where order_id = ${booking!.order_id}) as card,
            (select count(*)::int from credit_entries
              where order_id = ${booking!.order_id} and movement = 'refund') as credit`,
      );
    const release = () =>
      t.app.inject({ method: 'POST', url: `/api/bookings/release/${booking!.release_token}` });

    const first = await release();
    expect(first.statusCode).toBe(200);
    const refunded = first.json<Answer<{ card_refunded: { raw: number } }>>().data;
    expect(refunded).toMatchObject({ credit_refunded: { raw: 0 }, late_fee: { raw: 0 } });
    expect(refunded.card_refunded.raw).toBeGreaterThan(0);
    expect(await moneyBack()).toEqual([{ card: 1, credit: 0 }]);

    const again = await release();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await moneyBack()).toEqual([{ card: 1, credit: 0 }]);
  });

  it('answers 404 to a token that names no booking, and 422 to one that cannot be a token', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/release/AAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(unknown.statusCode).toBe(404);
    const release = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/release/AAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(release.statusCode).toBe(404);
    const short = await t.app.inject({ method: 'POST', url: '/api/bookings/release/abc' });
    expect(short.statusCode).toBe(422);
  });
});
