import { type Cart, Package } from '@lido/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testCards } from '@lido/emulators/opayo';
import { basketCalls, slot } from '../../../test-support/basket-calls';
import { cardCheckout, type Authorisation } from '../../../test-support/card-checkout';
import { findOccurrence } from '../../../test-support/occurrences';
import {
  ALEX,
  bearer,
  JAMIE,
  FRONT_DESK,
  PRIYA,
  SAM,
  signIn,
  signInOtherVenueStaff,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { customerPackages, packageMovements } from './packages.tables';

const VENUE = 'swiss-cottage-leisure-centre';
const CLASS_PASS = 7002;

let t: TestApp;
let alex: string;
let jamie: string;
let priya: string;
let staff: string;
let otherStaff: string;

beforeAll(async () => {
  t = await createTestApp();
  [alex, jamie, priya, staff] = await Promise.all([
    signIn(t.app, ALEX.email),
    signIn(t.app, JAMIE.email),
    signIn(t.app, PRIYA.email),
    signIn(t.app, FRONT_DESK.email, { as: 'staff' }),
  ]);
  otherStaff = await signInOtherVenueStaff(t.app, t.db);
});
afterAll(() => t.close());

const { add, ticketOption } = basketCalls(() => t.app);
const { complete, payWith, emptyBasket } = cardCheckout(() => t.app);
afterEach(async () => {
  await emptyBasket(jamie);
  await emptyBasket(priya);
  await emptyBasket(alex);
});

const get = (url: string, token: string | null) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const removePackage = (token: string | null, cartItemId: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/activities/package/remove/${cartItemId}?source=activity-booking`,
    headers: token ? bearer(token) : {},
  });

async function classPass() {
  const [row] = await t.db
    .select({ used: customerPackages.sessionsUsed, total: customerPackages.sessionsTotal })
    .from(customerPackages)
    .where(eq(customerPackages.id, CLASS_PASS));
  return row ?? { used: -1, total: -1 };
}

async function movementsOfPass() {
  const rows = await t.db
    .select({ movement: packageMovements.movement })
    .from(packageMovements)
    .where(eq(packageMovements.packageId, CLASS_PASS));
  return rows.map((row) => row.movement);
}

/** Body Pump (£9.00; Jamie's class pass covers it): Thu 22, Fri 23 and Sun 25 October. */
const bodyPumpOn = (date: string) =>
  findOccurrence(t.db, { venue: VENUE, activity: 'body-pump', date });

describe('GET /api/my-account/packages', () => {
  it('lists packages with sessions used and remaining', async () => {
    const response = await get('/api/my-account/packages', alex);
    const data = z.array(Package).parse(response.json<{ data: unknown }>().data);
    expect(data).toEqual([
      expect.objectContaining({
        name: '10 Swim Pass',
        sessions_total: 10,
        sessions_used: 3,
        sessions_remaining: 7,
        status: 'active',
        price: { raw: 4500, formatted: '£45.00' },
      }),
    ]);
    const theirs = (await get('/api/my-account/packages', jamie)).json<{ data: Package[] }>().data;
    expect(theirs.map((item) => item.name)).toEqual(['5 Class Pass']);
    expect((await get('/api/my-account/packages', priya)).json()).toEqual({ data: [] });
  });

  it('is for the customer, their family lead and staff of their venue only', async () => {
    expect((await get('/api/my-account/packages', null)).statusCode).toBe(401);
    expect((await get(`/api/my-account/packages?selected_user_id=${SAM.id}`, alex)).json()).toEqual(
      { data: [] },
    );
    const stranger = await get(`/api/my-account/packages?selected_user_id=${ALEX.id}`, priya);
    expect(stranger.statusCode).toBe(403);
    const desk = await get(`/api/my-account/packages?selected_user_id=${ALEX.id}`, staff);
    expect(desk.statusCode).toBe(200);
    const elsewhere = await get(`/api/my-account/packages?selected_user_id=${ALEX.id}`, otherStaff);
    expect(elsewhere.statusCode).toBe(403);
  });
});

describe('using a package visit', () => {
  it('covers the customer’s class, is taken when the order is written and given back on cancelling in time', async () => {
    const before = await classPass();
    const added = await add([slot(await bodyPumpOn('2026-10-22'))], bearer(jamie));
    expect(added.statusCode).toBe(200);
    const cart = added.json<{ data: Cart }>().data;
    expect(cart.items[0]?.price).toMatchObject({ raw: 0, package_applied: true });
    expect(cart.total).toBe(0);
    // Held in the basket, not yet taken.
    expect((await classPass()).used).toBe(before.used);

    const completed = await complete(jamie, {});
    expect(completed.statusCode).toBe(200);
    expect((await classPass()).used).toBe(before.used + 1);
    expect(await movementsOfPass()).toContain('used');

    const orderId = completed.json<{ complete_order_id: number }>().complete_order_id;
    const order = await get(`/api/checkout/orders/${orderId}`, jamie);
    const bookingId = order.json<{ data: { bookings: { id: number }[] } }>().data.bookings[0]?.id;
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/activities/bookings/${bookingId}/?source=bookings`,
      headers: bearer(jamie),
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await classPass()).used).toBe(before.used);
    expect(await movementsOfPass()).toContain('returned');
  });

  it('can be taken off an item, which is then paid for by card', async () => {
    const before = await classPass();
    const cart = (await add([slot(await bodyPumpOn('2026-10-23'))], bearer(jamie))).json<{
      data: Cart;
    }>().data;
    const itemId = cart.items[0]?.id ?? 0;
    expect(cart.items[0]?.price.package_applied).toBe(true);

    const removed = await removePackage(jamie, itemId);
    expect(removed.statusCode).toBe(200);
    const after = removed.json<{ data: Cart }>().data;
    expect(after.items[0]?.price).toMatchObject({ raw: 900, package_applied: false });
    expect(after.total).toBe(900);
    // It stays off when the basket is read again.
    const again = (await get('/api/activities/cart', jamie)).json<{ data: Cart }>().data;
    expect(again.items[0]?.price.package_applied).toBe(false);

    const { prepared, response } = await payWith(jamie, testCards.frictionless);
    expect(prepared.amount.raw).toBe(900);
    const paid = await complete(jamie, {
      transaction_uuid: response.json<Authorisation>().transaction_uuid,
      item_hash: prepared.item_hash,
    });
    expect(paid.statusCode).toBe(200);
    expect((await classPass()).used).toBe(before.used);
  });

  it('refuses the order when the last visit went meanwhile, and keeps the basket', async () => {
    const before = await classPass();
    await add([slot(await bodyPumpOn('2026-10-25'))], bearer(jamie));
    // Used at the desk between adding and completing.
    await t.db.execute(
      sql`update customer_packages set sessions_used = sessions_total where id = ${CLASS_PASS}`,
    );
    const completed = await complete(jamie, {});
    expect(completed.statusCode).toBe(409);
    expect(completed.json()).toMatchObject({ code: 'PACKAGE_UNAVAILABLE' });
    expect((await get('/api/activities/cart', jamie)).json<{ data: Cart }>().data.item_count).toBe(
      1,
    );
    await t.db.execute(
      sql`update customer_packages set sessions_used = ${before.used} where id = ${CLASS_PASS}`,
    );
  });

  it('spends no visit on a member’s free swim', async () => {
    const swim = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'public-swim',
      date: '2026-10-23',
      time: '12:00',
    });
    const adult = await ticketOption(swim, 'Adult');
    const member = (
      await add([{ ...slot(swim), pricing_option_id: adult, quantity: 1 }], bearer(alex))
    ).json<{ data: Cart }>().data;
    expect(member.items[0]?.price).toMatchObject({ raw: 0, package_applied: false });
  });

  it('is taken off only by the basket’s owner', async () => {
    const cart = (await add([slot(await bodyPumpOn('2026-10-25'))], bearer(jamie))).json<{
      data: Cart;
    }>().data;
    const itemId = cart.items[0]?.id ?? 0;
    expect((await removePackage(null, itemId)).statusCode).toBe(401);
    expect((await removePackage(alex, itemId)).statusCode).toBe(404);
    const still = (await get('/api/activities/cart', jamie)).json<{ data: Cart }>().data;
    expect(still.items[0]?.price.package_applied).toBe(true);
  });
});
