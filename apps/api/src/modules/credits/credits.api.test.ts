import { CreditReservation } from '@lido/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALEX, bearer, FRONT_DESK, PRIYA, SAM, signIn } from '../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../test-support/test-app';

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

// The live client's body, literally.
const liveBody = {
  credits_to_reserve: [{ amount: 500, type: 'general' }],
  cart_source: 'activity-booking',
  selected_user_id: null,
};

const apply = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

describe.each(['/api/credits/apply', '/api/activities/cart/apply-credits'])('POST %s', (url) => {
  it('answers top-level {reserved, amount}: nothing is reserved while credit cannot be spent', async () => {
    const response = await apply(url, liveBody, alex);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({ reserved: false, amount: 0 });
    expect(CreditReservation.strict().safeParse(response.json()).success).toBe(true);
  });

  it('asks an anonymous caller to sign in', async () => {
    expect((await apply(url, liveBody)).statusCode).toBe(401);
  });

  it('lets a family lead act for their junior, and no one for a stranger', async () => {
    expect((await apply(url, { ...liveBody, selected_user_id: SAM.id }, alex)).statusCode).toBe(
      200,
    );
    const stranger = await apply(url, { ...liveBody, selected_user_id: ALEX.id }, priya);
    expect(stranger.statusCode).toBe(403);
  });

  it("lets staff act for a customer of their venue, and not for another venue's", async () => {
    expect((await apply(url, { ...liveBody, selected_user_id: ALEX.id }, staff)).statusCode).toBe(
      200,
    );
    expect((await apply(url, { ...liveBody, selected_user_id: PRIYA.id }, staff)).statusCode).toBe(
      403,
    );
  });

  it('refuses a body that names no credit, a negative amount or an unknown type with 422', async () => {
    for (const credits_to_reserve of [
      [],
      [{ amount: -1, type: 'general' }],
      [{ amount: 100, type: 'gift' }],
    ]) {
      const response = await apply(url, { credits_to_reserve }, alex);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toHaveProperty('errors');
    }
  });
});

describe("the cart's credits", () => {
  it('has exactly the keys membership and general, each {type, total_available, max_applicable}', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/activities/cart',
      headers: bearer(alex),
    });
    const { credits } = response.json<{ data: { credits: Record<string, object> } }>().data;
    expect(Object.keys(credits).sort()).toEqual(['general', 'membership']);
    for (const [type, credit] of Object.entries(credits)) {
      expect(Object.keys(credit).sort()).toEqual(['max_applicable', 'total_available', 'type']);
      expect(credit).toMatchObject({ type, max_applicable: 0 });
    }
  });
});
