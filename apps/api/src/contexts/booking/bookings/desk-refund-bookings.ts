import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { inList } from '../../../platform/db/sql-lists';
import { DomainError } from '../../../platform/errors/domain-error';
import { NOT_FOUND } from './booking-cancellation';
import { closeBooking, type ClosingBooking } from './close-booking';
import { sessionLabel } from './session-label';

/** A booking of an order, locked for the desk to cancel and refund. */
export interface RefundableBooking extends ClosingBooking {
  /** What was paid for it: the desk refunds all of it. */
  pricePence: number;
  /** "Spin on Thu 22 October 2026 at 19:00", and where: how the refund email names it. */
  session: string;
  venueName: string;
}

/**
 * Locks the bookings of an order the desk is to refund, in the caller's transaction: the order
 * must exist and `authorise` (given whoever placed it) must allow the caller, else 404 as for a
 * missing order; each booking must be the order's (404 naming it) and not cancelled already (422
 * on `booking_ids`). Answers who paid and the bookings, their prices as paid.
 */
export async function lockOrderBookingsForRefund(
  tx: Database,
  {
    orderId,
    bookingIds,
    authorise,
    now,
  }: {
    orderId: number;
    bookingIds: readonly number[];
    authorise: (payerId: number) => Promise<void>;
    now: Date;
  },
): Promise<{ payerId: number; bookings: RefundableBooking[] }> {
  const [order] = await rowsOf<{ customer_id: number }>(
    tx,
    sql`select customer_id from orders where id = ${orderId}`,
  );
  if (!order) throw new DomainError('NOT_FOUND', NOT_FOUND);
  await authorise(order.customer_id);
  const ids = [...new Set(bookingIds)];
  const rows = await rowsOf<{
    id: number;
    customer_id: number;
    occurrence_id: number;
    quantity: number;
    price_pence: number;
    status: 'booked' | 'cancelled';
    package_id: number | null;
    benefit_id: number | null;
    name: string;
    date: string;
    starts_at: Date;
    timezone: string;
    venue_name: string;
  }>(
    tx,
    sql`select b.id::float8 as id, b.customer_id, b.occurrence_id::float8 as occurrence_id,
        b.quantity, b.price_pence, b.status, b.package_id, b.benefit_id,
        o.name, o.date::text as date, o.starts_at, v.timezone, v.name as venue_name
      from bookings b
      join occurrences o on o.id = b.occurrence_id
      join venues v on v.id = o.venue_id
      where b.order_id = ${orderId} and ${inList(sql`b.id`, ids)}
      order by b.id for update of b`,
  );
  const missing = ids.filter((id) => !rows.some((row) => row.id === id));
  if (missing.length > 0) {
    throw new DomainError(
      'NOT_FOUND',
      `Booking ${missing.join(', ')} is not part of order ${orderId}.`,
    );
  }
  const cancelled = rows.filter((row) => row.status === 'cancelled').map((row) => row.id);
  if (cancelled.length > 0) {
    const message = `Booking ${cancelled.join(', ')} is already cancelled.`;
    throw new DomainError('VALIDATION_FAILED', message, { booking_ids: [message] });
  }
  return {
    payerId: order.customer_id,
    bookings: rows.map((row) => ({
      id: row.id,
      customerId: row.customer_id,
      occurrenceId: row.occurrence_id,
      orderId,
      quantity: row.quantity,
      pricePence: row.price_pence,
      packageId: row.package_id,
      benefitId: row.benefit_id,
      session: sessionLabel({ ...row, startsAt: new Date(row.starts_at) }, now),
      venueName: row.venue_name,
    })),
  };
}

/**
 * Cancels bookings the desk refunds in full (locked by `lockOrderBookingsForRefund`), regardless
 * of the cancellation policy: no late fee, visits and benefit uses come back, places go back.
 * `refundTo` is what a customer's bookings list says of the refund (null: cash at the desk).
 */
export async function cancelRefundedBookings(
  tx: Database,
  bookings: readonly RefundableBooking[],
  { refundTo, now }: { refundTo: 'credit' | 'card' | null; now: Date },
): Promise<void> {
  for (const booking of bookings) {
    await closeBooking(tx, booking, {
      isAfterCutoff: false,
      refundPence: booking.pricePence,
      refundTo,
      lateFeePence: 0,
      now,
    });
  }
}
