import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { basketCalls, slot } from '../../../test-support/basket-calls';
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
import { orders } from '../../booking/checkout/checkout.tables';
import { deskAuditEntries } from '../../people/desk-audit/desk-audit.tables';

// Dana Whitfield (DESK_MANAGER) manages Swiss Cottage's desk, where Jordan Reid (FRONT_DESK) is
// a receptionist. Jamie is not a member: a badminton court there is £12.85 to them.

let t: TestApp;
let manager: Record<string, string>;
let receptionist: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  manager = bearer(await signIn(t.app, DESK_MANAGER.email, { as: 'staff' }));
  receptionist = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
});
afterAll(() => t.close());

const { courtFor, basketTotal, payFor, emptyBasketOf } = deskCalls(
  () => t.app,
  () => t.db,
);
afterEach(() => emptyBasketOf(JAMIE.id, manager));

interface CartItem {
  id: number;
  price: { raw: number };
}

async function cartOf(customerId: number) {
  const cart = await t.app.inject({
    method: 'GET',
    url: `/api/activities/cart?selected_user_id=${customerId}`,
    headers: manager,
  });
  return cart.json<{ data: { total: number; items: CartItem[] } }>().data;
}

const changePrice = (cartItemId: number, body: object, headers: Record<string, string> = manager) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/foh/basket/items/${cartItemId}/price`,
    headers,
    payload: { selected_user_id: JAMIE.id, ...body },
  });

const priceChanges = () =>
  t.db.select().from(deskAuditEntries).where(eq(deskAuditEntries.action, 'price-change'));

describe("a manager's price at the desk", () => {
  it('shows in the cart, survives the basket being priced again, is charged, and is audited', async () => {
    await courtFor(JAMIE.id, manager);
    await courtFor(JAMIE.id, manager);
    const [first, second] = (await cartOf(JAMIE.id)).items;
    if (!first || !second) throw new Error('two courts were held');

    const changed = await changePrice(first.id, { price: 500, reason: ' Court light out ' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      data: {
        cart_item_id: first.id,
        previous_price: { raw: COURT_PENCE, formatted: '£12.85' },
        price: { raw: 500, formatted: '£5.00' },
        reason: 'Court light out',
      },
    });
    const cart = await cartOf(JAMIE.id);
    expect(cart.items.find((item) => item.id === first.id)?.price.raw).toBe(500);
    expect(cart.total).toBe(500 + COURT_PENCE);

    // Removing the other court prices the basket again: the manager's price stays.
    const removed = await t.app.inject({
      method: 'POST',
      url: `/api/activities/cart/remove?selected_user_id=${JAMIE.id}`,
      headers: manager,
      payload: { cart_item_ids: [second.id] },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await basketTotal(JAMIE.id, manager)).toBe(500);

    // A receptionist takes the payment: the changed price is what is charged.
    const paid = await payFor(JAMIE.id, [{ tender_type: 'cash', amount: 500 }], receptionist);
    expect(paid.statusCode, paid.body).toBe(200);
    const orderId = paid.json<{ complete_order_id: number }>().complete_order_id;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.totalPence).toBe(500);
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/foh/orders/${orderId}/receipt`,
      headers: receptionist,
    });
    expect(receipt.json()).toMatchObject({
      data: { total: { raw: 500 }, bookings: [{ price: { raw: 500 } }] },
    });

    expect(await priceChanges()).toEqual([
      expect.objectContaining({
        staffUserId: DESK_MANAGER.id,
        venueId: DESK_MANAGER.venueId,
        customerId: JAMIE.id,
        details: {
          cart_item_id: first.id,
          old_pence: COURT_PENCE,
          new_pence: 500,
          reason: 'Court light out',
        },
      }),
    ]);
  });

  it('may give an item away (0), and a second change starts from the first', async () => {
    await courtFor(JAMIE.id, manager);
    const [item] = (await cartOf(JAMIE.id)).items;
    if (!item) throw new Error('a court was held');
    await changePrice(item.id, { price: 900, reason: 'Regular' });
    const free = await changePrice(item.id, { price: 0, reason: 'Apology for a double booking' });
    expect(free.json()).toMatchObject({
      data: { previous_price: { raw: 900 }, price: { raw: 0 } },
    });
    expect(await basketTotal(JAMIE.id, manager)).toBe(0);
  });

  it('refuses bad prices and reasons (422) and an item not in that basket (404), writing nothing', async () => {
    await courtFor(JAMIE.id, manager);
    const [item] = (await cartOf(JAMIE.id)).items;
    if (!item) throw new Error('a court was held');
    const before = (await priceChanges()).length;
    for (const body of [
      { price: -1, reason: 'x' },
      { price: 1.5, reason: 'x' },
      { price: 1_000_001, reason: 'x' },
      { price: '500', reason: 'x' },
      { price: 500 },
      { price: 500, reason: '  ' },
      { price: 500, reason: 'x'.repeat(201) },
    ]) {
      expect((await changePrice(item.id, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    const notThere = await changePrice(item.id, {
      price: 500,
      reason: 'Wrong basket',
      selected_user_id: ALEX.id,
    });
    expect(notThere.statusCode).toBe(404);
    expect((await changePrice(999_999, { price: 500, reason: 'None' })).statusCode).toBe(404);
    expect(await basketTotal(JAMIE.id, manager)).toBe(COURT_PENCE);
    expect(await priceChanges()).toHaveLength(before);
  });
});

describe('who may change a price', () => {
  it('refuses a receptionist (403, with why), customers (403), anonymous callers (401) and another venue', async () => {
    await courtFor(JAMIE.id, manager);
    const [item] = (await cartOf(JAMIE.id)).items;
    if (!item) throw new Error('a court was held');
    const body = { price: 100, reason: 'Friend' };
    const before = (await priceChanges()).length;

    const byReceptionist = await changePrice(item.id, body, receptionist);
    expect(byReceptionist.statusCode).toBe(403);
    expect(byReceptionist.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only a manager can change a price.',
    });
    const jamie = bearer(await signIn(t.app, JAMIE.email));
    expect((await changePrice(item.id, body, jamie)).statusCode).toBe(403);
    expect((await changePrice(item.id, body, {})).statusCode).toBe(401);

    // A manager at another venue may not reach Swiss Cottage's customers.
    const britannia = bearer(await signInOtherVenueStaff(t.app, t.db));
    await t.db.execute(
      sql`update staff_users set role = 'manager' where email = 'britannia.desk@lido.example'`,
    );
    const elsewhere = await changePrice(item.id, body, britannia);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ message: 'Unauthorised.' });

    expect(await basketTotal(JAMIE.id, manager)).toBe(COURT_PENCE);
    expect(await priceChanges()).toHaveLength(before);
  });
});

// Last: its price change is one more entry in the audit log the tests above count.
describe('an item changed after its price was', () => {
  it('is dropped when the item itself changes: more tickets are priced afresh', async () => {
    const { add, ticketOption } = basketCalls(() => t.app);
    const swim = await findOccurrence(t.db, {
      venue: 'swiss-cottage-leisure-centre',
      activity: 'public-swim',
      date: '2026-10-22',
      time: '12:00',
    });
    const adult = await ticketOption(swim, 'Adult');
    const added = await add([{ ...slot(swim), pricing_option_id: adult, quantity: 1 }], manager, {
      selected_user_id: JAMIE.id,
    });
    expect(added.statusCode, added.body).toBe(200);
    const [ticket] = (await cartOf(JAMIE.id)).items;
    if (!ticket) throw new Error('the swim was held');
    expect((await changePrice(ticket.id, { price: 100, reason: 'Pool cold' })).statusCode).toBe(
      200,
    );
    expect((await cartOf(JAMIE.id)).items[0]?.price.raw).toBe(100);

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/activities/cart/${ticket.id}`,
      headers: manager,
      payload: { options: { quantity: 2 }, selected_user_id: JAMIE.id },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await cartOf(JAMIE.id)).items[0]?.price.raw).toBe(2 * 550);
  });
});
