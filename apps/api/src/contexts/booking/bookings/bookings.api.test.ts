import { readFileSync } from 'node:fs';
import { Dashboard, MyAccountBooking } from '@lido/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALEX, bearer, FRONT_DESK, PRIYA, SAM, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { customers } from '../../people/accounts/accounts.tables';
import { occurrences } from '../../timetable/timetable/timetable.tables';
import { bookings } from './bookings.tables';

const fixture = JSON.parse(
  readFileSync(new URL('./fixtures/my-account-bookings.json', import.meta.url), 'utf8'),
) as { data: Record<string, unknown>[] };

const BookingList = z.object({ data: z.array(MyAccountBooking) });

let t: TestApp;
let alex: string;
let priya: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  [alex, priya, staff] = await Promise.all([
    signIn(t.app, ALEX.email),
    signIn(t.app, PRIYA.email),
    signIn(t.app, FRONT_DESK.email, { as: 'staff' }),
  ]);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

const keysOf = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, inner]) => [key, keysOf(inner)]),
      )
    : typeof value;

describe('GET /api/my-account/bookings', () => {
  it('matches the live capture field for field', async () => {
    // The capture itself satisfies the contract…
    expect(() => BookingList.parse(fixture)).not.toThrow();
    // …and Lido's rows have exactly its keys, nested, with the same value types.
    const response = await get('/api/my-account/bookings?filter=future', alex);
    expect(response.statusCode).toBe(200);
    const { data } = BookingList.parse(response.json());
    expect(data.length).toBeGreaterThan(0);
    const live = fixture.data[0]!;
    for (const row of response.json<{ data: Record<string, unknown>[] }>().data) {
      // Every booking, seeded ones included, belongs to an order: strict clients reject null.
      expect(row.order_id).toEqual(expect.any(Number));
      expect(row.activity_id).toEqual(expect.any(Number));
      expect(keysOf(row)).toEqual(keysOf(live));
    }
  });

  it('lists future bookings soonest first, formatted in the venue zone', async () => {
    const { data } = BookingList.parse((await get('/api/my-account/bookings', alex)).json());
    expect(data.length).toBe(2);
    const starts = data.map((row) => `${row.item.date.raw} ${row.item.starts_at.format_24_hour}`);
    expect([...starts].sort()).toEqual(starts);
    for (const [index, row] of data.entries()) {
      expect(row.status).toBe('booked');
      expect(row.can_be_cancelled).toBe(true);
      expect(row.order).toBe(index);
      expect(row.venue_name).toBe('Swiss Cottage Leisure Centre');
      expect(row.item.date.tz).toBe('Europe/London');
      expect(row.item.date.difference).toMatch(/from now$/);
      expect(row.time).toBe(
        `${row.item.starts_at.format_24_hour} - ${row.item.ends_at.format_24_hour} (${row.item.duration})`,
      );
      expect(row.price).toMatch(/^£\d+\.\d{2}$/);
    }
  });

  it('lists past bookings latest first, not cancellable', async () => {
    const { data } = BookingList.parse(
      (await get('/api/my-account/bookings?filter=past', alex)).json(),
    );
    expect(data.length).toBe(2);
    for (const row of data) {
      expect(row.can_be_cancelled).toBe(false);
      expect(row.cancellation_cutoff.is_after_cutoff).toBe(true);
      expect(row.item.date.difference).toMatch(/ago$/);
    }
    const paid = data.find((row) => row.price !== '£0.00');
    expect(paid?.awards_credit).toEqual({ can_be_awarded: true, message: '' });
  });

  it('lists everything, cancelled bookings included, with filter=all', async () => {
    const { data } = BookingList.parse(
      (await get('/api/my-account/bookings?filter=all', alex)).json(),
    );
    expect(data.length).toBe(5);
    expect(data.filter((row) => row.status === 'cancelled')).toHaveLength(1);
  });

  it('answers 422 for an unknown filter', async () => {
    const response = await get('/api/my-account/bookings?filter=soon', alex);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.filter).toBeDefined();
  });

  it('counts seeded bookings in the occurrence they hold', async () => {
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, 5003));
    const [occurrence] = await t.db
      .select()
      .from(occurrences)
      .where(eq(occurrences.id, booking!.occurrenceId));
    expect(occurrence?.booked).toBeGreaterThanOrEqual(1);
  });
});

describe('acting for others on bookings', () => {
  it("lets a parent read a linked junior's bookings", async () => {
    const response = await get(`/api/my-account/bookings?selected_user_id=${SAM.id}`, alex);
    expect(response.statusCode).toBe(200);
    const { data } = BookingList.parse(response.json());
    expect(data).toHaveLength(1);
    expect(data[0]?.category).toMatch(/Swim/);
  });

  it("refuses a parent an unrelated customer's bookings, and a junior's parent to a stranger", async () => {
    const unrelated = await get(`/api/my-account/bookings?selected_user_id=${PRIYA.id}`, alex);
    expect(unrelated.statusCode).toBe(403);
    expect(unrelated.json()).toMatchObject({ message: 'Unauthorised.' });
    const stranger = await get(`/api/my-account/bookings?selected_user_id=${SAM.id}`, priya);
    expect(stranger.statusCode).toBe(403);
    const missing = await get('/api/my-account/bookings?selected_user_id=999999', alex);
    expect(missing.statusCode).toBe(403);
    expect(missing.body).toBe(unrelated.body);
  });

  it('lets staff act for a customer of their venue, but not for one of another venue', async () => {
    const ofVenue = await get(
      `/api/my-account/bookings?filter=all&selected_user_id=${ALEX.id}`,
      staff,
    );
    expect(ofVenue.statusCode).toBe(200);
    expect(BookingList.parse(ofVenue.json()).data).toHaveLength(5);
    // Priya's home venue is in Manchester.
    const elsewhere = await get(`/api/my-account/bookings?selected_user_id=${PRIYA.id}`, staff);
    expect(elsewhere.statusCode).toBe(403);
    const nobody = await get('/api/my-account/bookings', staff);
    expect(nobody.statusCode).toBe(422);
  });

  it("keeps a customer's bookings to themself", async () => {
    const mine = BookingList.parse(
      (await get('/api/my-account/bookings?filter=all', priya)).json(),
    );
    const ids = mine.data.map((row) => row.id);
    expect(ids).toEqual([5007]);
    // Alex's seeded booking ids never appear in Priya's lists.
    expect(ids).not.toContain(5001);
  });
});

describe('GET /api/my-account/dashboard', () => {
  it('summarises next bookings, memberships, credit and packages', async () => {
    const response = await get('/api/my-account/dashboard', alex);
    expect(response.statusCode).toBe(200);
    const dashboard = Dashboard.parse(response.json<{ data: unknown }>().data);
    expect(dashboard.customer.id).toBe(ALEX.id);
    expect(dashboard.next_bookings.length).toBeGreaterThan(0);
    expect(dashboard.next_bookings.length).toBeLessThanOrEqual(3);
    expect(dashboard.memberships.map((membership) => membership.name)).toEqual(['Lido Flex']);
    expect(dashboard.credit.balance).toBe(dashboard.credit.general + dashboard.credit.membership);
    expect(dashboard.credit.formatted_balance).toMatch(/^£/);
    expect(dashboard.packages_remaining).toBe(7);
    expect(dashboard.alerts).toEqual([]);
  });

  it("shows a junior's dashboard to their parent", async () => {
    const response = await get(`/api/my-account/dashboard?selected_user_id=${SAM.id}`, alex);
    const dashboard = Dashboard.parse(response.json<{ data: unknown }>().data);
    expect(dashboard.customer.id).toBe(SAM.id);
    expect(dashboard.memberships.map((membership) => membership.name)).toEqual(['Lido Junior']);
  });
});

describe('signed-out tokens', () => {
  it('can read nothing once logged out', async () => {
    const token = await signIn(t.app, PRIYA.email);
    expect((await get('/api/my-account/bookings', token)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    for (const path of [
      '/api/my-account/bookings',
      '/api/my-account/dashboard',
      '/api/my-account/details',
      '/api/my-account/memberships',
      '/api/my-account/payments',
    ]) {
      const response = await get(path, token);
      expect(response.statusCode, path).toBe(401);
    }
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/my-account/details',
      headers: bearer(token),
      payload: { first_name: 'Changed' },
    });
    expect(change.statusCode).toBe(401);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, PRIYA.id));
    expect(row?.firstName).toBe('Priya');
  });
});
