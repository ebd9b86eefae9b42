import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOccurrence } from '../../../test-support/occurrences';
import {
  bearer,
  DESK_MANAGER,
  FRONT_DESK,
  JAMIE,
  PRIYA,
  signIn,
  signInOperatorAdmin,
  signInOtherVenueStaff,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { asVisitor, MAYA, visitorCheckout } from '../../../test-support/visitor-checkout';

// Issue 43: who may call each route a signed-out visitor's checkout added or changed. Each is
// called as an anonymous visitor, a customer, another customer, a receptionist and a manager of
// the venue the visitor booked at, and the operator's administrator (at another venue). A
// visitor's basket and order are reached only by its uuid and the order's secret; personal data
// is shown only to its owner and staff of their venue.

const VENUE = 'swiss-cottage-leisure-centre';
let t: TestApp;
const visitor = visitorCheckout(
  () => t.app,
  () => t.db,
);

type Role =
  'anonymous' | 'customer' | 'other customer' | 'receptionist' | 'manager' | 'operator admin';
let headersOf: Record<Role, Record<string, string>>;
const ROLES: Role[] = [
  'anonymous',
  'customer',
  'other customer',
  'receptionist',
  'manager',
  'operator admin',
];
const STAFF: Role[] = ['receptionist', 'manager', 'operator admin'];

/** A guest's paid order (Maya's) and another visitor's basket, with who is booking said. */
let order: { cartUuid: string; transactionUuid: string; orderId: number; orderToken: string };
let basket: string;

beforeAll(async () => {
  t = await createTestApp();
  headersOf = {
    anonymous: {},
    customer: bearer(await signIn(t.app, PRIYA.email)),
    'other customer': bearer(await signIn(t.app, JAMIE.email)),
    receptionist: bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' })),
    manager: bearer(await signIn(t.app, DESK_MANAGER.email, { as: 'staff' })),
    'operator admin': bearer(await signInOperatorAdmin(t.app, t.db)),
  };
  order = await visitor.bookAsVisitor(
    await findOccurrence(t.db, { venue: VENUE, activity: 'yoga', date: '2026-10-23' }),
  );
  basket = await visitor.holdAnonymously(
    await findOccurrence(t.db, { venue: VENUE, activity: 'yoga', date: '2026-10-24' }),
  );
  expect((await visitor.saveVisitor(basket, MAYA)).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

/** Each role's status for a request, the visitor's basket named in every one. */
async function statuses(
  send: (headers: Record<string, string>) => Promise<{ statusCode: number }>,
): Promise<Record<Role, number>> {
  const answers = {} as Record<Role, number>;
  for (const role of ROLES) {
    answers[role] = (await send({ ...asVisitor(basket), ...headersOf[role] })).statusCode;
  }
  return answers;
}

const only = (allowed: Partial<Record<Role, number>>, others: number): Record<Role, number> =>
  Object.fromEntries(ROLES.map((role) => [role, allowed[role] ?? others])) as Record<Role, number>;

describe('who may say who is booking', () => {
  it('PUT /api/checkout/visitor: the visitor of the basket only; signed-in callers book as themselves (403)', async () => {
    expect(await statuses((headers) => visitor.saveVisitor(null, MAYA, headers))).toEqual(
      only({ anonymous: 200 }, 403),
    );
  });

  it('GET /api/checkout/visitor: the visitor of the basket only', async () => {
    const get = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/checkout/visitor', headers });
    expect(await statuses(get)).toEqual(only({ anonymous: 200 }, 403));
    // Without the basket's uuid there is nothing to show.
    expect((await get({})).json()).toEqual({ data: null });
  });
});

describe('who may pay for a visitor’s basket', () => {
  it('GET /api/checkout/prepare: the visitor; a customer pays only their own basket (empty here); staff pay at the till', async () => {
    expect(await statuses((headers) => visitor.prepare(null, headers))).toEqual(
      only({ anonymous: 200, customer: 409, 'other customer': 409 }, 403),
    );
  });

  it('POST /api/checkout/authorise: reaches the visitor’s basket only for the visitor', async () => {
    const body = {
      session_key: 'a-session-key',
      card_identifier: 'a-card',
      item_hash: 'not-the-basket',
      terms: [1],
      browser_colour_depth: 24,
      browser_java_enabled: 0,
      browser_javascript_enabled: 1,
      browser_language: 'en-GB',
      browser_screen_height: 1080,
      browser_screen_width: 1920,
      browser_timezone_offset: 0,
    };
    // The visitor's basket changed (409 BASKET_CHANGED); customers' own baskets are empty.
    expect(await statuses((headers) => visitor.authorise(null, body, headers))).toEqual(
      only({ anonymous: 409, customer: 409, 'other customer': 409 }, 403),
    );
  });

  it('POST /api/checkout/complete: a payment is completed only by the payer of its basket', async () => {
    const body = { terms: [1], transaction_uuid: order.transactionUuid };
    const answers = await statuses((headers) => visitor.complete(null, body, headers));
    // Another visitor's basket does not find Maya's payment; customers do not either.
    expect(answers).toEqual(only({ anonymous: 404, customer: 404, 'other customer': 404 }, 403));
    const hers = await visitor.complete(order.cartUuid, body);
    expect(hers.statusCode).toBe(200);
    expect(hers.json()).toMatchObject({ complete_order_id: order.orderId });
  });

  it('GET /api/checkout/transactions/:uuid: the payer of its basket only', async () => {
    const poll = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: `/api/checkout/transactions/${order.transactionUuid}`,
        headers,
      });
    expect(await statuses(poll)).toEqual(
      only({ anonymous: 404, customer: 404, 'other customer': 404 }, 403),
    );
    expect((await poll(asVisitor(order.cartUuid))).statusCode).toBe(200);
  });
});

describe('who may read a visitor’s order', () => {
  it('GET /api/checkout/orders/:id with its secret: whoever holds it', async () => {
    expect(
      await statuses((headers) => visitor.readOrder(order.orderId, order.orderToken, headers)),
    ).toEqual(only({}, 200));
    expect(
      await statuses((headers) => visitor.readOrder(order.orderId, 'B'.repeat(43), headers)),
    ).toEqual(only({}, 404));
  });

  it('GET /api/checkout/orders/:id without it: staff of the guest’s venue; nobody else', async () => {
    expect(
      await statuses((headers) => visitor.readOrder(order.orderId, undefined, headers)),
    ).toEqual(only({ anonymous: 401, receptionist: 200, manager: 200 }, 404));
    const otherVenue = bearer(await signInOtherVenueStaff(t.app, t.db));
    expect((await visitor.readOrder(order.orderId, undefined, otherVenue)).statusCode).toBe(404);
    const seen = await visitor.readOrder(order.orderId, undefined, headersOf.receptionist);
    expect(seen.json()).toMatchObject({ data: { id: order.orderId } });
  });
});

describe('who may claim a visitor’s bookings', () => {
  it('POST /api/auth/customer/claim: a visitor is asked to sign in, the address’s account claims, and the spent link claims nothing for anyone after', async () => {
    const booked = await visitor.bookAsVisitor(
      await findOccurrence(t.db, { venue: VENUE, activity: 'spin', date: '2026-10-24' }),
      { ...MAYA, email: PRIYA.email },
    );
    const { claimToken } = await visitor.latestEmailTo(PRIYA.email);
    const claim = (headers: Record<string, string>) =>
      visitor.claim({ token: claimToken }, headers);
    // In the roles' order: the visitor is asked to sign in, Priya claims, the link is spent.
    expect(await statuses(claim)).toEqual({
      anonymous: 200,
      customer: 200,
      'other customer': 422,
      receptionist: 422,
      manager: 422,
      'operator admin': 422,
    });
    expect(
      (await visitor.readOrder(booked.orderId, undefined, headersOf.customer)).statusCode,
    ).toBe(200);
  });

  it('refuses other customers and staff while the link is unspent (403), and asks a visitor to sign in', async () => {
    const booked = await visitor.bookAsVisitor(
      await findOccurrence(t.db, { venue: VENUE, activity: 'spin', date: '2026-10-25' }),
      { ...MAYA, email: PRIYA.email, first_name: 'Prue' },
    );
    const { claimToken } = await visitor.latestEmailTo(PRIYA.email);
    for (const role of STAFF.concat('other customer')) {
      const response = await visitor.claim({ token: claimToken }, headersOf[role]);
      expect(response.statusCode, role).toBe(403);
    }
    const anonymous = await visitor.claim({ token: claimToken });
    expect(anonymous.json()).toMatchObject({ status: 'sign_in_required' });
    const owner = await visitor.claim({ token: claimToken }, headersOf.customer);
    expect(owner.json()).toMatchObject({ status: 'claimed', user: { id: PRIYA.id } });
    expect(
      (await visitor.readOrder(booked.orderId, undefined, headersOf.customer)).statusCode,
    ).toBe(200);
  });
});
