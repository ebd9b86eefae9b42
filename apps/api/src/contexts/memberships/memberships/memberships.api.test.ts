import { Dashboard, GuestPass, Membership, User } from '@lido/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALEX, bearer, PRIYA, SAM, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { operators } from '../../venue-setup/venues/venues.tables';
import { accountPenalties } from '../../people/penalties';
import { membershipDocuments } from './memberships.tables';

let t: TestApp;
let alex: string;
let priya: string;
beforeAll(async () => {
  t = await createTestApp();
  [alex, priya] = await Promise.all([signIn(t.app, ALEX.email), signIn(t.app, PRIYA.email)]);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /api/my-account/memberships', () => {
  it("lists the customer's memberships with plan, home venue and monthly price", async () => {
    const response = await get('/api/my-account/memberships', alex);
    expect(response.statusCode).toBe(200);
    const data = z.array(Membership).parse(response.json<{ data: unknown }>().data);
    expect(data).toEqual([
      expect.objectContaining({
        id: 701,
        membership_user_id: 701,
        name: 'Lido Flex',
        status: 'active',
        home_venue: {
          id: 90001,
          slug: 'swiss-cottage-leisure-centre',
          name: 'Swiss Cottage Leisure Centre',
        },
        monthly_price: { raw: 4200, formatted: '£42.00' },
        // Collected on the 1st: next on 1 November, from Tuesday 20 October.
        next_billing_date: '2026-11-01',
      }),
    ]);
  });

  it("shows a junior's membership to their parent and none to a stranger", async () => {
    const junior = await get(`/api/my-account/memberships?selected_user_id=${SAM.id}`, alex);
    expect(z.array(Membership).parse(junior.json<{ data: unknown }>().data)[0]?.name).toBe(
      'Lido Junior',
    );
    expect(
      (await get(`/api/my-account/memberships?selected_user_id=${SAM.id}`, priya)).statusCode,
    ).toBe(403);
    expect(
      (await get(`/api/my-account/memberships?selected_user_id=${ALEX.id}`, priya)).statusCode,
    ).toBe(403);
    const own = await get('/api/my-account/memberships', priya);
    expect(own.json()).toEqual({ data: [] });
  });

  it('answers 422 for a selected user id that is not a number', async () => {
    const response = await get('/api/my-account/memberships?selected_user_id=abc', alex);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.selected_user_id).toEqual([
      'The selected user id must be a number.',
    ]);
  });
});

describe('GET /api/my-account/guest-passes', () => {
  it('lists guest passes, available ones first', async () => {
    const response = await get('/api/my-account/guest-passes', alex);
    expect(response.statusCode).toBe(200);
    const data = z.array(GuestPass).parse(response.json<{ data: unknown }>().data);
    expect(data.map((pass) => pass.status)).toEqual(['available', 'available', 'used']);
    expect(data[2]?.guest_name).toBe('Jamie Morgan');
  });

  it('answers 404 when the operator does not offer guest passes', async () => {
    await t.db.update(operators).set({ guestPassesEnabled: false }).where(eq(operators.id, 1));
    try {
      const response = await get('/api/my-account/guest-passes', alex);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Guest passes are not available.' });
    } finally {
      await t.db.update(operators).set({ guestPassesEnabled: true }).where(eq(operators.id, 1));
    }
  });
});

describe('account standing', () => {
  it('reports expiring documents, uploads required and outstanding penalties on the user and dashboard', async () => {
    await t.db.insert(membershipDocuments).values([
      {
        customerId: PRIYA.id,
        name: 'Student card',
        uploadedAt: t.clock.now(),
        expiresOn: '2026-11-01',
      },
      {
        customerId: PRIYA.id,
        name: 'Photo ID',
        uploadedAt: t.clock.now(),
        expiresOn: '2027-06-01',
      },
      { customerId: PRIYA.id, name: 'Proof of address', uploadedAt: null, expiresOn: null },
    ]);
    await t.db.insert(accountPenalties).values({
      customerId: PRIYA.id,
      reason: 'No-show: Spin',
      amountPence: 500,
      createdAt: t.clock.now(),
    });
    const user = User.parse((await get('/api/auth/user', priya)).json<{ data: unknown }>().data);
    expect(user.has_outstanding_penalties).toBe(true);
    expect(user.membership_document_upload_required).toBe(true);
    expect(user.document_expiry).toEqual([
      expect.objectContaining({
        name: 'Student card',
        document_expiring_soon: true,
        days_to_expiry: 12,
      }),
      expect.objectContaining({
        name: 'Photo ID',
        document_expiring_soon: false,
        days_to_expiry: 224,
      }),
    ]);

    const dashboard = Dashboard.parse(
      (await get('/api/my-account/dashboard', priya)).json<{ data: unknown }>().data,
    );
    expect(dashboard.alerts.map((alert) => alert.type)).toEqual([
      'outstanding_penalties',
      'document_upload_required',
      'document_expiring',
    ]);
    expect(dashboard.alerts[2]?.message).toBe(
      'Your Student card expires in 12 days. Please upload a new one.',
    );
  });

  it('makes a customer a member (member prices) only while a membership is active', async () => {
    const alexUser = User.parse((await get('/api/auth/user', alex)).json<{ data: unknown }>().data);
    expect(alexUser.membership_user?.id).toBe(701);
    const priyaUser = User.parse(
      (await get('/api/auth/user', priya)).json<{ data: unknown }>().data,
    );
    expect(priyaUser.membership_user).toBeNull();
  });
});
