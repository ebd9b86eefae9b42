import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedCount } from '../../../test-support/occurrences';
import { ALEX, bearer, PRIYA, SAM, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { bookings as bookingsTable } from './bookings.tables';

let t: TestApp;
let alex: string;
let priya: string;

beforeAll(async () => {
  t = await createTestApp();
  alex = await signIn(t.app, ALEX.email);
  priya = await signIn(t.app, PRIYA.email);
});
afterAll(async () => {
  await t.close();
});

interface Row {
  id: number;
  status: 'booked' | 'cancelled';
  can_be_cancelled: boolean;
  activity_id: number;
}

async function bookings(token: string, filter: 'future' | 'past' | 'all', selectedUserId?: number) {
  const query = selectedUserId ? `&selected_user_id=${selectedUserId}` : '';
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/my-account/bookings?filter=${filter}${query}`,
    headers: bearer(token),
  });
  return response.json<{ data: Row[] }>().data;
}

async function creditBalance(token: string): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: bearer(token),
  });
  return response.json<{ data: { credit: { balance: number } } }>().data.credit.balance;
}

function cancel(token: string, bookingId: number | string) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/activities/bookings/${bookingId}?source=bookings`,
    headers: bearer(token),
  });
}

async function occurrenceOf(bookingId: number): Promise<number> {
  const [row] = await t.db
    .select({ occurrenceId: bookingsTable.occurrenceId })
    .from(bookingsTable)
    .where(eq(bookingsTable.id, bookingId));
  return Number(row?.occurrenceId);
}

describe('cancelling a booking', () => {
  it('gives the place back, marks the booking cancelled and refunds its price to credit', async () => {
    const [booking] = (await bookings(alex, 'future')).filter(
      (row) => row.status === 'booked' && row.can_be_cancelled,
    );
    expect(booking).toBeDefined();
    const occurrence = await occurrenceOf(booking!.id);
    const placesBefore = await bookedCount(t.db, occurrence);
    const creditBefore = await creditBalance(alex);

    const response = await cancel(alex, booking!.id);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{
      data: { cancelled_booking_ids: number[]; credit_refunded: { raw: number } };
    }>();
    expect(data.cancelled_booking_ids).toEqual([booking!.id]);
    expect(await bookedCount(t.db, occurrence)).toBe(placesBefore - 1);
    expect(await creditBalance(alex)).toBe(creditBefore + data.credit_refunded.raw);
    const after = (await bookings(alex, 'all')).find((row) => row.id === booking!.id);
    expect(after?.status).toBe('cancelled');

    // Cancelling again changes nothing: a retried request is safe. This one is written as
    // SPEC.md writes the path, with a trailing slash.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/activities/bookings/${booking!.id}/?source=bookings`,
      headers: bearer(alex),
    });
    expect(again.statusCode).toBe(200);
    expect(await bookedCount(t.db, occurrence)).toBe(placesBefore - 1);
    expect(await creditBalance(alex)).toBe(creditBefore + data.credit_refunded.raw);
  });

  it("lets a parent cancel a linked junior's booking, with the live PATCH form and string ids", async () => {
    const [booking] = (await bookings(alex, 'future', SAM.id)).filter(
      (row) => row.status === 'booked',
    );
    expect(booking).toBeDefined();
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/activities/bookings',
      headers: bearer(alex),
      payload: {
        data: {
          cancellation_source: 'my-account',
          update_type: 'cancellation',
          booking_ids: [String(booking!.id)],
        },
      },
    });
    expect(response.statusCode).toBe(200);
    const after = (await bookings(alex, 'all', SAM.id)).find((row) => row.id === booking!.id);
    expect(after?.status).toBe('cancelled');
  });

  it("never cancels another customer's booking, and does not reveal that it exists", async () => {
    const [booking] = (await bookings(alex, 'future')).filter((row) => row.status === 'booked');
    expect(booking).toBeDefined();
    const response = await cancel(priya, booking!.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      message: 'Unable to complete request, item not found.',
    });
    expect((await cancel(priya, 999_999_999)).json()).toEqual(response.json());
    const still = (await bookings(alex, 'future')).find((row) => row.id === booking!.id);
    expect(still?.status).toBe('booked');
  });

  it('refuses to cancel a session that has started', async () => {
    const [past] = (await bookings(alex, 'past')).filter((row) => row.status === 'booked');
    expect(past).toBeDefined();
    const response = await cancel(alex, past!.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'This booking has already started and cannot be cancelled.',
      code: 'BOOKING_STARTED',
    });
  });

  it('asks for a sign-in', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/activities/bookings/1' });
    expect(response.statusCode).toBe(401);
  });
});
