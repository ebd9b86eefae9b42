import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { findCancellationPolicies } from '../../venue-setup/cancellation-policies';
import { recordCreditEntry } from '../../money/credit-ledger';
import { queueCardRefund, recordPartnerRefund } from '../../money/payments';
import { closeBooking } from './close-booking';

/** What cancelling one booking of a session the venue called off gave back, and to whom. */
export interface SessionBookingRefund {
  bookingId: number;
  /** Who was going. */
  customerId: number;
  /** Who paid, and so whom the money goes back to. */
  payerId: number;
  quantity: number;
  pricePence: number;
  /** Given back to the card that paid (queued now, sent after the commit). */
  cardPence: number;
  /** Given back as account credit. */
  creditPence: number;
  /** Owed back by the OpenActive booking partner that took the payment. */
  partnerPence: number;
  /** The queued card refund, for the caller to send after the commit; null when none. */
  cardRefundId: string | null;
}

/**
 * Cancels every booking still booked on a session the venue has cancelled, in the caller's
 * transaction (the session locked by it first). The venue called it off, not the customer, so
 * whatever the notice the whole price comes back, with no late fee, no penalty, and package
 * visits and benefit uses returned; it goes where the activity's cancellation policy sends
 * refunds: to the card that paid (up to what the card paid for the order, less earlier refunds;
 * the rest to credit, as a customer's cancellation does) or to account credit. Places go back
 * through the timetable. Bookings cancelled already are left alone, so running it again
 * changes nothing.
 */
export async function cancelBookingsOfCancelledSession(
  tx: Database,
  { occurrenceId, categoryId, now }: { occurrenceId: number; categoryId: string; now: Date },
): Promise<SessionBookingRefund[]> {
  const rows = await rowsOf<{
    id: number;
    customer_id: number;
    payer_id: number | null;
    order_id: number;
    quantity: number;
    price_pence: number;
    package_id: number | null;
    benefit_id: number | null;
  }>(
    tx,
    sql`select b.id::float8 as id, b.customer_id, ord.customer_id as payer_id,
        b.order_id::float8 as order_id, b.quantity, b.price_pence, b.package_id, b.benefit_id
      from bookings b
      left join orders ord on ord.id = b.order_id
      where b.occurrence_id = ${occurrenceId} and b.status = 'booked'
      order by b.id
      for update of b`,
  );
  if (rows.length === 0) return [];
  const { refundTo } = (await findCancellationPolicies(tx, [categoryId]))(categoryId);
  const refunds: SessionBookingRefund[] = [];
  for (const row of rows) {
    const description = `Refund of booking ${row.id}: the session was cancelled by the venue`;
    refunds.push(
      await cancelBookingAsSeller(
        tx,
        { ...row, occurrence_id: occurrenceId },
        {
          refundTo,
          description,
          now,
        },
      ),
    );
  }
  return refunds;
}

/** A booked booking the venue is cancelling, locked by the caller. */
export interface SellerCancelledRow {
  id: number;
  customer_id: number;
  payer_id: number | null;
  order_id: number;
  occurrence_id: number;
  quantity: number;
  price_pence: number;
  package_id: number | null;
  benefit_id: number | null;
}

/**
 * Cancels one booking the venue called off, in the caller's transaction: the whole price back,
 * with no late fee, package visits and benefit uses returned, and its places given back through
 * the timetable. The refund goes to the booking partner that took the money (decisions/046), else
 * where the activity's policy sends refunds: the card that paid (up to what it paid for the
 * order, less earlier refunds; queued for the caller to send after the commit), the rest to
 * account credit.
 */
export async function cancelBookingAsSeller(
  tx: Database,
  row: SellerCancelledRow,
  { refundTo, description, now }: { refundTo: 'card' | 'credit'; description: string; now: Date },
): Promise<SessionBookingRefund> {
  const bookingId = Number(row.id);
  const orderId = Number(row.order_id);
  const payerId = row.payer_id ?? row.customer_id;
  let cardPence = 0;
  let cardRefundId: string | null = null;
  const partnerPence = await recordPartnerRefund(tx, {
    orderId,
    amountPence: row.price_pence,
    description,
    now,
  });
  if (partnerPence === 0 && row.price_pence > 0 && refundTo === 'card') {
    const queued = await queueCardRefund(tx, {
      orderId,
      amountPence: row.price_pence,
      description,
      now,
    });
    if (queued.queued) {
      cardPence = queued.amountPence;
      cardRefundId = queued.refundId;
    }
  }
  const creditPence = row.price_pence - cardPence - partnerPence;
  if (creditPence > 0) {
    await recordCreditEntry(tx, {
      customerId: payerId,
      kind: 'general',
      movement: 'refund',
      amountPence: creditPence,
      reason: description,
      orderId,
      createdAt: now,
    });
  }
  await closeBooking(
    tx,
    {
      id: bookingId,
      customerId: row.customer_id,
      occurrenceId: Number(row.occurrence_id),
      orderId,
      quantity: row.quantity,
      packageId: row.package_id,
      benefitId: row.benefit_id,
    },
    {
      isAfterCutoff: false,
      refundPence: row.price_pence,
      refundTo: refundDestination(row.price_pence, { cardPence, partnerPence }),
      cardRefundPence: cardPence,
      lateFeePence: 0,
      now,
    },
  );
  return {
    bookingId,
    customerId: row.customer_id,
    payerId,
    quantity: row.quantity,
    pricePence: row.price_pence,
    cardPence,
    creditPence,
    partnerPence,
    cardRefundId,
  };
}

function refundDestination(
  pricePence: number,
  { cardPence, partnerPence }: { cardPence: number; partnerPence: number },
): 'card' | 'credit' | 'partner' | null {
  if (pricePence <= 0) return null;
  if (partnerPence > 0) return 'partner';
  return cardPence > 0 ? 'card' : 'credit';
}

/** Customers with places booked on a session, and who paid for them: whom a change concerns. */
export async function findBookedCustomersOn(
  db: Database,
  occurrenceId: number,
): Promise<{ bookingId: number; customerId: number; payerId: number; quantity: number }[]> {
  const rows = await rowsOf<{
    id: number;
    customer_id: number;
    payer_id: number | null;
    quantity: number;
  }>(
    db,
    sql`select b.id::float8 as id, b.customer_id, ord.customer_id as payer_id, b.quantity
      from bookings b
      left join orders ord on ord.id = b.order_id
      where b.occurrence_id = ${occurrenceId} and b.status = 'booked'
      order by b.id`,
  );
  return rows.map((row) => ({
    bookingId: Number(row.id),
    customerId: row.customer_id,
    payerId: row.payer_id ?? row.customer_id,
    quantity: row.quantity,
  }));
}
