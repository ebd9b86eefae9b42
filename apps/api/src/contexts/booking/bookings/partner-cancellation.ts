import type { Cancellation } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import { cancelAuthorised, type CancellationDeps, NOT_FOUND } from './booking-cancellation';

/**
 * An OpenActive booking partner cancelling bookings of one of its orders as its customer asked
 * (U, flows/open-booking): the same cancellation as the customer's own, under the activity's
 * policy, all or none; a booking of another order reads as missing. The refund is recorded as
 * the partner's to give (money/payments, partner-tender.ts). Cancelled ones stay as they are.
 * `noteCancelledByCustomer` is told, in the cancellation's transaction, the bookings it is
 * cancelling now, so whoever keeps the partner's order can say the customer cancelled them.
 */
export function cancelPartnerBookings(
  deps: CancellationDeps,
  {
    orderId,
    bookingIds,
    now,
    noteCancelledByCustomer,
  }: {
    orderId: number;
    bookingIds: readonly number[];
    now: Date;
    noteCancelledByCustomer: (tx: Database, bookingId: number) => Promise<void>;
  },
): Promise<Cancellation> {
  return cancelAuthorised(deps, bookingIds, now, async (tx, booking) => {
    if (Number(booking.order_id) !== orderId) throw new DomainError('NOT_FOUND', NOT_FOUND);
    if (booking.status === 'booked') await noteCancelledByCustomer(tx, booking.id);
  });
}
