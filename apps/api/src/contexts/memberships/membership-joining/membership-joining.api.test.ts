import { createHmac } from 'node:crypto';
import { type Dashboard, dataEnvelope, Membership } from '@lido/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goCardlessSandboxWebhookSecret } from '@lido/emulators/gocardless';
import {
  ALEX,
  bearer,
  FRONT_DESK,
  JAMIE,
  PRIYA,
  signIn,
  signInOperatorAdmin,
  signInOtherOperatorManager,
  signInOtherVenueStaff,
} from '../../../test-support/sign-in';
import { rowsOf } from '../../../platform/db/raw-rows';
import {
  joiningOf,
  type MembershipCardPreparation,
  onlineJoining,
  onlineJoiningVenueId,
  testBankAccount,
} from '../../../test-support/online-joining';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { BANK_DETAILS_MESSAGES } from '../direct-debit';

// Joining Lido Flex (501: £42.00 a month, £15.00 to join) online at the test clock, Tuesday
// 20 October 2026. GoCardless can first collect three days on (Friday 23 October), so the first
// collection is on Sunday 1 November and the first payment covers 20–31 October: 12 of
// October's 31 days of £42.00 is £16.26, and with the joining fee £31.26.

const DAY = 24 * 60 * 60 * 1000;
const LIDO_FLEX = 501;

let t: TestApp;
let venueId: number;
let priya: Record<string, string>;
let jamie: Record<string, string>;
const online = onlineJoining(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  venueId = await onlineJoiningVenueId(t.db);
  priya = bearer(await signIn(t.app, PRIYA.email));
  jamie = bearer(await signIn(t.app, JAMIE.email));
});
afterAll(async () => {
  await t.close();
});

const join = (headers: Record<string, string>, body: object) =>
  online.join(headers, { plan_id: LIDO_FLEX, venue_id: venueId, ...body });

/** Moves the clock on and lets the emulator's day and its webhooks catch up. */
async function daysPass(days: number) {
  t.clock.advance(days * DAY);
  await t.app.sweepDirectDebits();
}

async function collections(membershipId: number) {
  const rows = await rowsOf<Record<string, unknown>>(
    t.db,
    sql`select amount_pence, charge_date::text as charge_date, status, failure_cause
        from direct_debit_payments where membership_id = ${membershipId} order by charge_date`,
  );
  return rows;
}

async function mandateStatus(membershipId: number) {
  const rows = await rowsOf<Record<string, unknown>>(
    t.db,
    sql`select m.status, ms.has_direct_debit_instruction as has_instruction
        from direct_debit_mandates m join memberships ms on ms.id = m.membership_id
        where m.membership_id = ${membershipId} and m.status <> 'abandoned'`,
  );
  return rows[0];
}

describe('joining a membership online', () => {
  it('refuses bank details that fail the modulus check, by the field, and writes nothing', async () => {
    const before = await rowsOf<Record<string, unknown>>(
      t.db,
      sql`select count(*)::int as n from memberships`,
    );
    const response = await join(priya, {
      ...testBankAccount('15764273', 'Priya Shah'),
      sort_code: '93-80-63',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { account_number: [BANK_DETAILS_MESSAGES.modulus] },
    });
    const badSortCode = await join(priya, {
      ...testBankAccount('55779911', 'Priya Shah'),
      sort_code: '20-00',
    });
    expect(badSortCode.statusCode).toBe(422);
    expect(badSortCode.json()).toMatchObject({
      errors: { sort_code: [BANK_DETAILS_MESSAGES.sortCode] },
    });
    const after = await rowsOf<Record<string, unknown>>(
      t.db,
      sql`select count(*)::int as n from memberships`,
    );
    expect(after).toEqual(before);
  });

  it('refuses someone who is already a member', async () => {
    const alex = bearer(await signIn(t.app, ALEX.email));
    const response = await join(alex, testBankAccount('55779911', 'Alex Morgan'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ALREADY_A_MEMBER' });
  });

  it('sets up the Direct Debit and answers the first payment: joining fee and the days to the 1st', async () => {
    const response = await join(priya, testBankAccount('55779911', 'Priya Shah'));
    expect(response.statusCode).toBe(201);
    const joining = joiningOf(response);
    expect(joining).toMatchObject({
      status: 'pending',
      plan: { id: LIDO_FLEX, name: 'Lido Flex' },
      starts_on: '2026-10-20',
      monthly_price: 4200,
      first_collection_date: '2026-11-01',
      first_payment: {
        joining_fee: 1500,
        pro_rata: 1626,
        total: 3126,
        covers_to: '2026-10-31',
        is_paid: false,
      },
      direct_debit: {
        account_holder_name: 'Priya Shah',
        account_number_ending: '11',
        status: 'pending_submission',
      },
    });
    expect(joining.membership_number).toBe(`M${String(joining.membership_id).padStart(7, '0')}`);
    expect(joining.guarantee[0]).toMatch(/^This Guarantee is offered by all banks/);

    // Not a member until the first payment is made.
    const memberships = await t.app.inject({
      method: 'GET',
      url: '/api/my-account/memberships',
      headers: priya,
    });
    const listed = dataEnvelope(Membership.array()).parse(memberships.json()).data;
    expect(listed.map((membership) => membership.status)).toEqual(['pending']);
  });

  it('takes the first payment by card, starts the membership and its monthly Direct Debit', async () => {
    const pending = joiningOf(await join(priya, testBankAccount('55779911', 'Priya Shah')));
    const { preparation, joining } = await online.payFirstPayment(priya, pending.membership_id);
    expect(preparation.amount.raw).toBe(3126);
    expect(joining).toMatchObject({ status: 'active', first_payment: { is_paid: true } });

    const payments = await rowsOf<Record<string, unknown>>(
      t.db,
      sql`select amount_pence, tender_type, status from payments
          where customer_id = ${PRIYA.id} and description like 'Membership %'`,
    );
    expect(payments).toEqual([{ amount_pence: 3126, tender_type: 'card', status: 'succeeded' }]);
    const [subscription] = await rowsOf<{ provider_subscription_id: string | null }>(
      t.db,
      sql`select provider_subscription_id from direct_debit_mandates
          where membership_id = ${pending.membership_id} and status <> 'abandoned'`,
    );
    expect(subscription?.provider_subscription_id).toMatch(/^SB/);

    // Completing again answers the same and takes nothing more.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/online-joining/memberships/${pending.membership_id}/complete`,
      headers: priya,
      payload: {},
    });
    expect(joiningOf(again)).toEqual(joining);

    // Priya is a member now: her details say so.
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: priya });
    expect(JSON.stringify(user.json())).toContain('Lido Flex');
  });

  it('moves the mandate to active, then confirms the first monthly collection on its date', async () => {
    const [row] = (await rowsOf<Record<string, unknown>>(
      t.db,
      sql`select id from memberships where customer_id = ${PRIYA.id} and status = 'active'`,
    )) as { id: number }[];
    const membershipId = Number(row?.id);
    await daysPass(1);
    expect(await mandateStatus(membershipId)).toEqual({
      status: 'submitted',
      has_instruction: true,
    });
    await daysPass(2);
    expect(await mandateStatus(membershipId)).toEqual({ status: 'active', has_instruction: true });

    // 29 October: the payment for 1 November was created three days ahead; it is submitted two
    // days before its date, on 30 October.
    await daysPass(6);
    expect(await collections(membershipId)).toEqual([
      {
        amount_pence: 4200,
        charge_date: '2026-11-01',
        status: 'pending_submission',
        failure_cause: null,
      },
    ]);
    await daysPass(1);
    expect(await collections(membershipId)).toEqual([
      { amount_pence: 4200, charge_date: '2026-11-01', status: 'submitted', failure_cause: null },
    ]);
    await daysPass(2);
    expect(await collections(membershipId)).toMatchObject([
      { charge_date: '2026-11-01', status: 'confirmed' },
    ]);
    await daysPass(1);
    expect(await collections(membershipId)).toMatchObject([
      { charge_date: '2026-11-01', status: 'paid_out' },
    ]);
  });
});

describe('when the bank says no', () => {
  it('a payment that fails leaves the membership in arrears, and the member can see it', async () => {
    t.clock.set(new Date('2026-10-20T09:00:00.000Z'));
    // 55779933: the GoCardless emulator's account whose every payment fails on its charge date.
    const pending = joiningOf(await join(jamie, testBankAccount('55779933', 'Jamie Okoro')));
    await online.payFirstPayment(jamie, pending.membership_id);
    await daysPass(13);
    // Signed in again: a fortnight on, the morning's session has ended.
    jamie = bearer(await signIn(t.app, JAMIE.email));
    expect(await collections(pending.membership_id)).toMatchObject([
      {
        amount_pence: 4200,
        charge_date: '2026-11-01',
        status: 'failed',
        failure_cause: 'insufficient_funds',
      },
    ]);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/my-account/memberships/${pending.membership_id}/direct-debit`,
      headers: jamie,
    });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      data: {
        mandate: { status: 'active', account_number_ending: '33' },
        arrears: { raw: 4200 },
        payments: [{ charge_date: '2026-11-01', status: 'failed', amount: { raw: 4200 } }],
      },
    });
    // Told once, by email, with the way to pay by card.
    const emails = await rowsOf<{ subject: string; text: string }>(
      t.db,
      sql`select subject, text from email_outbox
        where "to" = ${JAMIE.email} and subject like '%could not be collected'`,
    );
    expect(emails.map((email) => email.subject)).toEqual([
      'Your Lido Flex payment of £42.00 could not be collected',
    ]);
    expect(emails[0]?.text).toContain(
      'Your Direct Debit of £42.00 for Lido Flex, due on Sun 1 November 2026, could not be collected because there was not enough money in the account.',
    );
    expect(emails[0]?.text).toContain('/my-account/memberships');
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/my-account/dashboard',
      headers: jamie,
    });
    expect(dashboard.json<{ data: Dashboard }>().data.alerts).toContainEqual({
      type: 'membership_arrears',
      message:
        'A Direct Debit payment for Lido Flex failed: you owe £42.00. You can pay it by card under Memberships.',
    });
  });

  it('the member pays what failed by card, and is no longer in arrears', async () => {
    const [row] = await rowsOf<{ id: number }>(
      t.db,
      sql`select id from memberships where customer_id = ${JAMIE.id} and status = 'active'`,
    );
    const base = `/api/my-account/memberships/${row?.id}/arrears`;
    // Nobody else's arrears: not another customer's, and staff take payments at the desk.
    const staff = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
    priya = bearer(await signIn(t.app, PRIYA.email));
    expect(
      (await t.app.inject({ method: 'POST', url: `${base}/prepare`, headers: priya })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `${base}/prepare`, headers: staff })).statusCode,
    ).toBe(403);

    const prepared = await t.app.inject({ method: 'POST', url: `${base}/prepare`, headers: jamie });
    expect(prepared.statusCode).toBe(200);
    const preparation = prepared.json<MembershipCardPreparation>();
    expect(preparation.amount.raw).toBe(4200);
    const authorised = await online.authoriseWithTestCard(base, jamie, preparation);
    expect(authorised.json()).toMatchObject({ transaction_status: 'Authorised' });
    const completed = await t.app.inject({
      method: 'POST',
      url: `${base}/complete`,
      headers: jamie,
      payload: {
        transaction_uuid: authorised.json<{ transaction_uuid: string }>().transaction_uuid,
      },
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({
      data: {
        arrears: { raw: 0 },
        payments: [{ status: 'failed', charge_date: '2026-11-01', is_paid_by_card: true }],
      },
    });
    const taken = await rowsOf<Record<string, unknown>>(
      t.db,
      sql`select amount_pence, status from payments
          where customer_id = ${JAMIE.id} and description = 'Membership: missed Direct Debit payments'`,
    );
    expect(taken).toEqual([{ amount_pence: 4200, status: 'succeeded' }]);
    // Nothing more is owed: there is nothing to pay again.
    const again = await t.app.inject({ method: 'POST', url: `${base}/prepare`, headers: jamie });
    expect(again.statusCode).toBe(409);
  });
});

describe('GoCardless webhooks', () => {
  const post = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/gocardless',
      headers: { 'content-type': 'application/json', 'webhook-signature': signature },
      payload: body,
    });
  // The demo's emulator signs with this database's secret, as GoCardless would.
  let webhookSecret = '';
  beforeAll(async () => {
    webhookSecret = await goCardlessSandboxWebhookSecret(t.db, t.clock);
  });
  const sign = (body: string) => createHmac('sha256', webhookSecret).update(body).digest('hex');
  const eventsBody = (events: object[]) =>
    JSON.stringify({ events, meta: { webhook_id: 'WB0000REPLAY' } });

  async function priyasMandate() {
    const rows = await rowsOf<Record<string, unknown>>(
      t.db,
      sql`select m.provider_mandate_id, m.status, ms.has_direct_debit_instruction as has_instruction
          from direct_debit_mandates m
          join memberships ms on ms.id = m.membership_id
          where ms.customer_id = ${PRIYA.id} and ms.status = 'active' and m.status <> 'abandoned'`,
    );
    return rows[0] as { provider_mandate_id: string; status: string; has_instruction: boolean };
  }

  it('refuses a forged signature with 498 and acts on nothing in it', async () => {
    const { provider_mandate_id } = await priyasMandate();
    const body = eventsBody([
      {
        id: 'EV0000FORGED',
        resource_type: 'mandates',
        action: 'cancelled',
        links: { mandate: provider_mandate_id },
        details: { origin: 'bank', cause: 'bank_account_closed' },
      },
    ]);
    const forged = await post(
      body,
      createHmac('sha256', 'not-the-secret').update(body).digest('hex'),
    );
    expect(forged.statusCode).toBe(498);
    expect((await post(body, 'zz')).statusCode).toBe(498);
    expect((await priyasMandate()).status).toBe('active');
  });

  it('acts on each event once: a replay changes nothing', async () => {
    const { provider_mandate_id } = await priyasMandate();
    const cancelled = eventsBody([
      {
        id: 'EV0000CANCEL',
        resource_type: 'mandates',
        action: 'cancelled',
        links: { mandate: provider_mandate_id },
        details: { origin: 'bank', cause: 'bank_account_closed' },
      },
    ]);
    expect((await post(cancelled, sign(cancelled))).statusCode).toBe(204);
    expect(await priyasMandate()).toMatchObject({ status: 'cancelled', has_instruction: false });
    const reinstated = eventsBody([
      {
        id: 'EV0000REINST',
        resource_type: 'mandates',
        action: 'reinstated',
        links: { mandate: provider_mandate_id },
        details: { origin: 'bank', cause: 'mandate_reinstated' },
      },
    ]);
    expect((await post(reinstated, sign(reinstated))).statusCode).toBe(204);
    expect(await priyasMandate()).toMatchObject({ status: 'active', has_instruction: true });
    // GoCardless delivers the cancellation again: it was acted on already.
    expect((await post(cancelled, sign(cancelled))).statusCode).toBe(204);
    expect((await priyasMandate()).status).toBe('active');
  });
});

describe('cancelling a membership paid by Direct Debit', () => {
  it('collects every month up to the end the member was shown, and none after', async () => {
    t.clock.set(new Date('2026-11-05T09:00:00.000Z'));
    await t.app.sweepDirectDebits();
    priya = bearer(await signIn(t.app, PRIYA.email));
    const [row] = await rowsOf<{ id: number }>(
      t.db,
      sql`select id from memberships where customer_id = ${PRIYA.id} and status = 'active'`,
    );
    const membershipId = Number(row?.id);
    // A month's notice from 5 November runs to 4 December: the December period is the last.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/my-account/memberships/${membershipId}/cancellation`,
      headers: priya,
    });
    expect(cancelled.json()).toMatchObject({ data: { ends_on: '2026-12-31' } });
    await t.app.sweepDirectDebits();
    // Into the new year: December's fee was collected, January's never asked for.
    for (let day = 0; day < 60; day += 5) await daysPass(5);
    expect(await collections(membershipId)).toMatchObject([
      { charge_date: '2026-11-01', status: 'paid_out', amount_pence: 4200 },
      { charge_date: '2026-12-01', status: 'paid_out', amount_pence: 4200 },
    ]);
  });
});

describe('who may see a joining', () => {
  it('only the person joining, staff of the membership’s venue and the operator’s administrator', async () => {
    const [row] = (await rowsOf<Record<string, unknown>>(
      t.db,
      sql`select membership_id as id from membership_joinings where customer_id = ${PRIYA.id} order by created_at desc limit 1`,
    )) as { id: number }[];
    const url = `/api/online-joining/memberships/${row?.id}`;
    priya = bearer(await signIn(t.app, PRIYA.email));
    jamie = bearer(await signIn(t.app, JAMIE.email));
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: jamie })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: priya })).statusCode).toBe(200);
    const staff = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
    expect((await t.app.inject({ method: 'GET', url, headers: staff })).statusCode).toBe(200);
    // Another venue's desk, or another operator's manager, reads nothing of her bank or plan.
    for (const outsider of [
      bearer(await signInOtherVenueStaff(t.app, t.db)),
      bearer(await signInOtherOperatorManager(t.app, t.db)),
    ]) {
      const answer = await t.app.inject({ method: 'GET', url, headers: outsider });
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.body).not.toContain('Priya');
    }
    // The operator's administrator answers for every venue's records, from whichever they work at.
    const administrator = bearer(await signInOperatorAdmin(t.app, t.db));
    const asAdministrator = await t.app.inject({ method: 'GET', url, headers: administrator });
    expect(asAdministrator.statusCode, asAdministrator.body).toBe(200);
    expect(asAdministrator.json()).toMatchObject({ data: { membership_id: row?.id } });
    // Staff do not join for people online (the desk does).
    const staffJoin = await join(staff, testBankAccount('55779911', 'Priya Shah'));
    expect(staffJoin.statusCode).toBe(403);
  });
});

describe('freezing a membership paid by Direct Debit', () => {
  it('collects nothing for the frozen months and starts again when it resumes', async () => {
    t.clock.set(new Date('2026-10-20T09:00:00.000Z'));
    const password = 'a long enough password 42';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: {
        first_name: 'Robin',
        last_name: 'Hale',
        email: 'robin.hale@example.com',
        password,
        password_confirmation: password,
        date_of_birth: '1985-03-09',
        gender: 'prefer-not-to-say',
        phone: '07700900456',
        address_line_1: '1 Adelaide Road',
        town: 'London',
        postcode: 'NW3 3NF',
        home_venue_id: venueId,
        client_id: 'lido-leisure',
        source: 'activity-booking',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const robin = bearer(registered.json<{ token: string }>().token);
    const pending = joiningOf(await join(robin, testBankAccount('55779911', 'Robin Hale')));
    await online.payFirstPayment(robin, pending.membership_id);
    // A month's freeze from the first billing date ahead: November, starting again on 1 December.
    const frozen = await t.app.inject({
      method: 'POST',
      url: `/api/my-account/memberships/${pending.membership_id}/freeze`,
      headers: robin,
      payload: { months: 1 },
    });
    expect(frozen.json()).toMatchObject({
      data: { frozen_from: '2026-11-01', frozen_until: '2026-11-30' },
    });
    for (let day = 0; day < 45; day += 5) await daysPass(5);
    expect(await collections(pending.membership_id)).toMatchObject([
      { charge_date: '2026-12-01', status: 'paid_out', amount_pence: 4200 },
    ]);
  });
});
