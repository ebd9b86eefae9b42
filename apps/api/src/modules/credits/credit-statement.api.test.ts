import { CreditStatement } from '@lido/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditBalanceOf } from '../../test-support/credit';
import {
  ALEX,
  bearer,
  FRONT_DESK,
  PRIYA,
  SAM,
  signIn,
  signInOtherVenueStaff,
} from '../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let alex: string;
let priya: string;
let staff: string;
let otherStaff: string;

beforeAll(async () => {
  t = await createTestApp();
  [alex, priya, staff] = await Promise.all([
    signIn(t.app, ALEX.email),
    signIn(t.app, PRIYA.email),
    signIn(t.app, FRONT_DESK.email, { as: 'staff' }),
  ]);
  otherStaff = await signInOtherVenueStaff(t.app, t.db);
});
afterAll(() => t.close());

const statement = (token: string | null, selectedUserId?: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/my-account/credit${selectedUserId ? `?selected_user_id=${selectedUserId}` : ''}`,
    headers: token ? bearer(token) : {},
  });

const adjust = (token: string | null, customerId: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/customers/${customerId}/credit`,
    headers: token ? bearer(token) : {},
    payload,
  });

describe('GET /api/my-account/credit', () => {
  it("shows the customer's balance of each kind and every movement, latest first", async () => {
    const response = await statement(alex);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: unknown }>();
    const parsed = CreditStatement.strict().parse(data);
    expect(parsed.balance.balance).toBe(await creditBalanceOf(t.db, ALEX.id));
    expect(parsed.balance.balance).toBe(parsed.balance.general + parsed.balance.membership);
    // The demo's refund of a cancelled booking and the membership's monthly credit.
    expect(parsed.entries.map((entry) => entry.movement).sort()).toEqual(['grant', 'refund']);
    const times = parsed.entries.map((entry) => entry.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('is for the customer, their family lead and staff of their venue only', async () => {
    expect((await statement(null)).statusCode).toBe(401);
    expect((await statement(alex, SAM.id)).statusCode).toBe(200);
    expect((await statement(priya, ALEX.id)).statusCode).toBe(403);
    expect((await statement(staff, ALEX.id)).statusCode).toBe(200);
    expect((await statement(otherStaff, ALEX.id)).statusCode).toBe(403);
  });
});

describe('POST /api/staff/customers/:customerId/credit', () => {
  it('adds and takes away credit with a reason the customer reads in their statement', async () => {
    const before = await creditBalanceOf(t.db, ALEX.id);
    const added = await adjust(staff, ALEX.id, { amount: 750, reason: 'Pool closed early' });
    expect(added.statusCode).toBe(200);
    expect(added.json<{ data: { balance: number } }>().data.balance).toBe(before + 750);
    const taken = await adjust(staff, ALEX.id, { amount: -250, reason: 'Correction' });
    expect(taken.statusCode).toBe(200);
    expect(await creditBalanceOf(t.db, ALEX.id)).toBe(before + 500);

    const entries = (await statement(alex)).json<{ data: CreditStatement }>().data.entries;
    expect(entries.slice(0, 2)).toMatchObject([
      { movement: 'adjustment', description: 'Correction', amount: { raw: -250 } },
      { movement: 'adjustment', description: 'Pool closed early', amount: { raw: 750 } },
    ]);
  });

  it('never takes a balance below zero', async () => {
    const before = await creditBalanceOf(t.db, ALEX.id);
    const { general } = (await statement(alex)).json<{ data: CreditStatement }>().data.balance;
    const response = await adjust(staff, ALEX.id, { amount: -(general + 1), reason: 'Too much' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CREDIT_UNAVAILABLE' });
    expect(await creditBalanceOf(t.db, ALEX.id)).toBe(before);
  });

  it('refuses a zero amount or a missing reason with 422', async () => {
    for (const payload of [
      { amount: 0, reason: 'Nothing' },
      { amount: 100 },
      { amount: 100, reason: ' ' },
      { amount: 1.5, reason: 'Half a penny' },
    ]) {
      expect((await adjust(staff, ALEX.id, payload)).statusCode).toBe(422);
    }
  });

  it("is staff of the customer's venue only", async () => {
    const body = { amount: 100, reason: 'Goodwill' };
    const before = await creditBalanceOf(t.db, ALEX.id);
    expect((await adjust(null, ALEX.id, body)).statusCode).toBe(401);
    expect((await adjust(alex, ALEX.id, body)).statusCode).toBe(403);
    expect((await adjust(alex, SAM.id, body)).statusCode).toBe(403);
    expect((await adjust(otherStaff, ALEX.id, body)).statusCode).toBe(403);
    expect(await creditBalanceOf(t.db, ALEX.id)).toBe(before);
  });
});
