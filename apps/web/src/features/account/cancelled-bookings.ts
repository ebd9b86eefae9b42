import type { MyBooking } from './api/get-my-bookings';

/** A booking cancelled on this page: what it was, where it stood, and the credit it gave back. */
export interface CancelledBooking {
  booking: MyBooking;
  /** Its place in the list when it was cancelled, so it stays there. */
  index: number;
  /** The API's `credit_refunded`, formatted ("£6.70"); "£0.00" when nothing was paid. */
  refund: { raw: number; formatted: string };
}

/**
 * The list with this page's cancellations kept in view as cancelled: the upcoming list from the
 * API leaves cancelled bookings out, and a booking that vanishes reads as an error.
 */
export function withCancellations(
  bookings: readonly MyBooking[],
  cancellations: readonly CancelledBooking[],
): MyBooking[] {
  const cancelledIds = new Set(cancellations.map((entry) => entry.booking.id));
  const shownIds = new Set(bookings.map((booking) => booking.id));
  const shown = bookings.map((booking) =>
    cancelledIds.has(booking.id) ? { ...booking, status: 'cancelled' as const } : booking,
  );
  const gone = cancellations
    .filter((entry) => !shownIds.has(entry.booking.id))
    .sort((a, b) => a.index - b.index);
  for (const entry of gone) {
    shown.splice(Math.min(entry.index, shown.length), 0, {
      ...entry.booking,
      status: 'cancelled',
      canBeCancelled: false,
    });
  }
  return shown;
}

/** The refund line of a booking cancelled here. */
export function refundLine(refund: CancelledBooking['refund']): string {
  return refund.raw > 0
    ? `${refund.formatted} refunded to your account credit`
    : 'Nothing to refund';
}

/** What the confirmation says will come back: the price goes to account credit. */
export function refundPromise(booking: MyBooking): string {
  // "£6.70" refunds; "£0.00" or "Free" does not.
  return /[1-9]/.test(booking.price)
    ? `${booking.price} will be refunded to your account credit.`
    : 'There is nothing to refund for this booking.';
}
