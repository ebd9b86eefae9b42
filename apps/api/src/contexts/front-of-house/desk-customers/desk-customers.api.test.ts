import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALEX,
  bearer,
  FRONT_DESK,
  JAMIE,
  PRIYA,
  signIn,
  signInOtherVenueStaff,
} from '../../../test-support/sign-in';
import { COURT_PENCE, deskCalls } from '../../../test-support/desk-calls';
import { DEMO_PASSWORD } from '../../../seed/demo-people';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { customers } from '../../people/accounts';
import { deskAuditEntries } from '../../people/desk-audit/desk-audit.tables';

// Swiss Cottage's desk (Jordan Reid). Its customers include the Morgans (NW6 4BT; Alex is a
// member), Tom Reid, Grace Okafor and Ben Carter (NW3 3QE) and Jamie Okoro (NW3 3EP, born
// 14/02/1990). Priya Shah's home venue is elsewhere.

let t: TestApp;
let desk: Record<string, string>;
let alex: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  desk = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
  alex = bearer(await signIn(t.app, ALEX.email));
});
afterAll(() => t.close());

const search = (text: string, headers = desk) =>
  t.app.inject({
    method: 'GET',
    url: `/api/foh/customers?search=${encodeURIComponent(text)}`,
    headers,
  });

const walkIn = (body?: object, headers = desk) =>
  t.app.inject({
    method: 'POST',
    url: '/api/foh/walk-ins',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    ...(body ? { payload: body } : {}),
  });

const { courtFor, payFor } = deskCalls(
  () => t.app,
  () => t.db,
);

const namesFound = async (text: string) =>
  (await search(text))
    .json<{ data: { first_name: string; last_name: string }[] }>()
    .data.map((customer) => `${customer.first_name} ${customer.last_name}`);

const create = (body: object, headers = desk) =>
  t.app.inject({
    method: 'POST',
    url: '/api/foh/customers',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: body,
  });

describe('finding a customer at the desk', () => {
  it('finds by name, email, reference, postcode (spaces or not) and date of birth, every word matching', async () => {
    expect(await namesFound('morgan')).toEqual(['Alex Morgan', 'Ruby Morgan', 'Sam Morgan']);
    expect(await namesFound('alex morgan')).toEqual(['Alex Morgan']);
    expect(await namesFound(JAMIE.email.toUpperCase())).toEqual(['Jamie Okoro']);
    expect(await namesFound('lid1001005')).toEqual(['Tom Reid']);
    expect(await namesFound('NW3 3QE')).toEqual(['Ben Carter', 'Grace Okafor', 'Tom Reid']);
    expect(await namesFound('nw33qe')).toEqual(['Ben Carter', 'Grace Okafor', 'Tom Reid']);
    expect(await namesFound('14/02/1990')).toEqual(['Jamie Okoro']);
    expect(await namesFound('1990-01-17')).toEqual(['Grace Okafor']);
    expect(await namesFound('oko 14/02/1990')).toEqual(['Jamie Okoro']);
    expect(await namesFound('%_')).toEqual([]);
    // A day that does not exist is no date of birth: searched as text, it finds nobody.
    expect(await namesFound('30/02/1990')).toEqual([]);
    expect(await namesFound('2026-02-30')).toEqual([]);
  });

  it('says who is a member, and shows what tells two people apart', async () => {
    const found = (await search('morgan')).json<{ data: object[] }>().data;
    expect(found[0]).toEqual({
      id: ALEX.id,
      reference: ALEX.reference,
      first_name: 'Alex',
      last_name: 'Morgan',
      email: ALEX.email,
      date_of_birth: '1986-04-12',
      postcode: 'NW6 4BT',
      is_member: true,
      is_walk_in: false,
    });
    expect(found[1]).toMatchObject({ first_name: 'Ruby', is_member: false });
  });

  it("never finds another venue's customers", async () => {
    expect(await namesFound('priya')).toEqual([]);
    const britannia = bearer(await signInOtherVenueStaff(t.app, t.db));
    const there = await search('morgan', britannia);
    expect(there.json()).toEqual({ data: [] });
  });

  it('asks for at least two characters (422)', async () => {
    expect((await search('a')).statusCode).toBe(422);
    expect((await search(' ')).statusCode).toBe(422);
  });
});

describe('making a customer at the desk', () => {
  it("makes a customer of the staff member's venue with no password, findable at once, and audits it", async () => {
    const response = await create({
      first_name: 'Rosa',
      last_name: 'Lindqvist',
      email: 'Rosa.Lindqvist@example.com',
      date_of_birth: '1988-03-09',
      postcode: 'nw3 5rt',
      phone: '07700 900123',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json<{ data: { id: number; reference: string } }>();
    expect(data).toMatchObject({
      first_name: 'Rosa',
      last_name: 'Lindqvist',
      email: 'rosa.lindqvist@example.com',
      date_of_birth: '1988-03-09',
      postcode: 'NW3 5RT',
      is_member: false,
    });
    expect(data.reference).toBe(`LID${1_000_000 + data.id}`);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, data.id));
    expect(row).toMatchObject({
      homeVenueId: FRONT_DESK.venueId,
      passwordHash: null,
      registrationSource: 'front-of-house',
    });
    expect(await namesFound('lindqvist')).toEqual(['Rosa Lindqvist']);
    const audited = await t.db
      .select()
      .from(deskAuditEntries)
      .where(eq(deskAuditEntries.customerId, data.id));
    expect(audited).toEqual([
      expect.objectContaining({ action: 'customer-created', staffUserId: FRONT_DESK.id }),
    ]);

    // The desk can act for them at once: their (empty) basket.
    const basket = await t.app.inject({
      method: 'GET',
      url: `/api/activities/cart?selected_user_id=${data.id}`,
      headers: desk,
    });
    expect(basket.statusCode).toBe(200);
  });

  it('needs only a name', async () => {
    const response = await create({ first_name: 'Walk', last_name: 'In' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      data: { email: null, date_of_birth: null, postcode: null },
    });
  });

  it('refuses an email already taken, a date of birth not in the past, and bad fields (422)', async () => {
    const taken = await create({ first_name: 'A', last_name: 'B', email: PRIYA.email });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({
      errors: { email: ['The email has already been taken.'] },
    });
    const future = await create({ first_name: 'A', last_name: 'B', date_of_birth: '2099-01-01' });
    expect(future.json()).toMatchObject({
      errors: { date_of_birth: ['The date of birth must be a date before today.'] },
    });
    for (const body of [
      {},
      { first_name: '', last_name: 'B' },
      { first_name: 'A', last_name: 'B', postcode: 'not a postcode' },
      { first_name: 'A', last_name: 'B', email: 'nope' },
    ]) {
      expect((await create(body)).statusCode, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('serving a walk-in without an account', () => {
  it('makes a fresh customer of the venue for each sale, with no email or password, never found, and audits it', async () => {
    const first = await walkIn();
    expect(first.statusCode, first.body).toBe(201);
    const { data } = first.json<{ data: { id: number; reference: string } }>();
    expect(data).toEqual({
      id: data.id,
      reference: `LID${1_000_000 + data.id}`,
      first_name: 'Walk-in',
      last_name: 'customer',
      email: null,
      date_of_birth: null,
      postcode: null,
      is_member: false,
      is_walk_in: true,
    });
    const [row] = await t.db.select().from(customers).where(eq(customers.id, data.id));
    expect(row).toMatchObject({
      homeVenueId: FRONT_DESK.venueId,
      email: null,
      passwordHash: null,
      isWalkIn: true,
    });

    // Another walk-in, even at once, is another customer: two desks never share a basket.
    const [second, third] = await Promise.all([walkIn(), walkIn({ first_name: ' Maya ' })]);
    const ids = [second, third].map((r) => r.json<{ data: { id: number } }>().data.id);
    expect(new Set([data.id, ...ids]).size).toBe(3);
    expect(third.json()).toMatchObject({
      data: { first_name: 'Maya', last_name: 'customer', is_walk_in: true },
    });

    expect(await namesFound('walk-in')).toEqual([]);
    expect(await namesFound('maya')).toEqual([]);
    expect(await namesFound(data.reference)).toEqual([]);
    const audited = await t.db
      .select()
      .from(deskAuditEntries)
      .where(eq(deskAuditEntries.customerId, data.id));
    expect(audited).toEqual([
      expect.objectContaining({
        action: 'customer-created',
        staffUserId: FRONT_DESK.id,
        details: { reference: data.reference, walk_in: true },
      }),
    ]);
  });

  it('is served like any customer: a court paid on the terminal, and a receipt that reads as a walk-in', async () => {
    const { data } = (await walkIn()).json<{ data: { id: number } }>();
    await courtFor(data.id, desk);
    const paid = await payFor(
      data.id,
      [{ tender_type: 'terminal', amount: COURT_PENCE, info: { reference: 'TID-4471' } }],
      desk,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const orderId = paid.json<{ complete_order_id: number }>().complete_order_id;
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/foh/orders/${orderId}/receipt`,
      headers: desk,
    });
    expect(receipt.json()).toMatchObject({
      data: {
        customer: { id: data.id, first_name: 'Walk-in', last_name: 'customer', is_walk_in: true },
        payments: [{ tender_type: 'terminal', reference: 'TID-4471' }],
      },
    });
    // Nobody can sign in as a walk-in: there is no email or password to sign in with.
    const signInAs = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username: `LID${1_000_000 + data.id}`, password: DEMO_PASSWORD },
    });
    expect(signInAs.statusCode).toBe(401);
  });

  it('refuses a first name that is too long or not text (422)', async () => {
    expect((await walkIn({ first_name: 'x'.repeat(101) })).statusCode).toBe(422);
    expect((await walkIn({ first_name: 42 })).statusCode).toBe(422);
  });

  it("is a customer of the staff member's own venue: another venue's desk cannot serve it", async () => {
    const britannia = bearer(await signInOtherVenueStaff(t.app, t.db));
    const theirs = (await walkIn(undefined, britannia)).json<{ data: { id: number } }>().data;
    const [row] = await t.db.select().from(customers).where(eq(customers.id, theirs.id));
    expect(row?.homeVenueId).toBe(90002);
    const basket = await t.app.inject({
      method: 'GET',
      url: `/api/activities/cart?selected_user_id=${theirs.id}`,
      headers: desk,
    });
    expect(basket.statusCode).toBe(403);
  });
});

describe('who may find and make customers at the desk', () => {
  it('refuses customers (403) and anonymous callers (401) a walk-in', async () => {
    expect((await walkIn(undefined, alex)).statusCode).toBe(403);
    expect((await walkIn(undefined, {})).statusCode).toBe(401);
  });

  it('refuses customers (403) and anonymous callers (401) on both routes', async () => {
    expect((await search('morgan', alex)).statusCode).toBe(403);
    expect((await search('morgan', {})).statusCode).toBe(401);
    expect((await create({ first_name: 'A', last_name: 'B' }, alex)).statusCode).toBe(403);
    expect((await create({ first_name: 'A', last_name: 'B' }, {})).statusCode).toBe(401);
  });
});
