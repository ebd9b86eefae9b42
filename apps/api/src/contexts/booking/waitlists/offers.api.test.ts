import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import { testCards } from '@lido/emulators/opayo';
import { cardCheckout, type Authorisation } from '../../../test-support/card-checkout';
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
  signIn,
  signInOtherVenueStaff,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { releaseExpiredHolds } from '../basket';

// TEST_NOW is Tuesday 20 October 2026, 10:00 in London. The seed fills Swiss Cottage's Reformer
// Pilates (12:00 daily, two places: Tom Reid 1005 and Grace Okafor 1006) with Ben Carter (1007,
// no email address) first in line.
const venue = 'swiss-cottage-leisure-centre';
const TOM = 1005;
const GRACE = 1006;
const BEN = 1007;
const MINUTE = 60_000;

let t: TestApp;
let alex: string;
let priya: string;
let staff: string;
let reformer: TestOccurrence;

/** Sessions end after 30 idle minutes: everyone signs in again after the clock moves on. */
async function signInEveryone(): Promise<void> {
  [alex, priya, staff] = await Promise.all([
    signIn(t.app, ALEX.email),
    signIn(t.app, PRIYA.email),
    signIn(t.app, FRONT_DESK.email, { as: 'staff' }),
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  await signInEveryone();
  reformer = await findOccurrence(t.db, {
    venue,
    activity: 'reformer-pilates',
    date: '2026-10-21',
  });
});
afterAll(async () => {
  await t.close();
});

interface Entry {
  id: number;
  status: string;
  position: number | null;
  offer_expires_at: string | null;
  occurrence: { id: number };
}

async function entryOf(token: string, selectedUserId?: number): Promise<Entry | undefined> {
  const query = selectedUserId ? `?selected_user_id=${selectedUserId}` : '';
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/my-account/waitlists${query}`,
    headers: bearer(token),
  });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response
    .json<{ data: Entry[] }>()
    .data.find((entry) => entry.occurrence.id === reformer.id);
}

async function statusOf(customerId: number): Promise<string[]> {
  const rows = await rowsOf<{ status: string }>(
    t.db,
    sql`select status from waitlist_entries
      where occurrence_id = ${reformer.id} and customer_id = ${customerId} order by id`,
  );
  return rows.map((row) => row.status);
}

async function cancelBookingOf(customerId: number, occurrenceId: number): Promise<void> {
  const [booking] = await rowsOf<{ id: number }>(
    t.db,
    sql`select id::float8 as id from bookings where customer_id = ${customerId}
      and occurrence_id = ${occurrenceId} and status = 'booked'`,
  );
  const response = await t.app.inject({
    method: 'DELETE',
    url: `/api/activities/bookings/${booking!.id}?selected_user_id=${customerId}`,
    headers: bearer(staff),
  });
  expect(response.statusCode).toBe(200);
}

async function offerEmailsTo(email: string): Promise<string[]> {
  const rows = await rowsOf<{ subject: string }>(
    t.db,
    sql`select subject from email_outbox where "to" = ${email} and subject like 'A place has come up%'`,
  );
  return rows.map((row) => row.subject);
}

describe('offering a freed place to the line', () => {
  it('offers it to each in turn: the first lets it lapse, the second pays and books', async () => {
    const join = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/activities/waitlist/add',
        headers: bearer(token),
        payload: { item: { id: reformer.id, type: 'activity' } },
      });
    expect((await join(alex)).statusCode).toBe(201);
    expect((await join(priya)).statusCode).toBe(201);

    // Nothing is free: nothing is offered.
    expect(await t.app.offerWaitlistPlaces()).toEqual({ offered: 0, booked: 0, lapsed: 0 });

    await cancelBookingOf(TOM, reformer.id);
    expect(await bookedCount(t.db, reformer.id)).toBe(1);
    expect(await t.app.offerWaitlistPlaces()).toMatchObject({ offered: 1 });
    // Ben, first in line, has the place held in his basket: nobody else can take it.
    expect(await bookedCount(t.db, reformer.id)).toBe(2);
    expect(await statusOf(BEN)).toEqual(['offered']);
    const ben = await entryOf(staff, BEN);
    expect(ben?.status).toBe('offered');
    expect(ben?.offer_expires_at).toBe(
      new Date(t.clock.now().getTime() + 30 * MINUTE).toISOString(),
    );
    // Those behind move up.
    expect((await entryOf(alex))?.position).toBe(1);
    expect((await entryOf(priya))?.position).toBe(2);
    // Running again offers nothing more.
    expect(await t.app.offerWaitlistPlaces()).toEqual({ offered: 0, booked: 0, lapsed: 0 });

    // Ben lets it lapse: the hold runs out, the place goes back, and then to Alex.
    t.clock.advance(31 * MINUTE);
    await signInEveryone();
    await releaseExpiredHolds(t.db, t.clock.now());
    expect(await t.app.offerWaitlistPlaces()).toEqual({ offered: 1, booked: 0, lapsed: 1 });
    expect(await statusOf(BEN)).toEqual(['lapsed']);
    expect((await entryOf(alex))?.status).toBe('offered');
    expect(await offerEmailsTo(ALEX.email)).toEqual([
      'A place has come up: Reformer Pilates at 12:00',
    ]);
    expect((await entryOf(priya))?.position).toBe(1);

    // Alex's row says the place is in his basket; he pays for it.
    const checkout = cardCheckout(() => t.app);
    const { prepared, response } = await checkout.payWith(alex, testCards.frictionless);
    expect(response.statusCode).toBe(200);
    const completed = await checkout.complete(alex, {
      transaction_uuid: response.json<Authorisation>().transaction_uuid,
      item_hash: prepared.item_hash,
    });
    expect(completed.statusCode).toBe(200);
    expect(await t.app.offerWaitlistPlaces()).toEqual({ offered: 0, booked: 1, lapsed: 0 });
    expect(await statusOf(ALEX.id)).toEqual(['booked']);
    expect(await bookedCount(t.db, reformer.id)).toBe(2);
    // Priya is still first in line for the next place.
    expect((await entryOf(priya))?.status).toBe('waiting');
  });

  it('stops offering at the cut-off: a place freed later is open to all', async () => {
    // 45 minutes before Thursday's 12:00 class; its line is Ben.
    const thursday = await findOccurrence(t.db, {
      venue,
      activity: 'reformer-pilates',
      date: '2026-10-22',
    });
    t.clock.set(new Date(thursday.startsAt.getTime() - 44 * MINUTE));
    await signInEveryone();
    await cancelBookingOf(TOM, thursday.id);
    expect(await t.app.offerWaitlistPlaces()).toMatchObject({ offered: 0 });
    expect(await bookedCount(t.db, thursday.id)).toBe(1);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/activities/venue/${venue}/activity/reformer-pilates/v2/timetable?date=2026-10-22`,
    });
    const row = response
      .json<{ data: { id: string; action_to_show: { status: string } }[] }>()
      .data.find((candidate) => candidate.id === thursday.publicId);
    expect(row?.action_to_show.status).toBe('BOOK');
  });
});

describe('with several processes offering at once', () => {
  it('offers each freed place once, in order', async () => {
    const friday = await findOccurrence(t.db, {
      venue,
      activity: 'reformer-pilates',
      date: '2026-10-23',
    });
    t.clock.set(new Date(friday.startsAt.getTime() - 6 * 60 * MINUTE));
    await signInEveryone();
    for (const token of [alex, priya]) {
      const joined = await t.app.inject({
        method: 'POST',
        url: '/api/activities/waitlist/add',
        headers: bearer(token),
        payload: { item: { id: friday.id, type: 'activity' } },
      });
      expect(joined.statusCode).toBe(201);
    }
    await cancelBookingOf(TOM, friday.id);
    const runs = await Promise.all(Array.from({ length: 5 }, () => t.app.offerWaitlistPlaces()));
    expect(runs.reduce((total, run) => total + run.offered, 0)).toBe(1);
    expect(await bookedCount(t.db, friday.id)).toBe(2);
    const offered = await rowsOf<{ customer_id: number }>(
      t.db,
      sql`select customer_id from waitlist_entries where occurrence_id = ${friday.id} and status = 'offered'`,
    );
    expect(offered.map((row) => row.customer_id)).toEqual([BEN]);
  });
});

describe('parties', () => {
  it('offers a party all its places at once, keeping freed places for it one offer window only', async () => {
    const saturday = await findOccurrence(t.db, {
      venue,
      activity: 'reformer-pilates',
      date: '2026-10-24',
    });
    t.clock.set(new Date(saturday.startsAt.getTime() - 2 * 24 * 60 * MINUTE));
    await signInEveryone();
    // Ben steps out of the line; Alex wants two places, then Priya one.
    const benLeaves = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/activities/occurrences/${saturday.publicId}/waitlist/members/${BEN}`,
      headers: bearer(staff),
    });
    expect(benLeaves.statusCode).toBe(200);
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/activities/waitlist/add',
      headers: bearer(alex),
      payload: { item: { id: saturday.id, type: 'activity' }, party_size: 5 },
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      party_size: ['The party size must be between 1 and 4.'],
    });
    const alexJoins = await t.app.inject({
      method: 'POST',
      url: '/api/activities/waitlist/add',
      headers: bearer(alex),
      payload: { item: { id: saturday.id, type: 'activity' }, party_size: 2 },
    });
    expect(alexJoins.statusCode).toBe(201);
    expect(alexJoins.json<{ data: { party_size: number } }>().data.party_size).toBe(2);
    const priyaJoins = await t.app.inject({
      method: 'POST',
      url: `/api/v1/activities/occurrences/${saturday.publicId}/waitlist/members`,
      headers: bearer(priya),
      payload: { data: { user_id: PRIYA.id } },
    });
    expect(priyaJoins.statusCode).toBe(201);
    const entries = async () =>
      rowsOf<{ customer_id: number; status: string }>(
        t.db,
        sql`select customer_id, status from waitlist_entries
          where occurrence_id = ${saturday.id} and customer_id in (${ALEX.id}, ${PRIYA.id})
          order by id`,
      );

    // One place frees up: it is kept for Alex's party of two, not given to Priya behind.
    await cancelBookingOf(TOM, saturday.id);
    expect(await t.app.offerWaitlistPlaces()).toMatchObject({ offered: 0 });
    expect(await bookedCount(t.db, saturday.id)).toBe(1);

    // One offer window later it goes to Priya; Alex stays first in line.
    t.clock.advance(31 * MINUTE);
    await signInEveryone();
    expect(await t.app.offerWaitlistPlaces()).toMatchObject({ offered: 1 });
    expect(await entries()).toEqual([
      { customer_id: ALEX.id, status: 'waiting' },
      { customer_id: PRIYA.id, status: 'offered' },
    ]);

    // Priya lets it lapse and Grace cancels: two places, Alex's party is offered both.
    await cancelBookingOf(GRACE, saturday.id);
    t.clock.advance(31 * MINUTE);
    await signInEveryone();
    await releaseExpiredHolds(t.db, t.clock.now());
    expect(await t.app.offerWaitlistPlaces()).toMatchObject({ offered: 1, lapsed: 1 });
    expect(await entries()).toEqual([
      { customer_id: ALEX.id, status: 'offered' },
      { customer_id: PRIYA.id, status: 'lapsed' },
    ]);
    const [held] = await rowsOf<{ quantity: number }>(
      t.db,
      sql`select ci.quantity from cart_items ci join carts c on c.id = ci.cart_id
        where ci.occurrence_id = ${saturday.id} and c.owner_customer_id = ${ALEX.id}`,
    );
    expect(held?.quantity).toBe(2);
    expect(await bookedCount(t.db, saturday.id)).toBe(2);
  });
});

describe('a session given more places by staff', () => {
  it('offers the new places to the line, and never lets capacity fall below the places taken', async () => {
    const sunday = await findOccurrence(t.db, {
      venue,
      activity: 'reformer-pilates',
      date: '2026-10-25',
    });
    t.clock.set(new Date(sunday.startsAt.getTime() - 24 * 60 * MINUTE));
    await signInEveryone();
    const setCapacity = (capacity: number, headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/staff/occurrences/${sunday.id}/capacity`,
        headers,
        payload: { capacity },
      });
    expect((await setCapacity(3, {})).statusCode).toBe(401);
    expect((await setCapacity(3, bearer(alex))).statusCode).toBe(403);
    expect(
      (await setCapacity(3, bearer(await signInOtherVenueStaff(t.app, t.db)))).statusCode,
    ).toBe(404);
    const lower = await setCapacity(1, bearer(staff));
    expect(lower.statusCode).toBe(409);
    expect(lower.json<{ code: string }>().code).toBe('PLACES_TAKEN');

    const raised = await setCapacity(3, bearer(staff));
    expect(raised.statusCode).toBe(200);
    // Ben, first in line, is offered the new place at once, before anyone else can book it:
    // the answer counts it held for him, and the sweep has nothing left to offer.
    expect(raised.json<{ data: unknown }>().data).toEqual({
      occurrence_id: sunday.id,
      capacity: 3,
      booked: 3,
      offered: 1,
    });
    expect(await t.app.offerWaitlistPlaces()).toMatchObject({ offered: 0 });
    const [ben] = await rowsOf<{ status: string }>(
      t.db,
      sql`select status from waitlist_entries where occurrence_id = ${sunday.id} and customer_id = ${BEN}`,
    );
    expect(ben?.status).toBe('offered');
    expect(await bookedCount(t.db, sunday.id)).toBe(3);
  });

  it('lets the one offered a place leave the line: the place stays in their basket, the offer on record', async () => {
    const friday = await findOccurrence(t.db, {
      venue,
      activity: 'reformer-pilates',
      date: '2026-10-23',
    });
    t.clock.set(new Date(friday.startsAt.getTime() - 24 * 60 * MINUTE));
    await signInEveryone();
    const raised = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/occurrences/${friday.id}/capacity`,
      headers: bearer(staff),
      payload: { capacity: friday.capacity + 1 },
    });
    expect(raised.json<{ data: { offered: number } }>().data.offered).toBeGreaterThan(0);
    const entryOfId = async (id: number) =>
      rowsOf<{ customer_id: number; status: string; was_offered: boolean }>(
        t.db,
        sql`select customer_id, status, offered_at is not null as was_offered
          from waitlist_entries where id = ${id}`,
      );
    const [offer] = await rowsOf<{ id: number; customer_id: number }>(
      t.db,
      sql`select id, customer_id from waitlist_entries
        where occurrence_id = ${friday.id} and status = 'offered' order by id limit 1`,
    );
    const booked = await bookedCount(t.db, friday.id);

    const leaves = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/activities/occurrences/${friday.publicId}/waitlist/members/${offer!.customer_id}`,
      headers: bearer(staff),
    });
    expect(leaves.statusCode, leaves.body).toBe(200);
    expect(await entryOfId(offer!.id)).toEqual([
      { customer_id: offer!.customer_id, status: 'left', was_offered: true },
    ]);
    expect(await bookedCount(t.db, friday.id)).toBe(booked);
  });
});
