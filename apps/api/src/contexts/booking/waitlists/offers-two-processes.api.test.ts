import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import { readEnv } from '../../../platform/env';
import { DEMO_PASSWORD } from '../../../seed/demo-people';
import { httpCaller, payBasketOverHttp } from '../../../test-support/http-checkout';
import { findOccurrence } from '../../../test-support/occurrences';
import { killServerProcesses, startServerProcess } from '../../../test-support/server-process';
import { FRONT_DESK } from '../../../test-support/sign-in';
import { openTestDatabase } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';
import { customers, hashPassword } from '../../people/accounts';
import { bookings } from '../bookings';
import { orders } from '../checkout';
import { waitlistEntries } from './waitlists.tables';

// Two API processes on one PostgreSQL database, each running the offer sweep every few seconds:
// 25 booked customers cancel (through either server) while the 25 customers waiting for the
// class take the places they are offered (through either server). However the work interleaves,
// every place is sold once, every customer in line is offered at most once, and the line ends
// with each of them booked.

const { DATABASE_URL } = readEnv();
const PLACES = 25;

afterEach(killServerProcesses);

describe.skipIf(!DATABASE_URL)('offers from two API processes', () => {
  it(`${PLACES} cancellations and ${PLACES} accepts at once: no place oversold or offered twice`, async () => {
    const { handle, drop } = await openTestDatabase();
    try {
      const db = handle.db;
      const spin = await findOccurrence(db, {
        venue: 'swiss-cottage-leisure-centre',
        activity: 'spin',
        date: '2026-10-22',
      });
      const [option] = await rowsOf<{ id: number; price_pence: number }>(
        db,
        sql`select po.id, po.price_pence from pricing_options po
            join occurrences o on o.category_id = po.category_id
            where o.id = ${spin.id} and po.kind = 'standard'`,
      );
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      const people = await db
        .insert(customers)
        .values(
          Array.from({ length: PLACES * 2 }, (_, index) => ({
            operatorId: 1,
            reference: `LIDLINE${String(index).padStart(3, '0')}`,
            email: `line-${index}@example.org`,
            passwordHash,
            firstName: `Line${index}`,
            lastName: 'Tester',
            postcode: 'NW3 3NF',
            homeVenueId: FRONT_DESK.venueId,
          })),
        )
        .returning({ id: customers.id, email: customers.email });
      const holders = people.slice(0, PLACES);
      const waiting = people.slice(PLACES);

      // The class is full with the holders, and the others wait in order.
      const booked: { id: number; customerId: number }[] = [];
      for (const holder of holders) {
        const [order] = await db
          .insert(orders)
          .values({
            customerId: holder.id,
            cartUuid: randomUUID(),
            totalPence: option!.price_pence,
            calendarToken: randomBytes(18).toString('base64url'),
            source: 'foh',
            createdAt: TEST_NOW,
          })
          .returning({ id: orders.id });
        const [booking] = await db
          .insert(bookings)
          .values({
            customerId: holder.id,
            occurrenceId: spin.id,
            pricingOptionId: option!.id,
            orderId: order!.id,
            pricePence: option!.price_pence,
            createdAt: TEST_NOW,
          })
          .returning({ id: bookings.id });
        booked.push({ id: booking!.id, customerId: holder.id });
      }
      await db.execute(
        sql`update occurrences set capacity = ${PLACES}, booked = ${PLACES} where id = ${spin.id}`,
      );
      await db.insert(waitlistEntries).values(
        waiting.map((person, index) => ({
          occurrenceId: spin.id,
          customerId: person.id,
          payerCustomerId: person.id,
          joinedAt: new Date(TEST_NOW.getTime() - (PLACES - index) * 60_000),
          joinedBy: 'self' as const,
        })),
      );

      const servers = await Promise.all([
        startServerProcess(handle.connectionString ?? ''),
        startServerProcess(handle.connectionString ?? ''),
      ]);
      const bases = servers.map((server) => server.base);
      const staffTokens = await Promise.all(
        bases.map(async (base) =>
          String(
            (
              await httpCaller(base)('POST', '/api/auth/staff/login', {
                username: FRONT_DESK.email,
                password: DEMO_PASSWORD,
              })
            ).token,
          ),
        ),
      );

      const cancel = async ({ id, customerId }: { id: number; customerId: number }, n: number) => {
        const base = bases[n % 2]!;
        const response = await fetch(
          `${base}/api/activities/bookings/${id}?selected_user_id=${customerId}`,
          { method: 'DELETE', headers: { authorization: `Bearer ${staffTokens[n % 2]}` } },
        );
        expect(response.status).toBe(200);
      };

      /** Waits for the offered place to appear in the basket, then pays for it. */
      const accept = async (person: { email: string | null }, n: number) => {
        const base = bases[(n + 1) % 2]!;
        const call = httpCaller(base);
        const signedIn = await call('POST', '/api/auth/customer/login', {
          username: person.email,
          password: DEMO_PASSWORD,
        });
        if (typeof signedIn.token !== 'string') {
          throw new Error(`${person.email} could not sign in: ${JSON.stringify(signedIn)}`);
        }
        const token = signedIn.token;
        const deadline = Date.now() + 90_000;
        for (;;) {
          const cart = (await call('GET', '/api/activities/cart', undefined, token)) as {
            data?: { items?: unknown[] };
          };
          if (!cart.data) throw new Error(`${person.email}'s basket: ${JSON.stringify(cart)}`);
          if ((cart.data.items ?? []).length > 0) break;
          if (Date.now() > deadline) throw new Error(`${person.email} was never offered`);
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        await payBasketOverHttp(base, token);
      };

      await Promise.all([
        ...booked.map((booking, n) => cancel(booking, n)),
        ...waiting.map((person, n) => accept(person, n)),
      ]);

      // The sweeps settle each offer taken up as booked.
      const statuses = async () =>
        rowsOf<{ customer_id: number; status: string }>(
          db,
          sql`select customer_id, status from waitlist_entries
              where occurrence_id = ${spin.id} order by customer_id, id`,
        );
      await expect
        .poll(async () => (await statuses()).every((entry) => entry.status === 'booked'), {
          timeout: 30_000,
        })
        .toBe(true);
      // One entry each: nobody was offered twice or put back in line.
      expect((await statuses()).map((entry) => entry.customer_id)).toEqual(
        waiting.map((person) => person.id).sort((a, b) => a - b),
      );

      const [counts] = await rowsOf<{
        booked: number;
        capacity: number;
        bookings: number;
        attendees: number;
        held: number;
      }>(
        db,
        sql`select o.booked, o.capacity,
              (select count(*)::int from bookings b
                where b.occurrence_id = o.id and b.status = 'booked') as bookings,
              (select count(distinct b.customer_id)::int from bookings b
                where b.occurrence_id = o.id and b.status = 'booked') as attendees,
              (select count(*)::int from cart_items ci where ci.occurrence_id = o.id) as held
            from occurrences o where o.id = ${spin.id}`,
      );
      expect(counts).toEqual({
        booked: PLACES,
        capacity: PLACES,
        bookings: PLACES,
        attendees: PLACES,
        held: 0,
      });
      const [holdersBooked] = await rowsOf<{ count: number }>(
        db,
        sql`select count(*)::int as count from bookings where occurrence_id = ${spin.id}
            and status = 'booked' and customer_id in (${sql.join(
              holders.map((holder) => sql`${holder.id}`),
              sql`, `,
            )})`,
      );
      expect(holdersBooked?.count).toBe(0);
    } finally {
      killServerProcesses();
      await drop();
    }
  }, 180_000);
});
