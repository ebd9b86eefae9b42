import { randomUUID } from 'node:crypto';
import { ONLY_MANAGER_OPERATES_SESSIONS } from '@lido/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import { testCards } from '@lido/emulators/opayo';
import { cardCheckout, type Authorisation } from '../../../test-support/card-checkout';
import { creditBalanceOf, grantCredit } from '../../../test-support/credit';
import {
  auditEntriesOn,
  bookedCount,
  findOccurrence,
  type TestOccurrence,
} from '../../../test-support/occurrences';
import {
  ALEX,
  bearer,
  DESK_MANAGER,
  FRONT_DESK,
  JAMIE,
  PRIYA,
  signIn,
  signInOtherOperatorManager,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';

// TEST_NOW is Tuesday 20 October 2026, 10:00 in London. Swiss Cottage (90001) is Dana's venue
// (DESK_MANAGER); its Reformer Pilates (12:00 daily, two places) is full with Tom Reid and Grace
// Okafor booked and Ben Carter waiting.
const venue = 'swiss-cottage-leisure-centre';
const BEN = 1007;

let t: TestApp;
let manager: string;
let desk: string;
let priya: string;
let alex: string;

beforeAll(async () => {
  t = await createTestApp();
  [manager, desk, priya, alex] = await Promise.all([
    signIn(t.app, DESK_MANAGER.email, { as: 'staff' }),
    signIn(t.app, FRONT_DESK.email, { as: 'staff' }),
    signIn(t.app, PRIYA.email),
    signIn(t.app, ALEX.email),
  ]);
});
afterAll(async () => {
  await t.close();
});

function cancel(occurrenceId: number, headers: Record<string, string>, reason = 'Instructor ill') {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/occurrences/${occurrenceId}/cancel`,
    headers,
    payload: { reason },
  });
}

interface BookingRow {
  id: number;
  customer_id: number;
  order_id: number;
  status: string;
  price_pence: number;
  refund_pence: number | null;
  refund_to: string | null;
  late_fee_pence: number | null;
}

async function bookingsOn(occurrenceId: number): Promise<BookingRow[]> {
  return rowsOf<BookingRow>(
    t.db,
    sql`select id::float8 as id, customer_id, order_id::float8 as order_id, status, price_pence,
        refund_pence, refund_to, late_fee_pence
      from bookings where occurrence_id = ${occurrenceId} order by id`,
  );
}

async function outboxTo(email: string, subjectStart: string) {
  return rowsOf<{ subject: string; text: string; html: string }>(
    t.db,
    sql`select subject, text, html from email_outbox
      where "to" = ${email} and subject like ${`${subjectStart}%`} order by id`,
  );
}

/** The desk holds a place for a customer and pays for it all with account credit. */
async function bookWithCreditAtDesk(customerId: number, occurrence: TestOccurrence) {
  const staff = bearer(desk);
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/activities/cart/add',
    headers: staff,
    payload: {
      items: [{ id: occurrence.publicId, type: 'purchasableOccurrence' }],
      selected_user_id: customerId,
    },
  });
  expect(added.statusCode, added.body).toBe(200);
  const total = added.json<{ data: { total: number } }>().data.total;
  await grantCredit(t.db, customerId, total);
  const applied = await t.app.inject({
    method: 'POST',
    url: '/api/credits/apply',
    headers: staff,
    payload: {
      credits_to_reserve: [{ amount: total, type: 'general' }],
      selected_user_id: customerId,
    },
  });
  expect(applied.statusCode, applied.body).toBe(200);
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/foh/checkout/pay',
    headers: { ...staff, 'idempotency-key': randomUUID() },
    payload: {
      completed_waivers: [],
      payments: [{ tender_type: 'credit', amount: total }],
      selected_user_id: customerId,
      terms: [1],
    },
  });
  expect(paid.statusCode, paid.body).toBe(200);
}

/** The customer books the session online with a card. */
async function bookByCard(token: string, occurrence: TestOccurrence) {
  const checkout = cardCheckout(() => t.app);
  await checkout.holdInBasket(token, occurrence);
  const { prepared, response } = await checkout.payWith(token, testCards.frictionless);
  const completed = await checkout.complete(token, {
    transaction_uuid: response.json<Authorisation>().transaction_uuid,
    item_hash: prepared.item_hash,
  });
  expect(completed.statusCode, completed.body).toBe(200);
}

describe('cancelling a session', () => {
  let yoga: TestOccurrence;

  beforeAll(async () => {
    yoga = await findOccurrence(t.db, { venue, activity: 'yoga', date: '2026-10-21' });
    // This activity's policy refunds to the card that paid; a booking paid with credit can only
    // go back to credit.
    await t.db.execute(
      sql`update cancellation_policies set refund_to = 'card'
        where category_id = (select category_id from occurrences where id = ${yoga.id})`,
    );
  });

  it('refunds a card-paid and a credit-paid booking in full, frees the places, emails both and takes it off the timetable', async () => {
    await bookByCard(priya, yoga);
    await bookWithCreditAtDesk(JAMIE.id, yoga);
    // Alex is half-way: a place held in his basket.
    await cardCheckout(() => t.app).holdInBasket(alex, yoga);
    const before = await bookingsOn(yoga.id);
    const priyaBooking = before.find((row) => row.customer_id === PRIYA.id)!;
    const jamieBooking = before.find((row) => row.customer_id === JAMIE.id)!;
    expect(priyaBooking.status).toBe('booked');
    expect(jamieBooking.status).toBe('booked');
    const placesBefore = await bookedCount(t.db, yoga.id);
    const jamieCreditBefore = await creditBalanceOf(t.db, JAMIE.id);
    const listedBefore = await t.app.inject({
      method: 'GET',
      url: `/api/activities/venue/${venue}/activity/yoga/timetable?date=2026-10-21`,
    });
    expect(listedBefore.statusCode, listedBefore.body).toBe(200);
    expect(listedBefore.json<{ data: { id: number }[] }>().data.map((row) => row.id)).toContain(
      yoga.id,
    );

    const response = await cancel(yoga.id, bearer(manager), 'The studio floor is flooded');

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: {
        occurrence_id: yoga.id,
        already_cancelled: false,
        reason: 'The studio floor is flooded',
        bookings_cancelled: 2,
        refunded_to_card: { raw: priyaBooking.price_pence },
        refunded_to_credit: { raw: jamieBooking.price_pence },
        holds_released: 1,
        customers_emailed: 2,
      },
    });

    // Each booking is cancelled with its whole price back, where the policy sends it, no fee.
    const after = await bookingsOn(yoga.id);
    expect(after.find((row) => row.id === priyaBooking.id)).toMatchObject({
      status: 'cancelled',
      refund_pence: priyaBooking.price_pence,
      refund_to: 'card',
      late_fee_pence: 0,
    });
    expect(after.find((row) => row.id === jamieBooking.id)).toMatchObject({
      status: 'cancelled',
      refund_pence: jamieBooking.price_pence,
      refund_to: 'credit',
      late_fee_pence: 0,
    });
    // The card refund is recorded against Priya's order and sent to the provider.
    const cardRefunds = await rowsOf<{ amount_pence: number; status: string }>(
      t.db,
      sql`select amount_pence, status from payments
        where order_id = ${priyaBooking.order_id} and amount_pence < 0`,
    );
    expect(cardRefunds).toEqual([{ amount_pence: -priyaBooking.price_pence, status: 'succeeded' }]);
    expect(await creditBalanceOf(t.db, JAMIE.id)).toBe(
      jamieCreditBefore + jamieBooking.price_pence,
    );
    // Both bookings' places and Alex's hold are given back.
    expect(placesBefore).toBe(3);
    expect(await bookedCount(t.db, yoga.id)).toBe(0);

    // Each payer is told why and where the money went, in text and HTML.
    const [toPriya] = await outboxTo(PRIYA.email, 'Cancelled: Yoga');
    expect(toPriya?.text).toContain('The studio floor is flooded');
    expect(toPriya?.text).toContain('to the card you paid with');
    expect(toPriya?.html).toContain('The studio floor is flooded');
    const [toJamie] = await outboxTo(JAMIE.email, 'Cancelled: Yoga');
    expect(toJamie?.text).toContain('to your account credit');
    expect(toJamie?.html).toContain('account credit');

    // Not listed, not found by id, and not bookable.
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/activities/venue/${venue}/activity/yoga/timetable?date=2026-10-21`,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ data: { id: number }[] }>().data.map((row) => row.id)).not.toContain(
      yoga.id,
    );
    const byId = await t.app.inject({
      method: 'GET',
      url: `/api/v1/activities/occurrences/${yoga.publicId}`,
    });
    expect(byId.statusCode).toBe(404);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/activities/cart/add',
      headers: bearer(alex),
      payload: { items: [{ id: yoga.publicId, type: 'purchasableOccurrence' }] },
    });
    expect(added.statusCode).toBeGreaterThanOrEqual(400);
    expect(await bookedCount(t.db, yoga.id)).toBe(0);
  });

  it('cancelling it again changes nothing and says it was cancelled already', async () => {
    const emailsBefore = await outboxTo(PRIYA.email, 'Cancelled: Yoga');
    const again = await cancel(yoga.id, bearer(manager), 'Another reason');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      data: {
        already_cancelled: true,
        reason: 'The studio floor is flooded',
        bookings_cancelled: 0,
        refunded_to_card: { raw: 0 },
        refunded_to_credit: { raw: 0 },
        customers_emailed: 0,
      },
    });
    expect(await outboxTo(PRIYA.email, 'Cancelled: Yoga')).toHaveLength(emailsBefore.length);
    // The audit has the one cancellation, by the manager, with its reason.
    expect(await auditEntriesOn(t.db, yoga.id)).toMatchObject([
      {
        action: 'session-cancelled',
        staff_user_id: DESK_MANAGER.id,
        details: {
          occurrence_id: yoga.id,
          before: { cancelled: false },
          after: { cancelled: true, reason: 'The studio floor is flooded' },
          bookings_cancelled: 2,
        },
      },
    ]);
  });

  it('closes the waitlist of a full session, and refunds its bookings by its credit policy', async () => {
    const reformer = await findOccurrence(t.db, {
      venue,
      activity: 'reformer-pilates',
      date: '2026-10-21',
    });
    const booked = (await bookingsOn(reformer.id)).filter((row) => row.status === 'booked');
    expect(booked).toHaveLength(2);

    const response = await cancel(reformer.id, bearer(manager));
    expect(response.statusCode, response.body).toBe(200);
    const total = booked.reduce((sum, row) => sum + row.price_pence, 0);
    expect(response.json()).toMatchObject({
      data: {
        bookings_cancelled: 2,
        refunded_to_card: { raw: 0 },
        refunded_to_credit: { raw: total },
        waitlist_closed: 1,
      },
    });
    const [ben] = await rowsOf<{ status: string; left_by: string }>(
      t.db,
      sql`select status, left_by from waitlist_entries
        where occurrence_id = ${reformer.id} and customer_id = ${BEN}`,
    );
    expect(ben).toEqual({ status: 'left', left_by: 'lido' });
    expect(await bookedCount(t.db, reformer.id)).toBe(0);
    // The offer sweep finds nothing to offer on it.
    expect(await t.app.offerWaitlistPlaces()).toMatchObject({ offered: 0 });
  });

  it('closes a line with a place on offer in it: the offered hold goes back, the offer is kept on record', async () => {
    const reformer = await findOccurrence(t.db, {
      venue,
      activity: 'reformer-pilates',
      date: '2026-10-22',
    });
    // A third place: Ben, first in line, is offered it at once (held in his basket).
    const raised = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/occurrences/${reformer.id}/capacity`,
      headers: bearer(manager),
      payload: { capacity: reformer.capacity + 1 },
    });
    expect(raised.json<{ data: { offered: number } }>().data.offered).toBe(1);

    const response = await cancel(reformer.id, bearer(manager));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { waitlist_closed: 1, holds_released: 1 } });
    const [ben] = await rowsOf<{ status: string; left_by: string; was_offered: boolean }>(
      t.db,
      sql`select status, left_by, offered_at is not null as was_offered from waitlist_entries
        where occurrence_id = ${reformer.id} and customer_id = ${BEN}`,
    );
    expect(ben).toEqual({ status: 'left', left_by: 'lido', was_offered: true });
    expect(await bookedCount(t.db, reformer.id)).toBe(0);
  });

  it('refuses at the checkout a held place whose session was cancelled meanwhile', async () => {
    const pilates = await findOccurrence(t.db, { venue, activity: 'pilates', date: '2026-10-22' });
    const staff = bearer(desk);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/activities/cart/add',
      headers: staff,
      payload: {
        items: [{ id: pilates.publicId, type: 'purchasableOccurrence' }],
        selected_user_id: JAMIE.id,
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const total = added.json<{ data: { total: number } }>().data.total;
    // As if the cancellation had passed over the hold while a checkout had it locked.
    await t.db.execute(
      sql`update occurrences set cancelled_at = now(), cancelled_reason = 'Pool closed'
        where id = ${pilates.id}`,
    );
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/foh/checkout/pay',
      headers: { ...staff, 'idempotency-key': randomUUID() },
      payload: {
        completed_waivers: [],
        payments: [{ tender_type: 'cash', amount: total }],
        selected_user_id: JAMIE.id,
        terms: [1],
      },
    });
    expect(paid.statusCode, paid.body).toBe(409);
    expect(paid.json<{ message: string }>().message).toContain('has been cancelled by the venue');
    const bookings = await bookingsOn(pilates.id);
    expect(bookings.filter((row) => row.customer_id === JAMIE.id)).toEqual([]);
  });
});

describe('who may cancel a session', () => {
  let session: TestOccurrence;

  beforeAll(async () => {
    session = await findOccurrence(t.db, { venue, activity: 'spin', date: '2026-10-22' });
  });

  it('answers 401 signed out', async () => {
    expect((await cancel(session.id, {})).statusCode).toBe(401);
  });

  it('refuses customers with the desk’s refusal', async () => {
    const response = await cancel(session.id, bearer(priya));
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe('Unauthorised.');
  });

  it('refuses receptionists, saying who may', async () => {
    const response = await cancel(session.id, bearer(desk));
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(ONLY_MANAGER_OPERATES_SESSIONS);
  });

  it('answers 404 to another operator’s manager, and for a session that does not exist', async () => {
    const otherOperator = await signInOtherOperatorManager(t.app, t.db);
    expect((await cancel(session.id, bearer(otherOperator))).statusCode).toBe(404);
    expect((await cancel(999_999_999, bearer(manager))).statusCode).toBe(404);
    expect(await bookedCount(t.db, session.id)).toBe(session.booked);
  });

  it('lets a manager cancel a session at another venue of the operator', async () => {
    const [elsewhere] = await rowsOf<{ id: number }>(
      t.db,
      sql`select id::float8 as id from occurrences
        where venue_id <> ${DESK_MANAGER.venueId} and venue_id <> 90006 and cancelled_at is null
          and starts_at > ${TEST_NOW.toISOString()}::timestamptz limit 1`,
    );
    const response = await cancel(elsewhere!.id, bearer(manager));
    expect(response.statusCode).toBe(200);
    const [row] = await rowsOf<{ cancelled: boolean }>(
      t.db,
      sql`select cancelled_at is not null as cancelled from occurrences where id = ${elsewhere!.id}`,
    );
    expect(row?.cancelled).toBe(true);
  });

  it('wants a reason', async () => {
    const response = await cancel(session.id, bearer(manager), '  ');
    expect(response.statusCode).toBe(422);
  });
});
