import {
  ACCOUNT_CLOSED_MESSAGE,
  CUSTOMER_ACCOUNT_CLOSED_MESSAGE,
  FamilyPerson,
  MANAGER_CLOSES_MESSAGE,
  SignedIn,
} from '@lido/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/raw-rows';
import { basketCalls, slot } from '../../test-support/basket-calls';
import { findOccurrence, bookedCount } from '../../test-support/occurrences';
import {
  ALEX,
  bearer,
  DESK_MANAGER,
  FRONT_DESK,
  PRIYA,
  signIn,
  signInOtherVenueStaff,
} from '../../test-support/sign-in';
import { DEMO_PASSWORD } from '../../seed/demo-people';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import {
  HAS_LOGIN_MESSAGE,
  LIVE_MEMBERSHIP_MESSAGE,
  PASSWORD_INCORRECT_MESSAGE,
  UPCOMING_BOOKINGS_MESSAGE,
  creditHeldMessage,
} from './account-closure.service';

let t: TestApp;
let frontDesk: Record<string, string>;
let manager: Record<string, string>;
let otherVenueDesk: Record<string, string>;
const basket = basketCalls(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  frontDesk = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
  manager = bearer(await signIn(t.app, DESK_MANAGER.email, { as: 'staff' }));
  otherVenueDesk = bearer(await signInOtherVenueStaff(t.app, t.db));
});
afterAll(async () => {
  await t.close();
});

const CLOSE = '/api/my-account';
const PASSWORD = 'a long enough password 42';
let registered = 0;

/** A new customer of Swiss Cottage, signed in: answers their id, email and headers. */
async function newCustomer() {
  registered += 1;
  const email = `closing.${registered}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/customer/register',
    payload: {
      first_name: 'Casey',
      last_name: 'Rivers',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      date_of_birth: '1988-05-17',
      gender: 'prefer-not-to-say',
      phone: '07700900123',
      address_line_1: '1 Adelaide Road',
      town: 'London',
      postcode: 'NW3 3NF',
      home_venue_id: 90001,
      client_id: 'lido-leisure',
      source: 'activity-booking',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { token, user } = SignedIn.parse(response.json());
  return { id: user.id, email, headers: bearer(token) };
}

async function addChild(headers: Record<string, string>, firstName = 'Ava') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/my-account/family',
    headers,
    payload: {
      first_name: firstName,
      last_name: 'Rivers',
      date_of_birth: '2016-02-11',
      relationship: 'child',
      medical_notes: 'Asthma: carries an inhaler.',
      medical_consent: true,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return FamilyPerson.parse(response.json<{ data: unknown }>().data);
}

const close = (headers: Record<string, string>, payload: object = {}, query = '') =>
  t.app.inject({ method: 'DELETE', url: `${CLOSE}${query}`, headers, payload });

async function customerRow(id: number) {
  const [row] = await rowsOf<Record<string, unknown>>(
    t.db,
    sql`select first_name, last_name, email, password_hash, date_of_birth, phone, postcode,
        address_line_1, erased_at, reference from customers where id = ${id}`,
  );
  return row;
}

const countOf = async (query: ReturnType<typeof sql>) =>
  Number((await rowsOf<{ n: number }>(t.db, query))[0]?.n);

/** Personal data other modules hold about the customer, written as the product writes it. */
async function givePersonalData(customerId: number, email: string) {
  const now = TEST_NOW.toISOString();
  await t.db.execute(sql`insert into waiver_signatures
      (waiver_id, version, customer_id, signed_by_customer_id, signed_at)
    select id, version, ${customerId}, ${customerId}, ${now}::timestamptz from waivers limit 1`);
  await t.db.execute(sql`insert into question_answers
      (question_id, occurrence_id, customer_id, answer, answered_by_customer_id, answered_at)
    select q.id, (select id from occurrences order by id limit 1), ${customerId}, 'Can swim 25 m',
      ${customerId}, ${now}::timestamptz from activity_questions q order by q.id limit 1`);
  await t.db.execute(sql`insert into inductions (customer_id, induction_category_id, recorded_at)
    select ${customerId}, induction_category_id, ${now}::timestamptz from activity_restrictions
    where induction_category_id is not null limit 1`);
  await t.db.execute(sql`insert into saved_cards (customer_id, provider, external_identifier,
      card_holder_name, card_type, last_four_digits, expiry_date, created_at)
    values (${customerId}, 'opayo', ${`token-${customerId}`}, 'C RIVERS', 'Visa', '0006', '0329',
      ${now}::timestamptz)`);
  await t.db.execute(sql`insert into payments
      (customer_id, amount_pence, tender_type, status, reference, description, created_at)
    values (${customerId}, 550, 'card', 'succeeded', ${`PAID-${customerId}`}, 'Public Swim',
      ${now}::timestamptz)`);
  await t.db.execute(sql`insert into idempotency_keys
      (scope, key, request_fingerprint, state, response_status, response_body, created_at)
    values (${`customer:${customerId}`}, 'add-ava', 'fingerprint', 'completed', 201,
      ${JSON.stringify({ data: { first_name: 'Ava' } })}::jsonb, ${now}::timestamptz)`);
  await t.db.execute(sql`insert into email_outbox (${sql.raw('"to"')}, subject, text, html,
      status, next_attempt_at, created_at)
    values (${email}, 'Your booking', 'Hello Casey', '<p>Hello Casey</p>', 'sent',
      ${now}::timestamptz, ${now}::timestamptz)`);
}

describe('DELETE /api/my-account: who may close an account', () => {
  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: CLOSE, payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('asks a customer for their own password, and erases nothing on a wrong one', async () => {
    const casey = await newCustomer();
    for (const payload of [{}, { password: 'not my password' }]) {
      const response = await close(casey.headers, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors.password).toEqual([
        PASSWORD_INCORRECT_MESSAGE,
      ]);
    }
    expect((await customerRow(casey.id))?.erased_at).toBeNull();
  });

  it("refuses a customer closing someone else's account, existing or not (403)", async () => {
    const casey = await newCustomer();
    for (const id of [PRIYA.id, 999_999]) {
      const response = await close(
        casey.headers,
        { password: PASSWORD },
        `?selected_user_id=${id}`,
      );
      expect(response.statusCode).toBe(403);
    }
    expect((await customerRow(PRIYA.id))?.erased_at).toBeNull();
  });

  it('refuses a receptionist and staff of another venue (403); a manager of the venue closes it with their own password, on the record', async () => {
    const casey = await newCustomer();
    const query = `?selected_user_id=${casey.id}`;
    expect((await close(otherVenueDesk, { password: DEMO_PASSWORD }, query)).statusCode).toBe(403);
    const receptionist = await close(frontDesk, { password: DEMO_PASSWORD }, query);
    expect(receptionist.statusCode).toBe(403);
    expect(receptionist.json()).toMatchObject({ message: MANAGER_CLOSES_MESSAGE });
    for (const payload of [{}, { password: 'not the password' }, { password: PASSWORD }]) {
      const refused = await close(manager, payload, query);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(refused.json()).toMatchObject({ errors: { password: [PASSWORD_INCORRECT_MESSAGE] } });
    }
    expect((await customerRow(casey.id))?.erased_at).toBeNull();
    const closedBefore = await rowsOf<{ id: number }>(
      t.db,
      sql`select id from desk_audit_entries where action = 'account-closed'`,
    );
    expect(closedBefore).toEqual([]);

    const response = await close(manager, { password: DEMO_PASSWORD }, query);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: CUSTOMER_ACCOUNT_CLOSED_MESSAGE,
    });
    expect((await customerRow(casey.id))?.erased_at).not.toBeNull();
    // Their session went with the account.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: casey.headers });
    expect(me.statusCode).toBe(401);
    const audited = await rowsOf<{ staff_user_id: number; venue_id: number; customer_id: number }>(
      t.db,
      sql`select staff_user_id, venue_id, customer_id from desk_audit_entries
        where action = 'account-closed'`,
    );
    expect(audited).toEqual([
      { staff_user_id: DESK_MANAGER.id, venue_id: DESK_MANAGER.venueId, customer_id: casey.id },
    ]);
  });

  it("lets a family lead close a child's record, and nobody else's", async () => {
    const casey = await newCustomer();
    const ava = await addChild(casey.headers);
    const other = await newCustomer();
    const notTheirs = await close(
      other.headers,
      { password: PASSWORD },
      `?selected_user_id=${ava.id}`,
    );
    expect(notTheirs.statusCode).toBe(403);

    const response = await close(
      casey.headers,
      { password: PASSWORD },
      `?selected_user_id=${ava.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ message: string }>().message).toBe(CUSTOMER_ACCOUNT_CLOSED_MESSAGE);
    expect(await customerRow(ava.id)).toMatchObject({ first_name: 'Erased', date_of_birth: null });
    // The lead keeps their account.
    expect((await customerRow(casey.id))?.erased_at).toBeNull();
  });

  it('leaves a family member with a login of their own to close their account themselves', async () => {
    const lead = await newCustomer();
    const partner = await newCustomer();
    await t.db
      .execute(sql`insert into family_links (parent_customer_id, member_customer_id, relationship)
      values (${lead.id}, ${partner.id}, 'partner')`);
    const response = await close(
      lead.headers,
      { password: PASSWORD },
      `?selected_user_id=${partner.id}`,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(HAS_LOGIN_MESSAGE);

    // Closing the lead only unlinks them: the partner keeps their account.
    expect((await close(lead.headers, { password: PASSWORD })).statusCode).toBe(200);
    expect(await customerRow(partner.id)).toMatchObject({ email: partner.email, erased_at: null });
    expect(await signIn(t.app, partner.email, { password: PASSWORD })).toEqual(expect.any(String));
  });
});

describe('closing an account erases its personal data and keeps the records of money taken', () => {
  it("erases the customer, their children's records, and what every module held about them", async () => {
    const casey = await newCustomer();
    const ava = await addChild(casey.headers, 'Ava');
    await givePersonalData(casey.id, casey.email);
    await givePersonalData(ava.id, casey.email);

    const response = await close(casey.headers, { password: PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'success', message: ACCOUNT_CLOSED_MESSAGE });
    expect(response.headers['set-cookie']).toEqual(
      expect.stringMatching(/Max-Age=0|Expires=Thu, 01 Jan 1970/),
    );

    for (const id of [casey.id, ava.id]) {
      expect(await customerRow(id)).toMatchObject({
        first_name: 'Erased',
        last_name: 'customer',
        email: null,
        password_hash: null,
        date_of_birth: null,
        phone: null,
        postcode: null,
        address_line_1: null,
        reference: `LID${1_000_000 + id}`,
      });
      expect((await customerRow(id))?.erased_at).not.toBeNull();
      for (const table of ['waiver_signatures', 'question_answers', 'inductions', 'saved_cards']) {
        expect(
          await countOf(
            sql`select count(*)::int as n from ${sql.raw(table)} where customer_id = ${id}`,
          ),
          table,
        ).toBe(0);
      }
      expect(
        await countOf(
          sql`select count(*)::int as n from idempotency_keys where scope = ${`customer:${id}`}`,
        ),
      ).toBe(0);
      expect(
        await countOf(
          sql`select count(*)::int as n from customer_medical_notes where customer_id = ${id}`,
        ),
      ).toBe(0);
      // The payment stays, still naming the (now anonymous) customer.
      expect(
        await countOf(sql`select count(*)::int as n from payments where customer_id = ${id}
          and amount_pence = 550 and status = 'succeeded'`),
      ).toBe(1);
    }
    expect(
      await countOf(sql`select count(*)::int as n from family_links
        where parent_customer_id = ${casey.id} or member_customer_id = ${casey.id}`),
    ).toBe(0);
    expect(
      await countOf(
        sql`select count(*)::int as n from email_outbox where lower("to") = ${casey.email}`,
      ),
    ).toBe(0);
    expect(
      await countOf(
        sql`select count(*)::int as n from auth_sessions where customer_id = ${casey.id}`,
      ),
    ).toBe(0);

    // Nobody can sign in as them any more, and closing again finds nothing left to do.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username: casey.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expect(
      (await close(manager, { password: DEMO_PASSWORD }, `?selected_user_id=${casey.id}`))
        .statusCode,
    ).toBe(200);
  });

  it('gives the places held in the basket back to their sessions', async () => {
    const casey = await newCustomer();
    const yoga = await findOccurrence(t.db, {
      venue: 'swiss-cottage-leisure-centre',
      activity: 'yoga',
      date: '2026-10-23',
    });
    const before = await bookedCount(t.db, yoga.id);
    const added = await basket.add([slot(yoga)], casey.headers);
    expect(added.statusCode, added.body).toBe(200);
    expect(await bookedCount(t.db, yoga.id)).toBe(before + 1);

    expect((await close(casey.headers, { password: PASSWORD })).statusCode).toBe(200);
    expect(await bookedCount(t.db, yoga.id)).toBe(before);
    expect(
      await countOf(sql`select count(*)::int as n from cart_items i join carts c on c.id = i.cart_id
        where c.owner_customer_id = ${casey.id}`),
    ).toBe(0);
  });
});

describe('an account still in use is not closed', () => {
  it('refuses an account with sessions still to come, and erases nothing', async () => {
    // Alex, of the demo, has bookings to come (and a membership).
    const alex = bearer(await signIn(t.app, ALEX.email));
    const response = await close(alex, { password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'ACCOUNT_IN_USE',
      message: UPCOMING_BOOKINGS_MESSAGE,
    });
    expect((await customerRow(ALEX.id))?.email).toBe(ALEX.email);
  });

  it('refuses an account with a membership that has not ended', async () => {
    const casey = await newCustomer();
    await t.db.execute(sql`insert into memberships (customer_id, plan_id, status, starts_on)
      select ${casey.id}, id, 'active', '2026-01-01' from membership_plans limit 1`);
    const response = await close(casey.headers, { password: PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(LIVE_MEMBERSHIP_MESSAGE);
  });

  it('refuses an account holding credit, naming the amount', async () => {
    const casey = await newCustomer();
    await t.db
      .execute(sql`insert into credit_entries (customer_id, movement, amount_pence, reason, created_at)
      values (${casey.id}, 'adjustment', 1250, 'Goodwill', ${TEST_NOW.toISOString()}::timestamptz)`);
    const response = await close(casey.headers, { password: PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(creditHeldMessage('£12.50'));
    expect((await customerRow(casey.id))?.erased_at).toBeNull();
  });
});
