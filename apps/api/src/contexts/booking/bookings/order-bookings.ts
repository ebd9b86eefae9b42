import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import {
  type RawSessionRow,
  sessionRowColumns,
  sessionRowJoins,
  sessionRowOf,
} from '../../../read/session-rows';
import type { CreateBookings, ListOrderBookings, OrderBookingRow } from '../checkout';
import { bookings } from './bookings.tables';
import { newReleaseToken } from './place-release';

/** Checkout's held places become bookings of the order (the places stay counted as taken). */
export const createOrderBookings: CreateBookings = async (db, rows) => {
  if (rows.length === 0) return;
  await db.insert(bookings).values(
    rows.map((row) => ({
      customerId: row.customerId,
      occurrenceId: row.occurrenceId,
      pricingOptionId: row.pricingOptionId,
      orderId: row.orderId,
      pricePence: row.pricePence,
      quantity: row.quantity,
      packageId: row.packageId,
      benefitId: row.benefitId,
      status: 'booked' as const,
      releaseToken: newReleaseToken(),
      createdAt: row.createdAt,
    })),
  );
};

interface RawOrderBooking extends RawSessionRow {
  id: number;
  customer_id: number;
  first_name: string;
  last_name: string;
  quantity: number;
  price_pence: number;
  pricing_option_name: string;
  address: string;
  status: 'booked' | 'cancelled';
  release_token: string | null;
}

/** An order's bookings with their sessions, venues and attendees, in one query. */
export const listOrderBookings: ListOrderBookings = async (db: Database, orderId: number) => {
  const rows = await rowsOf<RawOrderBooking>(
    db,
    sql`
    select b.id::float8 as id, b.customer_id, cu.first_name, cu.last_name, ${sessionRowColumns},
      b.quantity, b.price_pence, po.name as pricing_option_name, b.status, b.release_token,
      concat_ws(', ', v.address_line_1, v.area, v.town, v.postcode) as address
    from bookings b
    join customers cu on cu.id = b.customer_id
    ${sessionRowJoins(sql`b.occurrence_id`)}
    join pricing_options po on po.id = b.pricing_option_id
    where b.order_id = ${orderId}
    order by o.starts_at, b.id`,
  );
  return rows.map((raw): OrderBookingRow => {
    const session = sessionRowOf(raw);
    return {
      id: Number(raw.id),
      customerId: raw.customer_id,
      firstName: raw.first_name,
      lastName: raw.last_name,
      occurrenceId: session.occurrenceId,
      name: session.name,
      date: session.date,
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      quantity: raw.quantity,
      pricePence: raw.price_pence,
      pricingOptionName: raw.pricing_option_name,
      status: raw.status,
      releaseToken: raw.release_token,
      venue: { ...session.venue, address: raw.address },
      location: session.location,
    };
  });
};

/**
 * A guest's bookings become the account's their claim link added them to (issue 43): the guest
 * was the visitor themself, who now attends as that account.
 */
export async function moveGuestBookings(
  tx: Database,
  guestId: number,
  accountId: number,
): Promise<number> {
  const moved = await tx
    .update(bookings)
    .set({ customerId: accountId })
    .where(eq(bookings.customerId, guestId))
    .returning({ id: bookings.id });
  return moved.length;
}
