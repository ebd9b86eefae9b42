import type { Cancellation } from '../api/cancel-booking';
import type { MyBooking } from '../api/get-my-bookings';
import type { MyCancellation } from '../api/get-my-cancellations';

type Money = { raw: number; formatted: string };

/** What a cancellation gave back (to account credit or the card) and any late fee it cost. */
export interface CancellationResult {
  refund: { to: 'credit' | 'card' | 'partner'; amount: Money } | null;
  lateFee: Money | null;
}

/** A booking cancelled on this page: what it was, where it stood, and what it gave back. */
export interface CancelledBooking {
  booking: MyBooking;
  /** Its place in the list when it was cancelled, so it stays there. */
  index: number;
  result: CancellationResult;
}

/** The answer to cancelling one booking, as its refund line reads it. */
export function resultOfCancellation(answer: Cancellation): CancellationResult {
  const refund =
    answer.cardRefunded.raw > 0
      ? { to: 'card' as const, amount: answer.cardRefunded }
      : answer.creditRefunded.raw > 0
        ? { to: 'credit' as const, amount: answer.creditRefunded }
        : null;
  return { refund, lateFee: answer.lateFee.raw > 0 ? answer.lateFee : null };
}

/** A cancellation from My account's list, as its refund line reads it. */
export function resultOfListed(cancellation: MyCancellation): CancellationResult {
  return { refund: cancellation.refund, lateFee: cancellation.lateFee };
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

const destinations = {
  credit: 'your account credit',
  card: 'your card',
  partner: 'you by the app you booked through',
} as const;

/** The refund line of a cancelled booking: what came back, where to, and any late fee. */
export function refundLine({ refund, lateFee }: CancellationResult): string {
  const parts = [
    refund ? `${refund.amount.formatted} refunded to ${destinations[refund.to]}` : null,
    lateFee ? `late cancellation fee ${lateFee.formatted}` : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return 'Nothing to refund';
  const line = parts.join(', ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/** The toast once a booking is cancelled: what comes back and what it cost. */
export function cancelledToast({ refund, lateFee }: CancellationResult): string {
  const refunded = !refund
    ? ''
    : refund.to === 'card'
      ? ` ${refund.amount.formatted} will be refunded to your card.`
      : refund.to === 'partner'
        ? ` ${refund.amount.formatted} will be refunded by the app you booked through.`
        : ` ${refund.amount.formatted} has been added to your account credit.`;
  const fee = lateFee ? ` A late cancellation fee of ${lateFee.formatted} applies.` : '';
  return `Your booking has been cancelled.${refunded}${fee}`;
}

/**
 * What the confirmation says cancelling now will do, by the booking's policy: past the cut-off,
 * the policy's own words (no refund, or the late fee); before it, the price back to account
 * credit, or to the card when the policy refunds there (`awards_credit` says no credit).
 */
export function refundPromise(booking: MyBooking): string {
  const { isAfterCutoff, cutoffMessage } = booking.cancellationCutoff;
  if (isAfterCutoff && cutoffMessage) return cutoffMessage;
  // "£6.70" refunds; "£0.00" or "Free" does not.
  if (!/[1-9]/.test(booking.price)) return 'There is nothing to refund for this booking.';
  return booking.awardsCredit.canBeAwarded
    ? `${booking.price} will be refunded to your account credit.`
    : `${booking.price} will be refunded to the card you paid with.`;
}
