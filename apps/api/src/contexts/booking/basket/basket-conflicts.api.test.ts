import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import { findOccurrence } from '../../../test-support/occurrences';
import { ALEX, bearer, PRIYA, signIn } from '../../../test-support/sign-in';
import { TEST_NOW } from '../../../test-support/test-clock';
import { basketCalls, slot } from '../../../test-support/basket-calls';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

// Each conflict answers 409 with the message customers read and its own code, so a client can
// tell a full session from a closed one or a basket that already has the place.

const VENUE = 'swiss-cottage-leisure-centre';
const MINUTE = 60_000;
let t: TestApp;
const { add, ticketOption } = basketCalls(() => t.app);
let alex: string;
let priya: string;

beforeAll(async () => {
  t = await createTestApp();
  alex = await signIn(t.app, ALEX.email);
  priya = await signIn(t.app, PRIYA.email);
});
afterEach(async () => {
  t.clock.set(TEST_NOW);
  for (const token of [alex, priya]) {
    await t.app.inject({ method: 'DELETE', url: '/api/activities/cart', headers: bearer(token) });
  }
});
afterAll(async () => {
  await t.close();
});

/** Alex's next booked class in the seeded history. */
async function alexsNextBookedClass(): Promise<{ publicId: string; startsAt: Date }> {
  const [row] = await rowsOf<{ public_id: string; starts_epoch: number }>(
    t.db,
    sql`select o.public_id, extract(epoch from o.starts_at)::float8 as starts_epoch
      from bookings b join occurrences o on o.id = b.occurrence_id
      where b.customer_id = ${ALEX.id} and b.status = 'booked' and o.kind = 'class'
        and o.starts_at > ${TEST_NOW.toISOString()}::timestamptz
      order by o.starts_at limit 1`,
  );
  if (!row) throw new Error('Alex has no booked class ahead');
  return { publicId: row.public_id, startsAt: new Date(Number(row.starts_epoch) * 1000) };
}

describe('the conflicts of adding to the basket', () => {
  it('refuses a class the attendee has already booked, with ALREADY_BOOKED', async () => {
    const booked = await alexsNextBookedClass();
    // An hour before it starts: released and still bookable, so only the booking stands in the way.
    t.clock.set(new Date(booked.startsAt.getTime() - 60 * MINUTE));
    // Days later: the morning's session has expired, so Alex signs in again.
    const response = await add([slot(booked)], bearer(await signIn(t.app, ALEX.email)));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'You have already booked this session.',
      code: 'ALREADY_BOOKED',
    });
  });

  it('refuses a session more than ten minutes after its start, with BOOKING_CLOSED', async () => {
    const yoga = await findOccurrence(t.db, { venue: VENUE, activity: 'yoga', date: '2026-10-23' });
    t.clock.set(new Date(yoga.startsAt.getTime() + 11 * MINUTE));
    const response = await add([slot(yoga)], bearer(await signIn(t.app, PRIYA.email)));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'This session can no longer be booked',
      code: 'BOOKING_CLOSED',
    });
  });

  it('refuses to change a ticket to a type the basket already holds, with ALREADY_IN_BASKET', async () => {
    const swim = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'public-swim',
      date: '2026-10-22',
      time: '12:00',
    });
    const [adult, junior] = [await ticketOption(swim, 'Adult'), await ticketOption(swim, 'Junior')];
    const added = await add(
      [
        { ...slot(swim), pricing_option_id: adult, quantity: 1 },
        { ...slot(swim), pricing_option_id: junior, quantity: 1 },
      ],
      bearer(priya),
    );
    const items = added.json<{ data: { items: { id: number; pricing_option_id: number }[] } }>()
      .data.items;
    const adultItem = items.find((item) => item.pricing_option_id === adult);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/activities/cart/${adultItem?.id}`,
      headers: bearer(priya),
      payload: { options: { pricing_option_id: junior } },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'That ticket type is already in your basket for this session.',
      code: 'ALREADY_IN_BASKET',
    });
  });
});
