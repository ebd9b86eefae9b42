import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/platform/db/client';
import { rowsOf } from '../../apps/api/src/platform/db/raw-rows';
import { customers } from '../../apps/api/src/contexts/people/accounts';
import { bookings } from '../../apps/api/src/contexts/booking/bookings';
import { orders } from '../../apps/api/src/contexts/booking/checkout';
import { claimPlaces } from '../../apps/api/src/contexts/timetable/timetable';
import { waitlistEntries } from '../../apps/api/src/contexts/booking/waitlists';

const DEMO_OPERATOR_ID = 1;
const SWISS_COTTAGE = 90001;

export interface WaitlistScene {
  occurrenceId: number;
  name: string;
  capacity: number;
  /** The bookings that fill the class, oldest first. */
  bookings: { id: number; customerId: number }[];
  /** Customer ids in the order they joined the line. */
  line: number[];
  /** Customer id by email address, to read the offer emails. */
  emails: Map<string, number>;
}

/** Customers of Swiss Cottage (front of house there may act for them), with email addresses. */
async function createCustomers(db: Database, count: number, label: string): Promise<number[]> {
  const run = randomBytes(3).toString('hex');
  const rows = await db
    .insert(customers)
    .values(
      Array.from({ length: count }, (_, index) => ({
        operatorId: DEMO_OPERATOR_ID,
        reference: `WL${run}${label}${index}`,
        email: `waitlist-${run}-${label}-${index}@example.com`,
        firstName: 'Bench',
        lastName: `${label} ${index}`,
        homeVenueId: SWISS_COTTAGE,
      })),
    )
    .returning({ id: customers.id });
  return rows.map((row) => row.id);
}

/**
 * A class at Swiss Cottage tomorrow with nothing booked yet, booked full by new customers (each
 * with an order, as the checkout makes them) — the scene's starting point.
 */
export async function fillClass(db: Database, { cancellations }: { cancellations: number }) {
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + 86_400_000),
  );
  const [session] = await rowsOf<{
    id: number;
    name: string;
    capacity: number;
    option_id: number;
    price_pence: number;
  }>(
    db,
    sql`select o.id::float8 as id, o.name, o.capacity, po.id as option_id, po.price_pence
      from occurrences o
      join categories c on c.id = o.category_id
      join pricing_options po on po.category_id = c.id and po.kind = 'standard'
      join schedules s on s.id = o.schedule_id
      where o.venue_id = ${SWISS_COTTAGE} and o.kind = 'class' and s.has_waitlist
        and o.date = ${tomorrow}::date and o.booked = 0 and o.capacity >= ${cancellations}
      order by o.capacity desc, o.starts_at limit 1`,
  );
  if (!session) throw new Error(`no empty class tomorrow with ${cancellations} places or more`);
  const occurrenceId = Number(session.id);
  const holders = await createCustomers(db, session.capacity, 'booked');
  const made: { id: number; customerId: number }[] = [];
  await db.transaction(async (tx) => {
    for (const customerId of holders) {
      if (!(await claimPlaces(tx, occurrenceId, 1))) throw new Error('the class filled up early');
      const [order] = await tx
        .insert(orders)
        .values({
          customerId,
          cartUuid: randomUUID(),
          totalPence: session.price_pence,
          calendarToken: randomBytes(18).toString('base64url'),
          source: 'activity-booking',
          createdAt: new Date(),
        })
        .returning({ id: orders.id });
      const [booking] = await tx
        .insert(bookings)
        .values({
          customerId,
          occurrenceId,
          pricingOptionId: session.option_id,
          orderId: order!.id,
          pricePence: session.price_pence,
          createdAt: new Date(),
        })
        .returning({ id: bookings.id });
      made.push({ id: booking!.id, customerId });
    }
  });
  return {
    occurrenceId,
    name: `${session.name} tomorrow`,
    capacity: session.capacity,
    bookings: made,
  };
}

/** Puts `count` new customers in the class's line, a millisecond apart, in order. */
export async function joinLine(
  db: Database,
  scene: Omit<WaitlistScene, 'line' | 'emails'>,
  count: number,
): Promise<WaitlistScene> {
  const ids = await createCustomers(db, count, 'waiting');
  const start = Date.now() - count;
  await db.insert(waitlistEntries).values(
    ids.map((customerId, index) => ({
      occurrenceId: scene.occurrenceId,
      customerId,
      payerCustomerId: customerId,
      joinedAt: new Date(start + index),
      joinedBy: 'self' as const,
    })),
  );
  const rows = await rowsOf<{ id: number; email: string }>(
    db,
    sql`select id, email from customers where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return { ...scene, line: ids, emails: new Map(rows.map((row) => [row.email, row.id])) };
}
