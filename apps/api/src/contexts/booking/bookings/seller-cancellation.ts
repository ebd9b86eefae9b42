import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { findCancellationPolicies } from '../../venue-setup/cancellation-policies';
import { cancelBookingAsSeller, type SessionBookingRefund } from './session-cancelled-bookings';

/** What cancelling one booking of an order the venue called off gave back, and to whom. */
export type SellerCancellationRefund = SessionBookingRefund;

/**
 * The venue cancels every booking still booked on an order (an OpenActive seller cancellation,
 * `test:SellerRequestedCancellationSimulateAction` in the Open Booking API's test interface), in
 * the caller's transaction. It is the seller's doing, not the customer's, so it refunds as
 * `cancelBookingsOfCancelledSession` does for a session the venue called off: the whole price,
 * whatever the notice and the policy's cut-off, with no late fee and package visits and benefit
 * uses returned; refunded by the booking partner when the partner took the money, else where
 * each activity's policy sends refunds (the card that paid, up to what it paid less earlier
 * refunds, the rest to credit). Places go back through the timetable. Bookings cancelled already
 * are left alone, so running it again changes nothing. Card refunds are queued here, for the
 * caller to send after the commit (the payments sweep sends any it does not).
 */
export async function cancelOrderBySeller(
  tx: Database,
  { orderId, now }: { orderId: number; now: Date },
): Promise<SellerCancellationRefund[]> {
  const rows = await rowsOf<{
    id: number;
    customer_id: number;
    payer_id: number | null;
    occurrence_id: number;
    category_id: string;
    quantity: number;
    price_pence: number;
    package_id: number | null;
    benefit_id: number | null;
  }>(
    tx,
    sql`select b.id::float8 as id, b.customer_id, ord.customer_id as payer_id,
        b.occurrence_id::float8 as occurrence_id, o.category_id, b.quantity, b.price_pence,
        b.package_id, b.benefit_id
      from bookings b
      join occurrences o on o.id = b.occurrence_id
      left join orders ord on ord.id = b.order_id
      where b.order_id = ${orderId} and b.status = 'booked'
      order by b.id
      for update of b`,
  );
  if (rows.length === 0) return [];
  const policyOf = await findCancellationPolicies(
    tx,
    rows.map((row) => row.category_id),
  );
  const refunds: SellerCancellationRefund[] = [];
  for (const row of rows) {
    refunds.push(
      await cancelBookingAsSeller(
        tx,
        { ...row, order_id: orderId },
        {
          refundTo: policyOf(row.category_id).refundTo,
          description: `Refund of booking ${Number(row.id)}: the venue cancelled it`,
          now,
        },
      ),
    );
  }
  return refunds;
}
