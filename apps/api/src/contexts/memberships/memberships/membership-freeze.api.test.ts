import { dataEnvelope, Membership, MembershipFreeze } from '@lido/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALEX,
  bearer,
  FRONT_DESK,
  PRIYA,
  signIn,
  signInOtherVenueStaff,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';

// Alex's Lido Flex membership (701), collected on the 1st. At the test clock (Tuesday 20 October
// 2026) the first billing date at least three days ahead is Sunday 1 November: a two-month freeze
// runs through November and December and the membership starts again on Friday 1 January 2027.

let t: TestApp;
let alex: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`update memberships set billing_day = 1 where id in (701, 702)`);
  alex = bearer(await signIn(t.app, ALEX.email));
});
afterAll(async () => {
  await t.close();
});

const url = (id: number, query = '') => `/api/my-account/memberships/${id}/freeze${query}`;
const preview = (headers: Record<string, string>, id: number, query: string) =>
  t.app.inject({ method: 'GET', url: url(id, query), headers });
const freeze = (headers: Record<string, string>, id: number, months: number, query = '') =>
  t.app.inject({ method: 'POST', url: url(id, query), headers, payload: { months } });
const freezeOf = (response: { json: () => unknown }) =>
  dataEnvelope(MembershipFreeze).parse(response.json()).data;
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

describe('freezing a membership', () => {
  it('shows when a freeze would start and end before confirming', async () => {
    const response = await preview(alex, 701, '?months=2');
    expect(response.statusCode).toBe(200);
    expect(freezeOf(response)).toEqual({
      membership_id: 701,
      months: 2,
      starts_on: '2026-11-01',
      ends_on: '2026-12-31',
      resumes_on: '2027-01-01',
      is_frozen: false,
      message:
        'Your membership will be frozen from Sun 1 November 2026 and start again on Fri 1 January 2027.',
    });
  });

  it('offers 1 to 3 months only', async () => {
    for (const months of ['0', '4', 'two']) {
      const response = await preview(alex, 701, `?months=${months}`);
      expect(response.statusCode).toBe(422);
    }
    expect((await freeze(alex, 701, 4)).statusCode).toBe(422);
  });

  it('is the member’s, their family lead’s and their venue staff’s to see or make', async () => {
    expect((await t.app.inject({ method: 'GET', url: url(701, '?months=1') })).statusCode).toBe(
      401,
    );
    const priya = bearer(await signIn(t.app, PRIYA.email));
    expect((await preview(priya, 701, '?months=1')).statusCode).toBe(404);
    expect((await freeze(priya, 701, 1)).statusCode).toBe(404);
    const desk = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
    const forAlex = await preview(desk, 701, `?months=1&selected_user_id=${ALEX.id}`);
    expect(forAlex.statusCode).toBe(200);
    const otherDesk = bearer(await signInOtherVenueStaff(t.app, t.db));
    const elsewhere = await preview(otherDesk, 701, `?months=1&selected_user_id=${ALEX.id}`);
    expect(elsewhere.statusCode).toBe(403);
    expect((await freeze(otherDesk, 701, 1, `?selected_user_id=${ALEX.id}`)).statusCode).toBe(403);
  });

  it('freezes from the first billing date ahead; freezing again changes nothing', async () => {
    const frozen = membershipOf(await freeze(alex, 701, 2));
    expect(frozen).toMatchObject({
      status: 'active',
      frozen_from: '2026-11-01',
      frozen_until: '2026-12-31',
      // Nothing is due for the frozen months.
      next_billing_date: '2027-01-01',
    });
    expect(membershipOf(await freeze(alex, 701, 3))).toEqual(frozen);
    expect(freezeOf(await preview(alex, 701, '?months=1'))).toMatchObject({
      is_frozen: true,
      months: 2,
      resumes_on: '2027-01-01',
      message:
        'Your membership is frozen from Sun 1 November 2026 and starts again on Fri 1 January 2027.',
    });
  });

  it('is frozen, and books as a non-member, for its months only', async () => {
    t.clock.set(new Date('2026-11-02T10:00:00Z'));
    alex = bearer(await signIn(t.app, ALEX.email));
    expect(await myMembership(alex, 701)).toMatchObject({ status: 'frozen' });
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: alex });
    expect(user.json()).toMatchObject({ data: { membership_user: null } });

    t.clock.set(new Date('2027-01-01T10:00:00Z'));
    alex = bearer(await signIn(t.app, ALEX.email));
    expect(await myMembership(alex, 701)).toMatchObject({ status: 'active' });
    const back = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: alex });
    expect(back.json()).toMatchObject({ data: { membership_user: { id: 701 } } });
    t.clock.set(TEST_NOW);
    alex = bearer(await signIn(t.app, ALEX.email));
  });

  it('lets a freeze not yet begun go when the membership is cancelled', async () => {
    await t.db.execute(
      sql`update memberships set frozen_from = null, frozen_until = null where id = 701`,
    );
    expect(membershipOf(await freeze(alex, 701, 1))).toMatchObject({
      frozen_from: '2026-11-01',
    });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/my-account/memberships/701/cancellation',
      headers: alex,
    });
    // A month's notice from 20 October, then the November period: not frozen after all.
    expect(membershipOf(cancelled)).toMatchObject({
      ends_on: '2026-11-30',
      frozen_from: null,
      frozen_until: null,
    });
    const again = await freeze(alex, 701, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'FREEZE_UNAVAILABLE' });
  });

  it('cannot freeze a cancelled membership', async () => {
    // Sam's membership (702), which Alex leads: cancelled, then refused a freeze.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/my-account/memberships/702/cancellation?selected_user_id=1002',
      headers: alex,
    });
    expect(cancelled.statusCode).toBe(200);
    const response = await freeze(alex, 702, 1, '?selected_user_id=1002');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'FREEZE_UNAVAILABLE' });
  });
});
