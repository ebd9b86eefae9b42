import { MembershipCancellation, Membership, dataEnvelope } from '@lido/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALEX,
  bearer,
  FRONT_DESK,
  PRIYA,
  SAM,
  signIn,
  signInOtherVenueStaff,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';

// Alex's Lido Flex membership (701): one month's notice, no minimum term, collected on the 1st.
// At the test clock (Tuesday 20 October 2026) a month's notice runs to 19 November, so the
// November period is the last: it ends on Monday 30 November.

let t: TestApp;
let alex: Record<string, string>;
let priya: Record<string, string>;
let frontDesk: Record<string, string>;
let otherDesk: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`update memberships set billing_day = 1 where id in (701, 702)`);
  alex = bearer(await signIn(t.app, ALEX.email));
  priya = bearer(await signIn(t.app, PRIYA.email));
  frontDesk = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
  otherDesk = bearer(await signInOtherVenueStaff(t.app, t.db));
});
afterAll(async () => {
  await t.close();
});

const url = (id: number, query = '') => `/api/my-account/memberships/${id}/cancellation${query}`;
const preview = (headers: Record<string, string>, id: number, query = '') =>
  t.app.inject({ method: 'GET', url: url(id, query), headers });
const cancel = (headers: Record<string, string>, id: number, query = '') =>
  t.app.inject({ method: 'POST', url: url(id, query), headers });
const cancellationOf = (response: { json: () => unknown }) =>
  dataEnvelope(MembershipCancellation).parse(response.json()).data;

describe('who may see and cancel a membership', () => {
  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: url(701) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: url(701) })).statusCode).toBe(401);
  });

  it("does not find another customer's membership, and refuses acting for them (403)", async () => {
    expect((await preview(priya, 701)).statusCode).toBe(404);
    expect((await cancel(priya, 701)).statusCode).toBe(404);
    expect((await preview(priya, 701, `?selected_user_id=${ALEX.id}`)).statusCode).toBe(403);
    expect((await cancel(otherDesk, 701, `?selected_user_id=${ALEX.id}`)).statusCode).toBe(403);
  });

  it("lets a family lead see their child's, and staff of the venue see a member's", async () => {
    const sams = await preview(alex, 702, `?selected_user_id=${SAM.id}`);
    expect(sams.statusCode, sams.body).toBe(200);
    expect(cancellationOf(sams).membership_id).toBe(702);
    const forStaff = await preview(frontDesk, 701, `?selected_user_id=${ALEX.id}`);
    expect(forStaff.statusCode, forStaff.body).toBe(200);
  });
});

describe('cancelling gives notice and ends with a whole billing period', () => {
  it('shows the end date before the member confirms', async () => {
    const response = await preview(alex, 701);
    expect(response.statusCode, response.body).toBe(200);
    expect(cancellationOf(response)).toEqual({
      membership_id: 701,
      ends_on: '2026-11-30',
      minimum_term_ends_on: null,
      notice_period_months: 1,
      is_cancelled: false,
      message: 'Your membership will end on Mon 30 November 2026.',
    });
  });

  it('cancels on that date; cancelling again, or later, changes nothing', async () => {
    const response = await cancel(alex, 701);
    expect(response.statusCode, response.body).toBe(200);
    expect(dataEnvelope(Membership).parse(response.json()).data).toMatchObject({
      id: 701,
      status: 'active',
      ends_on: '2026-11-30',
    });
    expect((await cancel(alex, 701)).json()).toEqual(response.json());

    t.clock.set(new Date('2026-11-10T09:00:00Z'));
    // Weeks on, the session has lapsed: Alex signs in again.
    const later = cancellationOf(await preview(bearer(await signIn(t.app, ALEX.email)), 701));
    expect(later).toMatchObject({ ends_on: '2026-11-30', is_cancelled: true });
    expect(later.message).toBe(
      'Your membership has been cancelled and ends on Mon 30 November 2026.',
    );
    t.clock.set(TEST_NOW);
  });

  it('keeps the member a member until the end, and answers 409 once it has ended', async () => {
    t.clock.set(new Date('2026-11-30T20:00:00Z'));
    const lastDay = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(await signIn(t.app, ALEX.email)),
    });
    expect(
      lastDay.json<{ data: { membership_user: unknown } }>().data.membership_user,
    ).not.toBeNull();

    t.clock.set(new Date('2026-12-01T09:00:00Z'));
    const after = bearer(await signIn(t.app, ALEX.email));
    const ended = await preview(after, 701);
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toMatchObject({
      code: 'MEMBERSHIP_ENDED',
      message: 'This membership has already ended.',
    });
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: after });
    expect(user.json<{ data: { membership_user: unknown } }>().data.membership_user).toBeNull();
    // My account says it is over, and why.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/my-account/memberships',
      headers: after,
    });
    expect(listed.json<{ data: Membership[] }>().data).toContainEqual(
      expect.objectContaining({ id: 701, status: 'cancelled', ends_on: '2026-11-30' }),
    );
    t.clock.set(TEST_NOW);
  });

  it('does not end a membership inside its minimum term', async () => {
    // Swiss Cottage Local: a 12-month minimum term, collected on the 15th.
    await t.db.execute(sql`insert into memberships (id, customer_id, plan_id, home_venue_id, status,
        starts_on, billing_day)
      values (790, ${PRIYA.id}, 505, 90001, 'active', '2026-07-15', 15)`);
    expect(cancellationOf(await preview(priya, 790))).toMatchObject({
      ends_on: '2027-07-14',
      minimum_term_ends_on: '2027-07-14',
    });
  });
});
