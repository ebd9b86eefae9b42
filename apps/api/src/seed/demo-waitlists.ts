import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { rowsOf } from '../platform/db/raw-rows';
import { inList } from '../platform/db/sql-lists';
import { bookings } from '../contexts/booking/bookings';
import { orders } from '../contexts/booking/checkout';
import { payments } from '../contexts/money/payments';
import { claimPlaces } from '../contexts/timetable/timetable';
import { waitlistEntries } from '../contexts/booking/waitlists';
import { demoReformerRegulars } from './demo-people';

const DAY = 24 * 60 * 60 * 1000;

/** Swiss Cottage, Britannia and Crystal Palace: the demo's full Reformer Pilates with a line. */
const VENUES_WITH_A_LINE = [90001, 90002, 90004];

/**
 * Fills Reformer Pilates at three venues for the coming week with its two regulars, each with an
 * order paid in cash as a desk booking would have, and puts a third in line: the demo's full classes show
 * "Join waitlist", and a visitor who joins is second in line. Sessions already filled are left
 * as they are, so seeding again changes nothing.
 */
export async function seedDemoWaitlists(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const sessions = await rowsOf<{ id: number; pricing_option_id: number; price_pence: number }>(
      tx,
      sql`select o.id::float8 as id, po.id as pricing_option_id, po.price_pence
        from occurrences o
        join categories c on c.id = o.category_id
        join pricing_options po on po.category_id = c.id and po.kind = 'standard'
        where ${inList(sql`o.venue_id`, VENUES_WITH_A_LINE)} and c.slug = 'reformer-pilates'
          and o.booked = 0
          and o.starts_at > ${now.toISOString()}::timestamptz
          and o.starts_at < ${new Date(now.getTime() + 8 * DAY).toISOString()}::timestamptz
        order by o.starts_at`,
    );
    const bookedAt = new Date(now.getTime() - 2 * DAY);
    for (const session of sessions) {
      const occurrenceId = Number(session.id);
      for (const customerId of demoReformerRegulars.booked) {
        if (!(await claimPlaces(tx, occurrenceId, 1))) break;
        const [order] = await tx
          .insert(orders)
          .values({
            customerId,
            cartUuid: randomUUID(),
            totalPence: session.price_pence,
            calendarToken: randomBytes(18).toString('base64url'),
            source: 'foh',
            createdAt: bookedAt,
          })
          .returning({ id: orders.id });
        if (!order) throw new Error('a demo Reformer Pilates booking got no order');
        // Paid at the desk: every order has its payment recorded.
        await tx.insert(payments).values({
          customerId,
          orderId: order.id,
          amountPence: session.price_pence,
          tenderType: 'cash',
          status: 'succeeded',
          reference: `desk-${order.id}`,
          description: `Order ${order.id}`,
          createdAt: bookedAt,
        });
        await tx.insert(bookings).values({
          customerId,
          occurrenceId,
          pricingOptionId: session.pricing_option_id,
          orderId: order.id,
          pricePence: session.price_pence,
          createdAt: bookedAt,
        });
      }
      await tx
        .insert(waitlistEntries)
        .values({
          occurrenceId,
          customerId: demoReformerRegulars.waiting,
          payerCustomerId: demoReformerRegulars.waiting,
          joinedAt: new Date(now.getTime() - DAY),
          joinedBy: 'staff',
        })
        .onConflictDoNothing();
    }
  });
}
