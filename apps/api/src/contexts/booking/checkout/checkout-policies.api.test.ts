import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketCalls, slot } from '../../../test-support/basket-calls';
import { findOccurrence } from '../../../test-support/occurrences';
import {
  bearer,
  DESK_MANAGER,
  FRONT_DESK,
  PRIYA,
  signIn,
  signInOperatorAdmin,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { asVisitor, visitorCheckout } from '../../../test-support/visitor-checkout';

// Issue 43, item 3: the basket's cancellation policies, stated at the checkout before paying.

const VENUE = 'swiss-cottage-leisure-centre';
let t: TestApp;
const visitor = visitorCheckout(
  () => t.app,
  () => t.db,
);
const basket = basketCalls(() => t.app);
let visitorBasket: string;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  customer = bearer(await signIn(t.app, PRIYA.email));
  const yoga = await findOccurrence(t.db, { venue: VENUE, activity: 'yoga', date: '2026-10-23' });
  const spin = await findOccurrence(t.db, { venue: VENUE, activity: 'spin', date: '2026-10-22' });
  visitorBasket = await visitor.holdAnonymously(yoga);
  expect((await basket.add([slot(yoga), slot(spin)], customer)).statusCode).toBe(200);
  // Yoga keeps Lido's default; spin has its own: a day's notice, then a late fee.
  await t.db.execute(sql`delete from cancellation_policies`);
  await t.db.execute(
    sql`insert into cancellation_policies
          (category_id, cutoff_minutes, refund_to, after_cutoff, late_fee_pence)
        values ((select category_id from occurrences where id = ${spin.id}), 1440, 'credit', 'fee', 300)`,
  );
});
afterAll(async () => {
  await t.close();
});

const policiesOf = async (headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/checkout/policies', headers });
  return { status: response.statusCode, data: response.json<{ data: unknown }>().data };
};

describe('GET /api/checkout/policies', () => {
  it("states each activity's policy once, in the basket's order (Thursday's spin, then Friday's yoga)", async () => {
    expect(await policiesOf(customer)).toEqual({
      status: 200,
      data: [
        {
          activities: ['Spin'],
          summary:
            'Cancel up to 1 day before the start for a full refund to your account credit. After that, cancelling costs a late fee of £3.00.',
        },
        {
          activities: ['Yoga'],
          summary: 'Cancel up to the start for a full refund to your account credit.',
        },
      ],
    });
  });

  it("sends a signed-out visitor's refunds to their card: they have no account for credit", async () => {
    expect(await policiesOf(asVisitor(visitorBasket))).toEqual({
      status: 200,
      data: [
        {
          activities: ['Yoga'],
          summary: 'Cancel up to the start for a full refund to the card you paid with.',
        },
      ],
    });
  });

  it('answers an empty list for a visitor without a basket', async () => {
    expect(await policiesOf({})).toEqual({ status: 200, data: [] });
  });

  it('refuses staff, who take payment at the till, whoever they serve', async () => {
    const staff = [
      bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' })),
      bearer(await signIn(t.app, DESK_MANAGER.email, { as: 'staff' })),
      bearer(await signInOperatorAdmin(t.app, t.db)),
    ];
    for (const headers of staff) {
      expect((await policiesOf({ ...asVisitor(visitorBasket), ...headers })).status).toBe(403);
    }
  });
});
