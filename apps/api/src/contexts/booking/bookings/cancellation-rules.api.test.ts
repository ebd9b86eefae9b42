import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import {
  bookedCount,
  findOccurrence,
  type TestOccurrence,
} from '../../../test-support/occurrences';
import {
  ALEX,
  bearer,
  FRONT_DESK,
  PRIYA,
  SAM,
  signIn,
  signInOtherVenueStaff,
} from '../../../test-support/sign-in';
import { creditBalanceOf } from '../../../test-support/credit';
import { TEST_NOW } from '../../../test-support/test-clock';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

/** A JSON answer's `data`, as far as a test reads it. */
type Answer<T = unknown> = { data: T };

// TEST_NOW is Tuesday 20 October 2026, 10:00 in London. The seed gives every class the demo
// policy (two hours' notice, then a £2.00 late fee; no-shows £3.00) and fills Swiss Cottage's
// Reformer Pilates (12:00 daily, £14.00) with Tom Reid (1005) and Grace Okafor (1006).
const venue = 'swiss-cottage-leisure-centre';
const TOM = 1005;
const GRACE = 1006;
const MINUTE = 60_000;

let t: TestApp;
let today: TestOccurrence; // 12:00: two hours away, so past the cut-off
let tomorrow: TestOccurrence;
let staff: string;
let alex: string;
let priya: string;

beforeAll(async () => {
  t = await createTestApp();
  [today, tomorrow] = await Promise.all([
    findOccurrence(t.db, { venue, activity: 'reformer-pilates', date: '2026-10-20' }),
    findOccurrence(t.db, { venue, activity: 'reformer-pilates', date: '2026-10-21' }),
  ]);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  t.clock.set(TEST_NOW);
  [staff, alex, priya] = await Promise.all([
    signIn(t.app, FRONT_DESK.email, { as: 'staff' }),
    signIn(t.app, ALEX.email),
    signIn(t.app, PRIYA.email),
  ]);
});

interface Row {
  id: number;
  status: string;
  can_be_cancelled: boolean;
  cancellation_cutoff: {
    is_after_cutoff: boolean;
    cutoff_action: string | null;
    cutoff_message: string | null;
  };
  awards_credit: { can_be_awarded: boolean; message: string };
  activity_id: number;
}

async function bookingOf(customerId: number, occurrenceId: number): Promise<Row> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/my-account/bookings?filter=all&selected_user_id=${customerId}`,
    headers: bearer(staff),
  });
  expect(response.statusCode).toBe(200);
  const row = response
    .json<{ data: Row[] }>()
    .data.find((booking) => booking.activity_id === occurrenceId);
  if (!row) throw new Error(`customer ${customerId} has no booking on ${occurrenceId}`);
  return row;
}

function cancelAsStaff(bookingId: number, customerId: number) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/activities/bookings/${bookingId}?selected_user_id=${customerId}`,
    headers: bearer(staff),
  });
}

async function setClassPolicy(fields: string): Promise<void> {
  await t.db.execute(
    sql.raw(`update cancellation_policies set ${fields}
      where category_id = (select category_id from occurrences where id = ${today.id})`),
  );
}

describe('cancelling by the activity’s policy', () => {
  it('before the cut-off: cancellable, the whole price back to account credit', async () => {
    const row = await bookingOf(GRACE, tomorrow.id);
    expect(row.can_be_cancelled).toBe(true);
    expect(row.cancellation_cutoff).toEqual({
      is_after_cutoff: false,
      cutoff_action: null,
      cutoff_message: null,
    });
    expect(row.awards_credit.can_be_awarded).toBe(true);

    const creditBefore = await creditBalanceOf(t.db, GRACE);
    const response = await cancelAsStaff(row.id, GRACE);
    expect(response.statusCode).toBe(200);
    expect(response.json<Answer>().data).toMatchObject({
      cancelled_booking_ids: [row.id],
      credit_refunded: { raw: 1400, formatted: '£14.00' },
      card_refunded: { raw: 0 },
      late_fee: { raw: 0 },
    });
    expect(await creditBalanceOf(t.db, GRACE)).toBe(creditBefore + 1400);

    const cancellations = await t.app.inject({
      method: 'GET',
      url: `/api/my-account/cancellations?selected_user_id=${GRACE}`,
      headers: bearer(staff),
    });
    expect(cancellations.statusCode).toBe(200);
    const listed = cancellations
      .json<{ data: { booking: { id: number } }[] }>()
      .data.find((cancellation) => cancellation.booking.id === row.id);
    expect(listed).toMatchObject({
      booking: { id: row.id, status: 'cancelled', can_be_cancelled: false },
      after_cutoff: false,
      refund: { to: 'credit', amount: { raw: 1400 } },
      late_fee: null,
    });
  });

  it('after the cut-off with a fee: the fee is kept from the refund, and the row says so first', async () => {
    const row = await bookingOf(GRACE, today.id);
    expect(row.can_be_cancelled).toBe(true);
    expect(row.cancellation_cutoff).toEqual({
      is_after_cutoff: true,
      cutoff_action: 'fee',
      cutoff_message:
        'It is less than 2 hours before the start: if you cancel now, a late cancellation fee of £2.00 applies.',
    });
    const places = await bookedCount(t.db, today.id);
    const creditBefore = await creditBalanceOf(t.db, GRACE);
    const response = await cancelAsStaff(row.id, GRACE);
    expect(response.statusCode).toBe(200);
    expect(response.json<Answer>().data).toMatchObject({
      credit_refunded: { raw: 1200 },
      late_fee: { raw: 200, formatted: '£2.00' },
    });
    expect(await creditBalanceOf(t.db, GRACE)).toBe(creditBefore + 1200);
    expect(await bookedCount(t.db, today.id)).toBe(places - 1);
    const cancellations = await t.app.inject({
      method: 'GET',
      url: `/api/my-account/cancellations?selected_user_id=${GRACE}`,
      headers: bearer(staff),
    });
    const listed = cancellations
      .json<{ data: { booking: { id: number } }[] }>()
      .data.find((cancellation) => cancellation.booking.id === row.id);
    expect(listed).toMatchObject({
      after_cutoff: true,
      refund: { to: 'credit', amount: { raw: 1200 } },
      late_fee: { raw: 200 },
    });
  });

  it('a policy that prevents late cancellation refuses with its reason and changes nothing', async () => {
    await setClassPolicy(`after_cutoff = 'prevent'`);
    try {
      const row = await bookingOf(TOM, today.id);
      expect(row.can_be_cancelled).toBe(false);
      expect(row.cancellation_cutoff.cutoff_action).toBe('prevent');
      const places = await bookedCount(t.db, today.id);
      const response = await cancelAsStaff(row.id, TOM);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message:
          'This booking can no longer be cancelled: it is less than 2 hours before the start.',
        code: 'CANCELLATION_CUTOFF',
      });
      expect(await bookedCount(t.db, today.id)).toBe(places);
      expect((await bookingOf(TOM, today.id)).status).toBe('booked');
    } finally {
      await setClassPolicy(`after_cutoff = 'fee'`);
    }
  });

  it('nobody cancels once the session has started', async () => {
    t.clock.set(new Date(today.startsAt.getTime() + MINUTE));
    staff = await signIn(t.app, FRONT_DESK.email, { as: 'staff' });
    const row = await bookingOf(TOM, today.id);
    expect(row.can_be_cancelled).toBe(false);
    const response = await cancelAsStaff(row.id, TOM);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ code: string }>().code).toBe('BOOKING_STARTED');
  });
});

describe('penalties', () => {
  it('a late fee the price cannot cover is owed: booking is refused until staff settle it', async () => {
    // A fee larger than the price: £14.00 kept, £6.00 owed.
    await setClassPolicy('late_fee_pence = 2000');
    try {
      const later = await findOccurrence(t.db, {
        venue,
        activity: 'reformer-pilates',
        date: '2026-10-22',
      });
      t.clock.set(new Date(later.startsAt.getTime() - 30 * MINUTE));
      staff = await signIn(t.app, FRONT_DESK.email, { as: 'staff' });
      const row = await bookingOf(TOM, later.id);
      const response = await cancelAsStaff(row.id, TOM);
      expect(response.statusCode).toBe(200);
      expect(response.json<Answer>().data).toMatchObject({
        credit_refunded: { raw: 0 },
        late_fee: { raw: 2000 },
      });

      const user = await t.app.inject({
        method: 'GET',
        url: `/api/my-account/penalties?selected_user_id=${TOM}`,
        headers: bearer(staff),
      });
      expect(user.statusCode).toBe(200);
      const [penalty] = user.json<{ data: { id: number }[] }>().data;
      expect(penalty).toMatchObject({
        kind: 'late_cancellation',
        amount: { raw: 600, formatted: '£6.00' },
        status: 'outstanding',
        booking_id: row.id,
      });

      // Staff adding a place to Tom's basket is refused with the reason.
      const swim = await findOccurrence(t.db, { venue, activity: 'yoga', date: '2026-10-23' });
      const add = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/activities/cart/add',
          headers: bearer(staff),
          payload: { items: [{ id: swim.id, type: 'activity' }], selected_user_id: TOM },
        });
      const refused = await add();
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message:
          'You have an outstanding penalty on your account. Please contact your venue to settle it before booking.',
        code: 'OUTSTANDING_PENALTY',
      });

      const settle = await t.app.inject({
        method: 'POST',
        url: `/api/staff/penalties/${penalty!.id}/settle`,
        headers: bearer(staff),
        payload: { outcome: 'paid' },
      });
      expect(settle.statusCode).toBe(200);
      const paid = settle.json<Answer<{ status: string; settled_at: string | null }>>().data;
      expect(paid.status).toBe('paid');
      expect(paid.settled_at).toBe(t.clock.now().toISOString());
      // Settling again is a safe retry: it stays paid.
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/staff/penalties/${penalty!.id}/settle`,
        headers: bearer(staff),
        payload: { outcome: 'waived' },
      });
      expect(again.json<Answer<{ status: string }>>().data.status).toBe('paid');
      expect((await add()).statusCode).toBe(200);
    } finally {
      await setClassPolicy('late_fee_pence = 200');
    }
  });

  it('only staff of the customer’s venue settle penalties', async () => {
    // Priya's home is another venue than the front desk's; Alex's is the front desk's.
    const charge = async (customerId: number) => {
      const [row] = await rowsOf<{ id: number }>(
        t.db,
        sql`insert into account_penalties (customer_id, kind, reason, amount_pence, created_at)
          values (${customerId}, 'other', 'Lost locker key', 500, now()) returning id`,
      );
      return row!;
    };
    const penalty = await charge(PRIYA.id);
    const alexs = await charge(ALEX.id);
    const settle = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/penalties/${penalty.id}/settle`,
        headers,
        payload: { outcome: 'waived' },
      });
    expect((await settle({})).statusCode).toBe(401);
    expect((await settle(bearer(priya))).statusCode).toBe(403);
    expect((await settle(bearer(alex))).statusCode).toBe(403);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/my-account/penalties',
      headers: bearer(priya),
    });
    expect(mine.json<{ data: { reason: string }[] }>().data.map((p) => p.reason)).toContain(
      'Lost locker key',
    );
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/my-account/penalties' });
    expect(anonymous.statusCode).toBe(401);
    const junior = await t.app.inject({
      method: 'GET',
      url: `/api/my-account/penalties?selected_user_id=${SAM.id}`,
      headers: bearer(alex),
    });
    expect(junior.statusCode).toBe(200);
    // Another customer cannot read them.
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/my-account/penalties?selected_user_id=${PRIYA.id}`,
      headers: bearer(alex),
    });
    expect(theirs.statusCode).toBe(403);
    // The front desk cannot see another venue's customer's penalty at all.
    expect((await settle(bearer(staff))).statusCode).toBe(404);
    const settleAlexs = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/penalties/${alexs.id}/settle`,
        headers: bearer(token),
        payload: { outcome: 'waived' },
      });
    // Nor can Britannia's desk see Alex's (a Swiss Cottage customer); Swiss Cottage's can.
    expect((await settleAlexs(await signInOtherVenueStaff(t.app, t.db))).statusCode).toBe(404);
    const waived = await settleAlexs(staff);
    expect(waived.statusCode).toBe(200);
    expect(waived.json<Answer>().data).toMatchObject({
      status: 'waived',
      reason: 'Lost locker key',
    });
  });
});

describe('taking the register', () => {
  it('a no-show costs the no-show fee once; marking attended after all waives it', async () => {
    t.clock.set(new Date(tomorrow.startsAt.getTime() + 5 * MINUTE));
    staff = await signIn(t.app, FRONT_DESK.email, { as: 'staff' });
    const row = await bookingOf(TOM, tomorrow.id);
    const mark = (attendance: string, token = staff) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/staff/bookings/${row.id}/attendance`,
        headers: bearer(token),
        payload: { attendance },
      });
    const first = await mark('no_show');
    expect(first.statusCode).toBe(200);
    expect(first.json<Answer>().data).toMatchObject({
      booking_id: row.id,
      attendance: 'no_show',
      penalty: { kind: 'no_show', amount: { raw: 300 }, status: 'outstanding' },
    });
    const again = await mark('no_show');
    expect(again.json<Answer<{ penalty: { id: number } }>>().data.penalty.id).toBe(
      first.json<Answer<{ penalty: { id: number } }>>().data.penalty.id,
    );

    const attended = await mark('attended');
    expect(attended.json<Answer>().data).toMatchObject({ attendance: 'attended', penalty: null });
    const [penalty] = await rowsOf<{ settlement: string }>(
      t.db,
      sql`select settlement from account_penalties where booking_id = ${row.id} and kind = 'no_show'`,
    );
    expect(penalty?.settlement).toBe('waived');
    expect((await bookingOf(TOM, tomorrow.id)).status).toBe('booked');
  });

  it('is refused before the start, to customers, and to the signed out', async () => {
    const row = await bookingOf(
      GRACE,
      (
        await findOccurrence(t.db, {
          venue,
          activity: 'reformer-pilates',
          date: '2026-10-23',
        })
      ).id,
    );
    const mark = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/staff/bookings/${row.id}/attendance`,
        headers,
        payload: { attendance: 'no_show' },
      });
    expect((await mark({})).statusCode).toBe(401);
    expect((await mark(bearer(alex))).statusCode).toBe(403);
    // Another venue's front desk cannot see Swiss Cottage's bookings at all.
    expect((await mark(bearer(await signInOtherVenueStaff(t.app, t.db)))).statusCode).toBe(404);
    const early = await mark(bearer(staff));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: 'Attendance can be marked once the session has started.',
      code: 'NOT_STARTED',
    });
  });
});

describe('My account cancellations', () => {
  it('are the owner’s, their family lead’s and staff’s only', async () => {
    const get = (headers: Record<string, string>, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/my-account/cancellations${query}`, headers });
    expect((await get({})).statusCode).toBe(401);
    expect((await get(bearer(alex))).statusCode).toBe(200);
    expect((await get(bearer(alex), `?selected_user_id=${SAM.id}`)).statusCode).toBe(200);
    expect((await get(bearer(priya), `?selected_user_id=${ALEX.id}`)).statusCode).toBe(403);
    expect((await get(bearer(staff), `?selected_user_id=${GRACE}`)).statusCode).toBe(200);
  });
});
