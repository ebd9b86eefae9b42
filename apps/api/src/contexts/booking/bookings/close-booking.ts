import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { returnBenefit } from '../../memberships/benefits';
import { returnVisit } from '../../memberships/packages';
import { givePlacesBack } from '../../timetable/timetable';

// Closing one booking, whoever cancels it and whatever decided its refund: a customer by the
// policy (booking-cancellation.ts), the desk (desk-refund-bookings.ts), the venue calling off
// the session (session-cancelled-bookings.ts).

/** A booking as cancelling it needs it. */
export interface ClosingBooking {
  id: number;
  customerId: number;
  occurrenceId: number;
  orderId: number;
  quantity: number;
  packageId: number | null;
  benefitId: number | null;
}

/**
 * Cancels one booking locked by the caller, whatever decided its refund (the policy online, the
 * desk's discretion): a package visit and a benefit's use come back unless it was cancelled after
 * the cut-off, the booking records what was refunded and where, and its places go back through
 * the timetable (the one writer of capacity).
 */
export async function closeBooking(
  tx: Database,
  booking: ClosingBooking,
  outcome: {
    isAfterCutoff: boolean;
    refundPence: number;
    refundTo: 'credit' | 'card' | 'partner' | null;
    /** How much of the refund went to the card, where the caller knows it booking by booking. */
    cardRefundPence?: number;
    lateFeePence: number;
    now: Date;
  },
): Promise<void> {
  const { now } = outcome;
  // A package visit comes back when the place is refunded in full.
  if (booking.packageId !== null && !outcome.isAfterCutoff) {
    await returnVisit(tx, booking.packageId, {
      bookingId: booking.id,
      orderId: booking.orderId,
      now,
    });
  }
  // So does a membership benefit's use, counted again in its period.
  if (booking.benefitId !== null && !outcome.isAfterCutoff) {
    await returnBenefit(tx, booking.benefitId, {
      id: booking.id,
      customerId: booking.customerId,
      orderId: booking.orderId,
      occurrenceId: booking.occurrenceId,
      now,
    });
  }
  await tx.execute(
    sql`update bookings set status = 'cancelled', cancelled_at = ${now.toISOString()}::timestamptz,
      cancelled_after_cutoff = ${outcome.isAfterCutoff}, refund_pence = ${outcome.refundPence},
      refund_to = ${outcome.refundTo}, card_refund_pence = ${outcome.cardRefundPence ?? null},
      late_fee_pence = ${outcome.lateFeePence}
      where id = ${booking.id}`,
  );
  await givePlacesBack(tx, booking.occurrenceId, booking.quantity);
}
