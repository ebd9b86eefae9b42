import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { rowsOf } from '../platform/db/raw-rows';

// The bookings of a booking partner's order as its Orders feed shows them
// (contexts/openactive/partner-orders): each booking's id and whether it still stands. It reads the
// bookings table by name and writes nothing, as the other read views here do.

export interface PartnerOrderBooking {
  id: number;
  status: 'booked' | 'cancelled';
  /** Places the booking holds: an order's items of one session are one booking. */
  quantity: number;
}

export function findPartnerOrderBookings(
  db: Database,
  orderId: number,
): Promise<PartnerOrderBooking[]> {
  return rowsOf<PartnerOrderBooking>(
    db,
    sql`select id::float8 as id, status, quantity from bookings where order_id = ${orderId}
      order by id`,
  );
}
