import { CreditStatement } from '@lido/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditBalanceOf } from '../../../test-support/credit';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../platform/db/raw-rows';
import {
  ALEX,
  bearer,
  DESK_MANAGER,
  FRONT_DESK,
  PRIYA,
  SAM,
  signIn,
  signInOtherVenueStaff,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

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

describe('credit given at the desk', () => {
  /** Alex's credit given at the desk on the test day so far, from the audit log. */
  const auditedFor = (customerId: number) =>
    rowsOf<{ staff_user_id: number; venue_id: number; amount: number; reason: string }>(
      t.db,
      sql`select staff_user_id, venue_id, (details->>'amount_pence')::int as amount,
          details->>'reason' as reason
        from desk_audit_entries where action = 'credit-adjusted' and customer_id = ${customerId}
        order by id`,
    );

  it('is limited for a receptionist to £20.00 a customer a day, all staff counted, and not for a manager', async () => {
    const [given] = await rowsOf<{ pence: number }>(
      t.db,
      sql`select coalesce(sum(amount_pence), 0)::int as pence from credit_entries
        where customer_id = ${ALEX.id} and movement = 'adjustment' and amount_pence > 0`,
    );
    const left = 2000 - (given?.pence ?? 0);
    expect(left).toBeGreaterThan(0);
    const upToTheLimit = await adjust(staff, ALEX.id, { amount: left, reason: 'Pool closed' });
    expect(upToTheLimit.statusCode, upToTheLimit.body).toBe(200);

    const before = await creditBalanceOf(t.db, ALEX.id);
    const beyond = await adjust(staff, ALEX.id, { amount: 1, reason: 'One penny more' });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json()).toMatchObject({
      message:
        'A receptionist may give a customer up to £20.00 of credit a day. Ask a manager to give more.',
    });
    // Taking credit away is not giving it.
    expect((await adjust(staff, ALEX.id, { amount: -100, reason: 'Correction' })).statusCode).toBe(
      200,
    );
    const manager = await signIn(t.app, DESK_MANAGER.email, { as: 'staff' });
    const fromManager = await adjust(manager, ALEX.id, { amount: 5000, reason: 'Closed a week' });
    expect(fromManager.statusCode, fromManager.body).toBe(200);
    expect(await creditBalanceOf(t.db, ALEX.id)).toBe(before - 100 + 5000);

    // The next day the receptionist may give again.
    t.clock.advance(24 * 60 * 60 * 1000);
    const nextDay = await signIn(t.app, FRONT_DESK.email, { as: 'staff' });
    expect(
      (await adjust(nextDay, ALEX.id, { amount: 500, reason: 'Lane closed' })).statusCode,
    ).toBe(200);
  });

  it('puts every change on the audit log: who, at which venue, how much and why', async () => {
    const entries = await auditedFor(ALEX.id);
    expect(entries).toEqual(
      expect.arrayContaining([
        {
          staff_user_id: FRONT_DESK.id,
          venue_id: FRONT_DESK.venueId,
          amount: -100,
          reason: 'Correction',
        },
        {
          staff_user_id: DESK_MANAGER.id,
          venue_id: DESK_MANAGER.venueId,
          amount: 5000,
          reason: 'Closed a week',
        },
        {
          staff_user_id: FRONT_DESK.id,
          venue_id: FRONT_DESK.venueId,
          amount: 500,
          reason: 'Lane closed',
        },
      ]),
    );
    // A refused grant wrote nothing: not to the credit, not to the log.
    expect(entries.some((entry) => entry.reason === 'One penny more')).toBe(false);
  });
});
