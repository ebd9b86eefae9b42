import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/raw-rows';
import { findOccurrence } from '../../test-support/occurrences';
import { ALEX, bearer, PRIYA, signIn } from '../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { MAYA, visitorCheckout } from '../../test-support/visitor-checkout';

// Issue 43: the confirmation of an order made without an account carries a link that keeps its
// bookings in an account: it sets a password for the address they were made with (the guest
// becomes that account, signed in), or, when the address has an account, adds them to it once
// its owner has signed in. The link works once.

const VENUE = 'swiss-cottage-leisure-centre';
const NEW_PASSWORD = 'Correct-Horse-Battery-9';
let t: TestApp;
const visitor = visitorCheckout(
  () => t.app,
  () => t.db,
);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const session = (activity: string, date: string) =>
  findOccurrence(t.db, { venue: VENUE, activity, date });

async function myBookingOrders(token: string): Promise<number[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/my-account/bookings?filter=future',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { order_id: number }[] }>().data.map((booking) => booking.order_id);
}

interface ClaimAnswer {
  status: 'claimed' | 'sign_in_required';
  message: string;
  email: string;
  token: string | null;
  user: { id: number; email: string | null } | null;
}

describe('claiming bookings made without an account', () => {
  it('sets a password for the address, signs the visitor in, and shows every booking of theirs in My account', async () => {
    const email = 'claim.new@example.org';
    const first = await visitor.bookAsVisitor(await session('yoga', '2026-10-23'), {
      ...MAYA,
      email,
    });
    const earlierLink = (await visitor.latestEmailTo(email)).claimToken;
    // A repeat visitor books again as the same guest: one claim keeps both orders.
    const second = await visitor.bookAsVisitor(await session('spin', '2026-10-24'), {
      ...MAYA,
      email,
    });
    const { claimToken } = await visitor.latestEmailTo(email);

    const withoutPassword = await visitor.claim({ token: claimToken });
    expect(withoutPassword.statusCode).toBe(422);
    expect(withoutPassword.json()).toMatchObject({ errors: { password: [expect.any(String)] } });
    const weak = await visitor.claim({ token: claimToken, password: 'password1234' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toMatchObject({ errors: { password: [expect.any(String)] } });
    const mismatched = await visitor.claim({
      token: claimToken,
      password: NEW_PASSWORD,
      password_confirmation: 'something else',
    });
    expect(mismatched.statusCode).toBe(422);

    const claimed = await visitor.claim({
      token: claimToken,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const answer = claimed.json<ClaimAnswer>();
    expect(answer).toMatchObject({ status: 'claimed', email, user: { email } });
    expect(claimed.headers['set-cookie']).toBeDefined();
    const token = answer.token ?? '';
    const orders = await myBookingOrders(token);
    expect(orders).toEqual(expect.arrayContaining([first.orderId, second.orderId]));
    // The guest is the account now: it signs in with the password, and reads its orders.
    expect(await signIn(t.app, email, { password: NEW_PASSWORD })).toBeTruthy();
    expect((await visitor.readOrder(first.orderId, undefined, bearer(token))).statusCode).toBe(200);

    // Each link works once, and the guest's earlier links stop working with it.
    for (const link of [claimToken, earlierLink]) {
      const again = await visitor.claim({ token: link, password: NEW_PASSWORD });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toMatchObject({ errors: { token: [expect.any(String)] } });
    }
  });

  it('asks the holder of an address with an account to sign in, then adds the bookings to that account only', async () => {
    const booked = await visitor.bookAsVisitor(await session('yoga', '2026-10-24'), {
      ...MAYA,
      email: PRIYA.email,
    });
    const { claimToken } = await visitor.latestEmailTo(PRIYA.email);
    const priya = await signIn(t.app, PRIYA.email);
    expect(await myBookingOrders(priya)).not.toContain(booked.orderId);

    // A password sent with the link never becomes the account's.
    const anonymous = await visitor.claim({ token: claimToken, password: NEW_PASSWORD });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json<ClaimAnswer>()).toMatchObject({
      status: 'sign_in_required',
      email: PRIYA.email,
      token: null,
      user: null,
    });
    expect(anonymous.json<ClaimAnswer>().message).toContain(PRIYA.email);
    await expect(signIn(t.app, PRIYA.email, { password: NEW_PASSWORD })).rejects.toThrow();

    // Someone else's account cannot take them.
    const alex = await signIn(t.app, ALEX.email);
    const other = await visitor.claim({ token: claimToken }, bearer(alex));
    expect(other.statusCode).toBe(403);
    expect(await myBookingOrders(alex)).not.toContain(booked.orderId);

    const claimed = await visitor.claim({ token: claimToken }, bearer(priya));
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json<ClaimAnswer>()).toMatchObject({
      status: 'claimed',
      token: null,
      user: { id: PRIYA.id },
    });
    expect(await myBookingOrders(priya)).toContain(booked.orderId);
    expect((await visitor.readOrder(booked.orderId, undefined, bearer(priya))).statusCode).toBe(
      200,
    );
    const [order] = await rowsOf<{ customer_id: number }>(
      t.db,
      sql`select customer_id from orders where id = ${booked.orderId}`,
    );
    expect(order?.customer_id).toBe(PRIYA.id);
    expect((await visitor.claim({ token: claimToken }, bearer(priya))).statusCode).toBe(422);
  });

  it('answers a link that is not one the same whatever it names', async () => {
    for (const token of ['nonsense', 'A'.repeat(43)]) {
      const response = await visitor.claim({ token, password: NEW_PASSWORD });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        errors: {
          token: [
            'This link to keep your bookings is invalid or has expired, or the bookings are already in an account.',
          ],
        },
      });
    }
  });
});
