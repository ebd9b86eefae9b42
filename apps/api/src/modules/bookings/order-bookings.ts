import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/raw-rows';
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

interface RawOrderBooking {
  id: number;
  customer_id: number;
  first_name: string;
  last_name: string;
  occurrence_id: number;
  name: string;
  date: string;
  starts_epoch: number;
  ends_epoch: number;
  quantity: number;
  price_pence: number;
  pricing_option_name: string;
  venue_id: number;
  venue_slug: string;
  venue_name: string;
  timezone: string;
  address: string;
  location_id: number | null;
  location_name: string | null;
  location_slug: string | null;
  location_type: string | null;
  status: 'booked' | 'cancelled';
  release_token: string | null;
}

/** An order's bookings with their sessions, venues and attendees, in one query. */
export const listOrderBookings: ListOrderBookings = async (db: Database, orderId: number) => {
  const rows = await rowsOf<RawOrderBooking>(
    db,
    sql`
    select b.id::float8 as id, b.customer_id, cu.first_name, cu.last_name,
      o.id::float8 as occurrence_id, o.name, o.date::text as date,
      extract(epoch from o.starts_at)::float8 as starts_epoch,
      extract(epoch from o.ends_at)::float8 as ends_epoch,
      b.quantity, b.price_pence, po.name as pricing_option_name, b.status, b.release_token,
      v.id as venue_id, v.slug as venue_slug, v.name as venue_name, v.timezone,
      concat_ws(', ', v.address_line_1, v.area, v.town, v.postcode) as address,
      l.id as location_id, l.name as location_name, l.slug as location_slug, l.type as location_type
    from bookings b
    join customers cu on cu.id = b.customer_id
    join occurrences o on o.id = b.occurrence_id
    join venues v on v.id = o.venue_id
    join pricing_options po on po.id = b.pricing_option_id
    left join locations l on l.id = o.location_id
    where b.order_id = ${orderId}
    order by o.starts_at, b.id`,
  );
  return rows.map((raw): OrderBookingRow => ({
    id: Number(raw.id),
    customerId: raw.customer_id,
    firstName: raw.first_name,
    lastName: raw.last_name,
    occurrenceId: Number(raw.occurrence_id),
    name: raw.name,
    date: raw.date,
    startsAt: new Date(Number(raw.starts_epoch) * 1000),
    endsAt: new Date(Number(raw.ends_epoch) * 1000),
    quantity: raw.quantity,
    pricePence: raw.price_pence,
    pricingOptionName: raw.pricing_option_name,
    status: raw.status,
    releaseToken: raw.release_token,
    venue: {
      id: raw.venue_id,
      slug: raw.venue_slug,
      name: raw.venue_name,
      timezone: raw.timezone,
      address: raw.address,
    },
    location:
      raw.location_id === null
        ? null
        : {
            id: raw.location_id,
            name: raw.location_name ?? '',
            slug: raw.location_slug ?? '',
            type: raw.location_type ?? 'resource',
          },
  }));
};
