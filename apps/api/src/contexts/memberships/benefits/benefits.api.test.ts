import type { Cart, Reconciliation, SlotRowV2 } from '@lido/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { basketCalls, slot } from '../../../test-support/basket-calls';
import { cardCheckout } from '../../../test-support/card-checkout';
import { findOccurrence } from '../../../test-support/occurrences';
import { ALEX, bearer, FRONT_DESK, PRIYA, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { benefitMovements } from './benefits.tables';
import { useBenefit } from './member-benefits';

// Alex Morgan holds Lido Flex: courts free off-peak (Mon–Fri, starting 09:00–16:00) twice a week,
// classes included, 20% off Reformer Pilates. The test clock is Tuesday 20 October 2026, 10:00.
const VENUE = 'swiss-cottage-leisure-centre';
const OFF_PEAK_COURTS = 5102;
const REFORMER_DISCOUNT = 5103;
const WEEK = '2026-10-19';

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

const { add } = basketCalls(() => t.app);
const { complete, emptyBasket } = cardCheckout(() => t.app);
afterEach(async () => {
  await emptyBasket(alex);
  await emptyBasket(priya);
});

const get = (url: string, token: string | null) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const removeBenefit = (token: string | null, cartItemId: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/activities/benefit/remove/${cartItemId}?source=activity-booking`,
    headers: token ? bearer(token) : {},
  });

const court = (date: string, time: string, nth = 0) =>
  findOccurrence(t.db, { venue: VENUE, activity: 'badminton-60min', date, time, nth });

async function addCourts(token: string, courts: { publicId: string }[], extra: object = {}) {
  const response = await add(courts.map(slot), bearer(token), extra);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Cart }>().data;
}

/** Uses of the off-peak court benefit Alex has counted in the test week. */
async function usesThisWeek(): Promise<number> {
  const [row] = await t.db
    .select({
      uses: sql<number>`(count(*) filter (where ${benefitMovements.movement} = 'used')
        - count(*) filter (where ${benefitMovements.movement} = 'returned'))::int`,
    })
    .from(benefitMovements)
    .where(
      and(
        eq(benefitMovements.customerId, ALEX.id),
        eq(benefitMovements.benefitId, OFF_PEAK_COURTS),
        eq(benefitMovements.periodStart, WEEK),
      ),
    );
  return row?.uses ?? 0;
}

async function benefitOnSlot(token: string | null, date: string, time: string) {
  const response = await get(
    `/api/activities/venue/${VENUE}/activity/badminton-60min/v2/slots?date=${date}`,
    token,
  );
  expect(response.statusCode).toBe(200);
  const rows = response.json<{ data: SlotRowV2[] }>().data;
  return rows.find((row) => row.starts_at.format_24_hour === time)?.benefit_available;
}

async function bookingsOf(orderId: number) {
  const order = await get(`/api/checkout/orders/${orderId}`, alex);
  return order.json<{ data: { bookings: { id: number; starts_at: string }[] } }>().data.bookings;
}

describe('benefit_available on session rows', () => {
  it('names the benefit on an off-peak weekday court for the member only', async () => {
    expect(await benefitOnSlot(alex, '2026-10-21', '10:00')).toEqual({
      id: OFF_PEAK_COURTS,
      name: 'Free court hire off-peak',
    });
    // Before and after the off-peak window, and at the weekend, nothing covers it.
    expect(await benefitOnSlot(alex, '2026-10-21', '07:00')).toBeNull();
    expect(await benefitOnSlot(alex, '2026-10-21', '18:00')).toBeNull();
    expect(await benefitOnSlot(alex, '2026-10-24', '10:00')).toBeNull();
    expect(await benefitOnSlot(priya, '2026-10-21', '10:00')).toBeNull();
    expect(await benefitOnSlot(null, '2026-10-21', '10:00')).toBeNull();
  });
});

describe('a membership benefit in the basket and the order', () => {
  it('makes the court free, is counted at completion, runs out after two a week and comes back on cancelling in time', async () => {
    const before = await usesThisWeek();
    expect(before).toBe(0);
    const cart = await addCourts(alex, [
      await court('2026-10-21', '10:00'),
      await court('2026-10-22', '11:00'),
      await court('2026-10-23', '12:00'),
    ]);
    // Two uses a week: the third court is paid at the member price.
    expect(cart.items.map((item) => [item.price.raw, item.price.benefit_applied])).toEqual([
      [0, true],
      [0, true],
      [980, false],
    ]);
    expect(cart.total).toBe(980);
    // Held in the basket, not yet counted.
    expect(await usesThisWeek()).toBe(0);

    const third = cart.items[2]?.id ?? 0;
    await t.app.inject({
      method: 'POST',
      url: '/api/activities/cart/remove',
      headers: bearer(alex),
      payload: { cart_item_ids: [third] },
    });
    const completed = await complete(alex, {});
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await usesThisWeek()).toBe(2);
    // Counted: a third court that week is no longer covered.
    expect(await benefitOnSlot(alex, '2026-10-23', '12:00')).toBeNull();
    const later = await addCourts(alex, [await court('2026-10-23', '12:00')]);
    expect(later.items[0]?.price).toMatchObject({ raw: 980, benefit_applied: false });
    await emptyBasket(alex);

    // Thursday's court, cancelled with more than a day's notice, gives its use back.
    const orderId = completed.json<{ complete_order_id: number }>().complete_order_id;
    const [, thursday] = await bookingsOf(orderId);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/activities/bookings/${thursday?.id}/?source=bookings`,
      headers: bearer(alex),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await usesThisWeek()).toBe(1);
    expect(await benefitOnSlot(alex, '2026-10-23', '12:00')).toEqual({
      id: OFF_PEAK_COURTS,
      name: 'Free court hire off-peak',
    });

    // The day's reconciliation counts the uses, and the free order balances at £0.
    const day = await get('/api/staff/reconciliation?date=2026-10-20', staff);
    const report = day.json<{ data: Reconciliation }>().data;
    expect(report.benefit_uses).toEqual([
      { movement: 'returned', count: 1 },
      { movement: 'used', count: 2 },
    ]);
    expect(report.unbalanced_orders).toEqual([]);
  });

  it('can be taken off an item, which is then paid for; the removal is the basket owner’s only', async () => {
    const cart = await addCourts(alex, [await court('2026-10-23', '13:00')]);
    const itemId = cart.items[0]?.id ?? 0;
    expect(cart.items[0]?.price).toMatchObject({ raw: 0, benefit_applied: true });

    expect((await removeBenefit(null, itemId)).statusCode).toBe(401);
    expect((await removeBenefit(priya, itemId)).statusCode).toBe(404);
    const removed = await removeBenefit(alex, itemId);
    expect(removed.statusCode).toBe(200);
    const after = removed.json<{ data: Cart }>().data;
    expect(after.items[0]?.price).toMatchObject({ raw: 980, benefit_applied: false });
    expect(after.total).toBe(980);
    // It stays off when the basket is read again, and removing it twice changes nothing.
    const again = await removeBenefit(alex, itemId);
    expect(again.json<{ data: Cart }>().data.items[0]?.price.benefit_applied).toBe(false);
    // Front of house at Alex's venue acts on his basket by selected_user_id.
    const desk = await t.app.inject({
      method: 'DELETE',
      url: `/api/activities/benefit/remove/${itemId}?source=activity-booking&selected_user_id=${ALEX.id}`,
      headers: bearer(staff),
    });
    expect(desk.statusCode).toBe(200);
    expect(desk.json<{ data: Cart }>().data.items[0]?.id).toBe(itemId);
    const read = (await get('/api/activities/cart', alex)).json<{ data: Cart }>().data;
    expect(read.items[0]?.price).toMatchObject({ raw: 980, benefit_applied: false });
  });

  it('moves to another court when the court holding the week’s last use leaves the basket', async () => {
    // One use is left this week (Wednesday's court is booked with the other).
    const cart = await addCourts(alex, [
      await court('2026-10-23', '13:00'),
      await court('2026-10-23', '14:00'),
    ]);
    expect(cart.items.map((item) => item.price.raw)).toEqual([0, 980]);
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/activities/cart/remove',
      headers: bearer(alex),
      payload: { cart_item_ids: [cart.items[0]?.id] },
    });
    const after = removed.json<{ data: Cart }>().data;
    expect(after.items).toHaveLength(1);
    expect(after.items[0]?.price).toMatchObject({ raw: 0, benefit_applied: true });
    expect(after.total).toBe(0);
  });

  it('is not applied to an item added with apply_benefit false', async () => {
    const response = await add(
      [{ ...slot(await court('2026-10-23', '14:00')), apply_benefit: false }],
      bearer(alex),
    );
    const cart = response.json<{ data: Cart }>().data;
    expect(cart.items[0]?.price).toMatchObject({ raw: 980, benefit_applied: false });
  });

  it('refuses the order when the period’s last use went meanwhile, and keeps the basket', async () => {
    const cart = await addCourts(alex, [await court('2026-10-23', '15:00')]);
    expect(cart.items[0]?.price.benefit_applied).toBe(true);
    // Used at the desk between adding and completing.
    await t.db.insert(benefitMovements).values({
      benefitId: OFF_PEAK_COURTS,
      customerId: ALEX.id,
      periodStart: WEEK,
      movement: 'used',
      orderId: 0,
      occurrenceId: 0,
      createdAt: t.clock.now(),
    });
    const completed = await complete(alex, {});
    expect(completed.statusCode).toBe(409);
    expect(completed.json()).toMatchObject({ code: 'BENEFIT_UNAVAILABLE' });
    const kept = (await get('/api/activities/cart', alex)).json<{ data: Cart }>().data;
    expect(kept.item_count).toBe(1);
    await t.db.delete(benefitMovements).where(eq(benefitMovements.orderId, 0));
  });

  it('takes a percentage off the member price of a covered class', async () => {
    const reformer = await findOccurrence(t.db, {
      venue: 'finsbury-leisure-centre',
      activity: 'reformer-pilates',
      date: '2026-10-22',
    });
    const cart = (await add([slot(reformer)], bearer(alex))).json<{ data: Cart }>().data;
    // Member price £10.00, less 20%.
    expect(cart.items[0]?.price).toMatchObject({ raw: 800, benefit_applied: true });
    const { rows } = (await t.db.execute(
      sql`select benefit_id from cart_items where id = ${cart.items[0]?.id ?? 0}`,
    )) as { rows: { benefit_id: number }[] };
    expect(rows[0]?.benefit_id).toBe(REFORMER_DISCOUNT);
  });

  it('gives the period’s last use to one order when two take it at once', async () => {
    // The week of Monday 2 November: one use recorded, one left.
    const week = '2026-11-02';
    const use = (orderId: number) =>
      t.db.transaction((tx) =>
        useBenefit(tx, OFF_PEAK_COURTS, {
          customerId: ALEX.id,
          orderId,
          occurrenceId: orderId,
          date: '2026-11-04',
          now: t.clock.now(),
        }),
      );
    expect(await use(-1)).toBe(true);
    const raced = await Promise.all([use(-2), use(-3)]);
    expect(raced.filter(Boolean)).toHaveLength(1);
    const rows = await t.db
      .select({ orderId: benefitMovements.orderId })
      .from(benefitMovements)
      .where(eq(benefitMovements.periodStart, week));
    expect(rows).toHaveLength(2);
  });
});
