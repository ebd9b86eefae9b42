import { dataEnvelope, Membership, MembershipPlanChange, ViewableDate } from '@lido/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import {
  ALEX,
  bearer,
  FRONT_DESK,
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
import { TEST_NOW } from '../../../test-support/test-clock';
import { makePlanChanges } from './index';
import {
  PLAN_CHANGE_ENDING,
  PLAN_CHANGE_FROZEN,
  PLAN_CHANGE_NOT_STARTED,
} from './membership-plan-change.service';

// Changing plan at the test clock, Tuesday 20 October 2026. Memberships are collected on the
// 1st, and GoCardless creates a collection three days before its date, so the first billing date
// whose collection it has not yet created is Sunday 1 November (from 28 October on, 1 December).
// Alex (40) holds Lido Flex (501, £42.00, books 2 days ahead) at Swiss Cottage: he may change to
// Lido Swim (502, £28.00) or Swiss Cottage Local (505, £34.00, books 1 day ahead); not to Lido
// Student (a concession: its proof is seen at the desk) nor Lido Junior (under-16s, sold at
// reception). Sam (12), whom Alex leads, holds Lido Junior and can change to nothing online.

const LIDO_FLEX = 501;
const LIDO_SWIM = 502;
const LIDO_JUNIOR = 503;
const LIDO_STUDENT = 504;
const LOCAL = 505;

let t: TestApp;
let alex: Record<string, string>;
let priya: Record<string, string>;
const online = onlineJoining(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  alex = bearer(await signIn(t.app, ALEX.email));
  priya = bearer(await signIn(t.app, PRIYA.email));
});
afterAll(async () => {
  await t.close();
});

const url = (id: number, query = '') => `/api/my-account/memberships/${id}/plan-change${query}`;
const preview = (headers: Record<string, string>, id: number, query = '') =>
  t.app.inject({ method: 'GET', url: url(id, query), headers });
const change = (headers: Record<string, string>, id: number, payload: unknown, query = '') =>
  t.app.inject({ method: 'POST', url: url(id, query), headers, payload: payload as object });
const withdraw = (headers: Record<string, string>, id: number, query = '') =>
  t.app.inject({ method: 'DELETE', url: url(id, query), headers });
const planChangeOf = (response: { json: () => unknown }) =>
  dataEnvelope(MembershipPlanChange).parse(response.json()).data;
const membershipOf = (response: { json: () => unknown }) =>
  dataEnvelope(Membership).parse(response.json()).data;

async function myMembership(headers: Record<string, string>, id: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/my-account/memberships',
    headers,
  });
  return dataEnvelope(Membership.array())
    .parse(response.json())
    .data.find((membership) => membership.id === id);
}

/** Moves the clock to 10:00 on a date in London and signs in again (sessions expire). */
async function setDate(date: string) {
  // British Summer Time ends on Sunday 25 October 2026.
  t.clock.set(new Date(`${date}T${date < '2026-10-25' ? '09' : '10'}:00:00.000Z`));
  alex = bearer(await signIn(t.app, ALEX.email));
  priya = bearer(await signIn(t.app, PRIYA.email));
}

const expectRefused = (response: { statusCode: number; json: () => unknown }, message: string) => {
  expect(response.statusCode).toBe(409);
  expect(response.json()).toMatchObject({ code: 'PLAN_CHANGE_UNAVAILABLE', message });
};

describe('changing plan with a Direct Debit in place', () => {
  // Priya joins Lido Flex online as membership-joining.api.test.ts does: her first collection,
  // £42.00, is on Sunday 1 November.
  let membershipId: number;

  async function subscriptionAmount(): Promise<number> {
    const [row] = await rowsOf<{ amount: number }>(
      t.db,
      sql`select (s.body->>'amount')::int as amount
          from direct_debit_mandates m
          join sandbox_gocardless_resources s on s.id = m.provider_subscription_id
          where m.membership_id = ${membershipId}`,
    );
    return Number(row?.amount);
  }

  async function collections() {
    return rowsOf<{ amount_pence: number; charge_date: string }>(
      t.db,
      sql`select amount_pence, charge_date::text as charge_date from direct_debit_payments
          where membership_id = ${membershipId} and status <> 'cancelled' order by charge_date`,
    );
  }

  beforeAll(async () => {
    const joined = await online.join(priya, {
      plan_id: LIDO_FLEX,
      venue_id: await onlineJoiningVenueId(t.db),
      ...testBankAccount('55779911', 'Priya Shah'),
    });
    expect(joined.statusCode, joined.body).toBe(201);
    membershipId = joiningOf(joined).membership_id;
    await online.payFirstPayment(priya, membershipId);
    await t.app.sweepDirectDebits();
    expect(await subscriptionAmount()).toBe(4200);
  });

  it('collects the new price from the change date: withdrawn, the old price again', async () => {
    const changed = membershipOf(await change(priya, membershipId, { plan_id: LIDO_SWIM }));
    expect(changed.plan_change).toEqual({
      plan_id: LIDO_SWIM,
      plan_name: 'Lido Swim',
      changes_on: '2026-11-01',
      monthly_price: { raw: 2800, formatted: '£28.00' },
    });
    expect(await subscriptionAmount()).toBe(2800);

    const withdrawn = membershipOf(await withdraw(priya, membershipId));
    expect(withdrawn).toMatchObject({ name: 'Lido Flex', plan_change: null });
    expect(await subscriptionAmount()).toBe(4200);

    // Asked for again, and then the days pass: 1 November is collected at Lido Swim's price.
    await change(priya, membershipId, { plan_id: LIDO_SWIM });
    for (const date of ['2026-10-25', '2026-10-29', '2026-11-01', '2026-11-02']) {
      t.clock.set(new Date(`${date}T10:00:00.000Z`));
      await t.app.sweepDirectDebits();
    }
    expect(await collections()).toEqual([{ amount_pence: 2800, charge_date: '2026-11-01' }]);
    expect(await makePlanChanges(t.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    priya = bearer(await signIn(t.app, PRIYA.email));
    expect(await myMembership(priya, membershipId)).toMatchObject({
      plan_id: LIDO_SWIM,
      name: 'Lido Swim',
      monthly_price: { raw: 2800 },
      plan_change: null,
    });
    // Every month after at the new price.
    for (const date of ['2026-11-28', '2026-12-02']) {
      t.clock.set(new Date(`${date}T10:00:00.000Z`));
      await t.app.sweepDirectDebits();
    }
    expect(await collections()).toEqual([
      { amount_pence: 2800, charge_date: '2026-11-01' },
      { amount_pence: 2800, charge_date: '2026-12-01' },
    ]);
  });

  it('tells GoCardless a change it never heard of (a crash in between): the sweep finishes it', async () => {
    // The change is recorded, and the process stops before GoCardless is called.
    await t.db.execute(
      sql`update memberships set next_plan_id = ${LIDO_FLEX}, plan_changes_on = '2027-01-01'
          where id = ${membershipId}`,
    );
    expect(await subscriptionAmount()).toBe(2800);
    await t.app.sweepDirectDebits();
    expect(await subscriptionAmount()).toBe(4200);
    const [mandate] = await rowsOf<{ subscription_amount_pence: number }>(
      t.db,
      sql`select subscription_amount_pence from direct_debit_mandates
          where membership_id = ${membershipId}`,
    );
    expect(mandate?.subscription_amount_pence).toBe(4200);
    // Told once: the next sweep has nothing to say.
    const amended = async () =>
      (
        await rowsOf<{ count: number }>(
          t.db,
          sql`select count(*)::int as count from sandbox_gocardless_events
              where action = 'amended'`,
        )
      )[0]?.count;
    const before = await amended();
    await t.app.sweepDirectDebits();
    expect(await amended()).toBe(before);
  });
});

describe('the plans a membership can change to', () => {
  beforeAll(async () => {
    await setDate('2026-10-20');
  });

  it('lists the plans sold online at the home venue the member may hold, and when a change would be made', async () => {
    const response = await preview(alex, 701);
    expect(response.statusCode, response.body).toBe(200);
    const planChange = planChangeOf(response);
    expect(planChange).toMatchObject({
      membership_id: 701,
      changes_on: '2026-11-01',
      plan_change: null,
    });
    expect(planChange.plans.map((plan) => [plan.plan_id, plan.name, plan.monthly_price])).toEqual([
      [LIDO_SWIM, 'Lido Swim', { raw: 2800, formatted: '£28.00' }],
      [LOCAL, 'Swiss Cottage Local', { raw: 3400, formatted: '£34.00' }],
    ]);
    expect(planChange.plans[0]).toMatchObject({
      description: 'Unlimited public and family swimming at every Lido venue.',
      message: 'Your membership changes to Lido Swim on Sun 1 November 2026, then £28.00 a month.',
    });
    // What each includes, as the pricing page says it.
    const pricing = await t.app.inject({
      method: 'GET',
      url: '/api/activities/venues/swiss-cottage-leisure-centre/membership-plans',
    });
    const pricingPlans = pricing.json<{ data: { id: number; includes: string[] }[] }>().data;
    for (const plan of planChange.plans) {
      expect(plan.includes.length).toBeGreaterThan(0);
      expect(plan.includes).toEqual(
        pricingPlans.find((each) => each.id === plan.plan_id)?.includes,
      );
    }
  });

  it('is made on the billing date after next when asked within the lead time before one', async () => {
    await setDate('2026-10-28');
    expect(planChangeOf(await preview(alex, 701)).changes_on).toBe('2026-11-01');
    await setDate('2026-10-29');
    const later = planChangeOf(await preview(alex, 701));
    expect(later.changes_on).toBe('2026-12-01');
    expect(later.plans[0]?.message).toBe(
      'Your membership changes to Lido Swim on Tue 1 December 2026, then £28.00 a month.',
    );
    await setDate('2026-10-20');
  });

  it("offers a child's plan nothing online, and refuses a change to a plan they may not hold", async () => {
    const forSam = await preview(alex, 702, `?selected_user_id=${SAM.id}`);
    expect(forSam.statusCode).toBe(200);
    expect(planChangeOf(forSam).plans).toEqual([]);
    expectRefused(
      await change(alex, 702, { plan_id: LIDO_SWIM }, `?selected_user_id=${SAM.id}`),
      'Lido Swim cannot be chosen online for this membership. Please ask at the desk.',
    );
  });
});

describe('asking for a change of plan', () => {
  it('is the member’s, their family lead’s and their venue staff’s to see or ask for', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: url(701) });
    expect(anonymous.statusCode).toBe(401);
    const anonymousPost = await t.app.inject({
      method: 'POST',
      url: url(701),
      payload: { plan_id: LIDO_SWIM },
    });
    expect(anonymousPost.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: url(701) })).statusCode).toBe(401);

    expect((await preview(priya, 701)).statusCode).toBe(404);
    expect((await change(priya, 701, { plan_id: LIDO_SWIM })).statusCode).toBe(404);
    expect((await withdraw(priya, 701)).statusCode).toBe(404);

    const desk = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
    const forAlex = `?selected_user_id=${ALEX.id}`;
    expect((await preview(desk, 701, forAlex)).statusCode).toBe(200);
    const byDesk = await change(desk, 701, { plan_id: LOCAL }, forAlex);
    expect(byDesk.statusCode, byDesk.body).toBe(200);
    expect(membershipOf(byDesk).plan_change).toMatchObject({ plan_id: LOCAL });
    expect(membershipOf(await withdraw(desk, 701, forAlex)).plan_change).toBeNull();

    const otherDesk = bearer(await signInOtherVenueStaff(t.app, t.db));
    expect((await preview(otherDesk, 701, forAlex)).statusCode).toBe(403);
    expect((await change(otherDesk, 701, { plan_id: LOCAL }, forAlex)).statusCode).toBe(403);

    // Alex leads Sam: Sam's membership is his to see (above) and ask about.
    expect((await preview(alex, 702, `?selected_user_id=${SAM.id}`)).statusCode).toBe(200);
    expect((await withdraw(alex, 702, `?selected_user_id=${SAM.id}`)).statusCode).toBe(200);
  });

  it('needs a plan id, and refuses plans not offered to the member', async () => {
    for (const payload of [{}, { plan_id: 'swim' }, { plan_id: 0 }, { plan_id: 1.5 }]) {
      const response = await change(alex, 701, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        errors: { plan_id: ['Choose the plan to change to.'] },
      });
    }
    expectRefused(
      await change(alex, 701, { plan_id: LIDO_STUDENT }),
      'Lido Student cannot be chosen online for this membership. Please ask at the desk.',
    );
    expectRefused(
      await change(alex, 701, { plan_id: LIDO_JUNIOR }),
      'Lido Junior cannot be chosen online for this membership. Please ask at the desk.',
    );
    expectRefused(
      await change(alex, 701, { plan_id: LIDO_FLEX }),
      'Lido Flex cannot be chosen online for this membership. Please ask at the desk.',
    );
    expectRefused(
      await change(alex, 701, { plan_id: 999_999 }),
      'That plan cannot be chosen online for this membership. Please ask at the desk.',
    );
    expect((await myMembership(alex, 701))?.plan_change).toBeNull();
  });

  it('refuses a membership not yet started, frozen or with a freeze booked, or ending', async () => {
    const set = (assignments: ReturnType<typeof sql>) =>
      t.db.execute(sql`update memberships set ${assignments} where id = 701`);
    const cases: [ReturnType<typeof sql>, string][] = [
      [sql`status = 'pending'`, PLAN_CHANGE_NOT_STARTED],
      [sql`frozen_from = '2026-11-01', frozen_until = '2026-11-30'`, PLAN_CHANGE_FROZEN],
      [sql`frozen_from = '2026-10-01', frozen_until = '2026-10-31'`, PLAN_CHANGE_FROZEN],
      [sql`ends_on = '2026-12-31'`, PLAN_CHANGE_ENDING],
    ];
    for (const [assignments, message] of cases) {
      await set(assignments);
      expectRefused(await preview(alex, 701), message);
      expectRefused(await change(alex, 701, { plan_id: LIDO_SWIM }), message);
      await set(sql`status = 'active', frozen_from = null, frozen_until = null, ends_on = null`);
    }
    // A freeze that is over is no bar.
    await set(sql`frozen_from = '2026-06-01', frozen_until = '2026-06-30'`);
    expect((await preview(alex, 701)).statusCode).toBe(200);
    await set(sql`frozen_from = null, frozen_until = null`);
  });

  it('records the change and shows it; asking again changes nothing; another plan replaces it', async () => {
    const changed = await change(alex, 701, { plan_id: LIDO_SWIM });
    expect(changed.statusCode, changed.body).toBe(200);
    const asked = {
      plan_id: LIDO_SWIM,
      plan_name: 'Lido Swim',
      changes_on: '2026-11-01',
      monthly_price: { raw: 2800, formatted: '£28.00' },
    };
    expect(membershipOf(changed)).toMatchObject({
      name: 'Lido Flex',
      monthly_price: { raw: 4200 },
      plan_change: asked,
    });
    expect((await myMembership(alex, 701))?.plan_change).toEqual(asked);
    expect(planChangeOf(await preview(alex, 701)).plan_change).toEqual(asked);
    expect(membershipOf(await change(alex, 701, { plan_id: LIDO_SWIM }))).toEqual(
      membershipOf(changed),
    );

    const replaced = membershipOf(await change(alex, 701, { plan_id: LOCAL }));
    expect(replaced.plan_change).toMatchObject({ plan_id: LOCAL, changes_on: '2026-11-01' });
    // Not yet made: Alex is still on Lido Flex until 1 November.
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: alex });
    expect(user.json()).toMatchObject({
      data: { membership_user: { id: 701, membership_id: LIDO_FLEX, name: 'Lido Flex' } },
    });
  });

  it('cannot be frozen while a change is asked for', async () => {
    const freeze = await t.app.inject({
      method: 'POST',
      url: '/api/my-account/memberships/701/freeze',
      headers: alex,
      payload: { months: 1 },
    });
    expect(freeze.statusCode).toBe(409);
    expect(freeze.json()).toMatchObject({
      code: 'FREEZE_UNAVAILABLE',
      message:
        'This membership changes plan on Sun 1 November 2026: it can be frozen once the change has been made.',
    });
  });

  it('withdraws a change not yet made; withdrawing again changes nothing', async () => {
    const withdrawn = await withdraw(alex, 701);
    expect(withdrawn.statusCode).toBe(200);
    expect(membershipOf(withdrawn)).toMatchObject({ name: 'Lido Flex', plan_change: null });
    expect((await myMembership(alex, 701))?.plan_change).toBeNull();
    expect(membershipOf(await withdraw(alex, 701)).plan_change).toBeNull();
  });

  it('cannot withdraw or replace a change once its collection may have been created', async () => {
    await change(alex, 701, { plan_id: LOCAL });
    await setDate('2026-10-29');
    const onItsWay =
      'Your membership changes to Swiss Cottage Local on Sun 1 November 2026: its Direct Debit has been asked for, so the change can no longer be altered or withdrawn.';
    expectRefused(await withdraw(alex, 701), onItsWay);
    expectRefused(await change(alex, 701, { plan_id: LIDO_SWIM }), onItsWay);
    expect(membershipOf(await change(alex, 701, { plan_id: LOCAL })).plan_change).toMatchObject({
      plan_id: LOCAL,
    });
  });
});

describe('on the day of the change', () => {
  async function datesFor(headers: Record<string, string>) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/activities/venue/swiss-cottage-leisure-centre/activity-category/yoga/dates',
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return dataEnvelope(z.array(ViewableDate)).parse(response.json()).data;
  }

  it('is a member of the new plan from the day, its booking window included, and the sweep makes it', async () => {
    await setDate('2026-11-01');
    // Before the sweep: what the member books with is the new plan's already.
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: alex });
    expect(user.json()).toMatchObject({
      data: { membership_user: { id: 701, membership_id: LOCAL, name: 'Swiss Cottage Local' } },
    });
    const everyone = await datesFor(priya);
    // Priya is a Lido Swim member now (above), which books no further ahead than anyone.
    expect(await datesFor(alex)).toHaveLength(everyone.length + 1);

    expect(await makePlanChanges(t.db, t.clock.now())).toBe(1);
    expect(await makePlanChanges(t.db, t.clock.now())).toBe(0);
    expect(await myMembership(alex, 701)).toMatchObject({
      plan_id: LOCAL,
      name: 'Swiss Cottage Local',
      monthly_price: { raw: 3400, formatted: '£34.00' },
      plan_change: null,
    });
    const options = planChangeOf(await preview(alex, 701));
    expect(options.changes_on).toBe('2026-12-01');
    expect(options.plans.map((plan) => plan.plan_id)).toEqual([LIDO_FLEX, LIDO_SWIM]);
  });

  it('lets a change not yet made go when the membership is cancelled', async () => {
    expect(membershipOf(await change(alex, 701, { plan_id: LIDO_FLEX })).plan_change).toMatchObject(
      { plan_id: LIDO_FLEX, changes_on: '2026-12-01' },
    );
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/my-account/memberships/701/cancellation',
      headers: alex,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(membershipOf(cancelled).plan_change).toBeNull();
    expectRefused(await change(alex, 701, { plan_id: LIDO_FLEX }), PLAN_CHANGE_ENDING);
    t.clock.set(TEST_NOW);
  });
});
