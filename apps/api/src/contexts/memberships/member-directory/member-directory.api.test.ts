import {
  dataEnvelope,
  MemberDirectoryDetail,
  MemberDirectoryEntry,
  Membership,
  pagedEnvelope,
} from '@lido/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import {
  ALEX,
  bearer,
  FRONT_DESK,
  JAMIE,
  PRIYA,
  SAM,
  signIn,
  signInOtherVenueStaff,
} from '../../../test-support/sign-in';
import {
  joiningOf,
  onlineJoining,
  onlineJoiningVenueId,
  testBankAccount,
} from '../../../test-support/online-joining';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

// Swiss Cottage's front desk (venue 90001) at the test clock, Tuesday 20 October 2026. Its
// members: Alex Morgan (Lido Flex, 701) and Sam Morgan (Lido Junior, 702), both collected on the
// 1st; Jamie Okoro is a customer of the venue but no member until he joins below; Priya Shah is
// Manchester's. Two members are added here: Ana de Souza, whose name sorts first only when case
// is ignored, and Bea Hart, whose membership ended in September.

const DAY = 24 * 60 * 60 * 1000;
type Headers = Record<string, string>;

let t: TestApp;
let desk: Headers;
let ana: number;
let bea: number;
const online = onlineJoining(() => t.app);

async function addMember(
  reference: string,
  firstName: string,
  lastName: string,
  membership: { startsOn: string; endsOn: string | null },
): Promise<number> {
  const [customer] = await rowsOf<{ id: number }>(
    t.db,
    sql`insert into customers (operator_id, reference, email, first_name, last_name, home_venue_id)
      select operator_id, ${reference}, ${`${reference.toLowerCase()}@example.com`},
        ${firstName}, ${lastName}, 90001
      from customers where id = ${ALEX.id} returning id`,
  );
  const id = Number(customer?.id);
  await t.db.execute(
    sql`insert into memberships (customer_id, plan_id, home_venue_id, status, starts_on, ends_on,
        billing_day, cancelled_at)
      values (${id}, 502, 90001, 'active', ${membership.startsOn}, ${membership.endsOn}, 1,
        ${membership.endsOn === null ? null : '2026-08-10T10:00:00Z'})`,
  );
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`update memberships set billing_day = 1 where id in (701, 702)`);
  ana = await addMember('LID1009001', 'Ana', 'de Souza', { startsOn: '2026-01-01', endsOn: null });
  bea = await addMember('LID1009002', 'Bea', 'Hart', {
    startsOn: '2025-06-01',
    endsOn: '2026-09-30',
  });
  desk = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
});
afterAll(async () => {
  await t.close();
});

const pageOf = (response: { json: () => unknown }) =>
  pagedEnvelope(MemberDirectoryEntry).parse(response.json());
const detailOf = (response: { json: () => unknown }) =>
  dataEnvelope(MemberDirectoryDetail).parse(response.json()).data;

function list(query = '', headers: Headers = desk) {
  return t.app.inject({ method: 'GET', url: `/api/staff/members${query}`, headers });
}

/** The customer ids a search finds, in the directory's order. */
async function found(query: string): Promise<number[]> {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return pageOf(response).data.map((row) => row.customer_id);
}

async function rowOf(customerId: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/staff/members/${customerId}`,
    headers: desk,
  });
  expect(response.statusCode, response.body).toBe(200);
  return detailOf(response);
}

/** Moves the clock on, lets the Direct Debit emulator's days pass, and signs the desk in again. */
async function daysPass(days: number) {
  t.clock.advance(days * DAY);
  await t.app.sweepDirectDebits();
  desk = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
}

describe('the member directory', () => {
  it("lists the venue's members by last name then first name, whatever their case", async () => {
    const response = await list();
    expect(response.statusCode, response.body).toBe(200);
    const page = pageOf(response);
    // Jamie is not a member; Priya is Manchester's.
    expect(page.data.map((row) => row.customer_id)).toEqual([ana, bea, ALEX.id, SAM.id]);
    expect(page.meta).toEqual({ current_page: 1, per_page: 25, total: 4, last_page: 1 });
    expect(page.data[2]).toEqual({
      customer_id: ALEX.id,
      reference: ALEX.reference,
      first_name: 'Alex',
      last_name: 'Morgan',
      email: ALEX.email,
      membership: {
        id: 701,
        number: 'M0000701',
        plan: { id: 501, name: 'Lido Flex' },
        status: 'active',
        standing: 'active',
        starts_on: '2025-03-01',
        ends_on: null,
        frozen_from: null,
        frozen_until: null,
        next_billing_date: '2026-11-01',
      },
      // Joined at the desk before Direct Debits were taken online: no mandate, no collections.
      direct_debit: { mandate_status: null, last_collection: null },
      arrears: { count: 0, total: { raw: 0, formatted: '£0.00' } },
    });
  });

  it('finds Alex by name, email, reference and membership number, in any case', async () => {
    for (const search of [
      'alex',
      'ALEX morgan',
      'morgan Alex',
      'alex.morgan@EXAMPLE.com',
      'lid1001001',
      'M0000701',
      'm701',
    ]) {
      expect(await found(`?search=${encodeURIComponent(search)}`), search).toEqual([ALEX.id]);
    }
    expect(await found('?search=Morgan')).toEqual([ALEX.id, SAM.id]);
    expect(await found('?search=%20%20')).toEqual([ana, bea, ALEX.id, SAM.id]);
    // Wildcards typed into the search stand for themselves.
    expect(await found(`?search=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await found(`?search=${encodeURIComponent('a_ex')}`)).toEqual([]);
    // Another customer's membership number finds nobody; nor a number that is no membership's.
    expect(await found('?search=M0000702%20alex')).toEqual([]);
    expect(await found('?search=M9999999')).toEqual([]);
  });

  it('filters by where the membership stands', async () => {
    expect(await found('?status=active')).toEqual([ana, ALEX.id, SAM.id]);
    expect(await found('?status=ended')).toEqual([bea]);
    expect(await found('?status=ending')).toEqual([]);
    expect(await found('?status=frozen')).toEqual([]);
    expect(await found('?status=pending')).toEqual([]);
    expect(await found('?status=in_arrears')).toEqual([]);
    expect(await found('?status=active&search=morgan')).toEqual([ALEX.id, SAM.id]);
    const [hart] = pageOf(await list('?status=ended')).data;
    // Past its last day, a membership the member cancelled says so.
    expect(hart?.membership).toMatchObject({
      status: 'cancelled',
      standing: 'ended',
      ends_on: '2026-09-30',
      next_billing_date: null,
    });
  });

  it('pages, with the total and the last page', async () => {
    const first = pageOf(await list('?per_page=3'));
    expect(first.data.map((row) => row.customer_id)).toEqual([ana, bea, ALEX.id]);
    expect(first.meta).toEqual({ current_page: 1, per_page: 3, total: 4, last_page: 2 });
    const second = pageOf(await list('?per_page=3&page=2'));
    expect(second.data.map((row) => row.customer_id)).toEqual([SAM.id]);
    expect(second.meta).toEqual({ current_page: 2, per_page: 3, total: 4, last_page: 2 });
    const beyond = pageOf(await list('?per_page=3&page=9'));
    expect(beyond).toEqual({
      data: [],
      meta: { current_page: 9, per_page: 3, total: 4, last_page: 2 },
    });
    const none = pageOf(await list('?search=nobody'));
    expect(none.meta).toEqual({ current_page: 1, per_page: 25, total: 0, last_page: 1 });
  });

  it('refuses query values it cannot read (422), naming the field', async () => {
    const cases: [string, string][] = [
      ['?page=0', 'page'],
      ['?page=two', 'page'],
      ['?page=1e3', 'page'],
      ['?per_page=101', 'per_page'],
      ['?status=lapsed', 'status'],
      [`?search=${'a'.repeat(101)}`, 'search'],
    ];
    for (const [query, field] of cases) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors), query).toEqual([field]);
    }
  });

  it('is for staff only, and only for the customers of their venue', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/members' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/staff/members/${ALEX.id}` })).statusCode,
    ).toBe(401);
    const priya = bearer(await signIn(t.app, PRIYA.email));
    // Alex leads Sam and Ruby's family: a family lead is still a customer.
    const alex = bearer(await signIn(t.app, ALEX.email));
    for (const customer of [priya, alex]) {
      const listed = await list('', customer);
      expect(listed.statusCode).toBe(403);
      expect(listed.json()).toMatchObject({ code: 'FORBIDDEN' });
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/staff/members/${SAM.id}`,
        headers: customer,
      });
      expect(detail.statusCode).toBe(403);
    }
    const elsewhere = bearer(await signInOtherVenueStaff(t.app, t.db));
    expect(pageOf(await list('', elsewhere)).meta.total).toBe(0);
    const alexElsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/staff/members/${ALEX.id}`,
      headers: elsewhere,
    });
    expect(alexElsewhere.statusCode).toBe(404);
  });

  it("shows one member's memberships and collections; anyone else is not found", async () => {
    const detail = await rowOf(ALEX.id);
    expect(detail).toMatchObject({
      customer_id: ALEX.id,
      membership: { id: 701, standing: 'active' },
      memberships: [{ id: 701, number: 'M0000701', plan: { name: 'Lido Flex' } }],
      collections: [],
    });
    for (const customerId of [999_999, PRIYA.id, JAMIE.id]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/staff/members/${customerId}`,
        headers: desk,
      });
      expect(response.statusCode, String(customerId)).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const tooBig = await t.app.inject({
      method: 'GET',
      url: '/api/staff/members/99999999999',
      headers: desk,
    });
    expect(tooBig.statusCode).toBe(422);
  });

  it('shows a member’s current membership before an ended one, and both in the history', async () => {
    await t.db.execute(
      sql`insert into memberships (customer_id, plan_id, home_venue_id, status, starts_on, ends_on,
          billing_day, cancelled_at)
        values (${ana}, 501, 90001, 'active', '2024-01-01', '2025-12-31', 1, '2025-11-02T10:00:00Z'),
          (${ana}, 501, 90001, 'abandoned', '2026-10-01', null, 1, null)`,
    );
    const detail = await rowOf(ana);
    expect(detail.membership).toMatchObject({ plan: { id: 502 }, standing: 'active' });
    expect(
      detail.memberships.map((membership) => [membership.plan.id, membership.standing]),
    ).toEqual([
      [502, 'active'],
      [501, 'ended'],
    ]);
  });
});

// Staff act for a member through My account's own routes (`selected_user_id`), as the member
// would; then a failed Direct Debit leaves a new member in arrears.

const membershipOf = (response: { json: () => unknown }) =>
  dataEnvelope(Membership).parse(response.json()).data;

async function joinWithFailingBank(jamie: Headers): Promise<number> {
  const joined = await online.join(jamie, {
    plan_id: 501,
    venue_id: await onlineJoiningVenueId(t.db),
    // The GoCardless emulator's account whose every payment fails on its charge date.
    ...testBankAccount('55779933', 'Jamie Okoro'),
  });
  expect(joined.statusCode, joined.body).toBe(201);
  return joiningOf(joined).membership_id;
}

describe('staff acting for members, as the directory then shows them', () => {
  let jamiesMembership: number;

  it('staff freeze Alex’s membership for him; the directory shows the freeze booked', async () => {
    const frozen = await t.app.inject({
      method: 'POST',
      url: `/api/my-account/memberships/701/freeze?selected_user_id=${ALEX.id}`,
      headers: desk,
      payload: { months: 1 },
    });
    expect(frozen.statusCode, frozen.body).toBe(200);
    expect(membershipOf(frozen)).toMatchObject({
      frozen_from: '2026-11-01',
      frozen_until: '2026-11-30',
    });
    const { membership } = await rowOf(ALEX.id);
    // Booked ahead, not yet begun: still active, and November is not billed.
    expect(membership).toMatchObject({
      status: 'active',
      standing: 'active',
      frozen_from: '2026-11-01',
      frozen_until: '2026-11-30',
      next_billing_date: '2026-12-01',
    });
  });

  it('a member joining online is pending until the first payment', async () => {
    const jamie = bearer(await signIn(t.app, JAMIE.email));
    jamiesMembership = await joinWithFailingBank(jamie);
    expect(await found('?status=pending')).toEqual([JAMIE.id]);
    const pending = await rowOf(JAMIE.id);
    expect(pending.membership).toMatchObject({
      id: jamiesMembership,
      status: 'pending',
      standing: 'pending',
      next_billing_date: null,
    });
    expect(pending.direct_debit).toEqual({
      mandate_status: 'pending_submission',
      last_collection: null,
    });
    await online.payFirstPayment(jamie, jamiesMembership);
    expect(await found('?status=pending')).toEqual([]);
    expect((await rowOf(JAMIE.id)).membership).toMatchObject({
      standing: 'active',
      next_billing_date: '2026-11-01',
    });
  });

  it('a failed collection shows as arrears, and the member is found in arrears', async () => {
    // Monday 2 November: Jamie's collection of 1 November has failed; Alex's freeze has begun.
    await daysPass(13);
    expect(await found('?status=in_arrears')).toEqual([JAMIE.id]);
    const jamie = await rowOf(JAMIE.id);
    expect(jamie.direct_debit).toEqual({
      mandate_status: 'active',
      last_collection: {
        charge_date: '2026-11-01',
        amount: { raw: 4200, formatted: '£42.00' },
        status: 'failed',
      },
    });
    expect(jamie.arrears).toEqual({ count: 1, total: { raw: 4200, formatted: '£42.00' } });
    expect(jamie.collections).toMatchObject([
      {
        membership_id: jamiesMembership,
        charge_date: '2026-11-01',
        status: 'failed',
        failure_cause: 'insufficient_funds',
        is_paid_by_card: false,
      },
    ]);
    const [listed] = pageOf(await list('?status=in_arrears')).data;
    expect(listed?.arrears).toEqual(jamie.arrears);
  });

  it('shows Alex frozen, then ending once staff cancel for him', async () => {
    expect(await found('?status=frozen')).toEqual([ALEX.id]);
    expect((await rowOf(ALEX.id)).membership).toMatchObject({
      status: 'frozen',
      standing: 'frozen',
      next_billing_date: '2026-12-01',
    });

    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/my-account/memberships/701/cancellation?selected_user_id=${ALEX.id}`,
      headers: desk,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/my-account/memberships/701/cancellation?selected_user_id=${ALEX.id}`,
      headers: desk,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Notice runs from the end of the freeze (1 December): the December period is the last.
    expect(membershipOf(cancelled)).toMatchObject({ ends_on: '2026-12-31' });

    expect(await found('?status=ending')).toEqual([ALEX.id]);
    expect(await found('?status=frozen')).toEqual([]);
    expect((await rowOf(ALEX.id)).membership).toMatchObject({
      // As My account shows it: still in the freeze's days.
      status: 'frozen',
      standing: 'ending',
      ends_on: '2026-12-31',
      frozen_until: '2026-11-30',
      next_billing_date: '2026-12-01',
    });
  });

  it('shows Alex’s membership ended after its last day', async () => {
    await daysPass(61);
    expect(await found('?status=ended&search=alex')).toEqual([ALEX.id]);
    expect((await rowOf(ALEX.id)).membership).toMatchObject({
      standing: 'ended',
      next_billing_date: null,
    });
  });
});
