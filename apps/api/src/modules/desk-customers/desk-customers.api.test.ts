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
} from '../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { customers } from '../accounts';
import { deskAuditEntries } from '../desk-audit/desk-audit.tables';

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

describe('who may find and make customers at the desk', () => {
  it('refuses customers (403) and anonymous callers (401) on both routes', async () => {
    expect((await search('morgan', alex)).statusCode).toBe(403);
    expect((await search('morgan', {})).statusCode).toBe(401);
    expect((await create({ first_name: 'A', last_name: 'B' }, alex)).statusCode).toBe(403);
    expect((await create({ first_name: 'A', last_name: 'B' }, {})).statusCode).toBe(401);
  });
});
