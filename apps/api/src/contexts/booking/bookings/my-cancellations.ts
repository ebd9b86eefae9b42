import type { BookingCancellation } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { wirePrice } from '../../../platform/money';
import { findOperator } from '../../venue-setup/venues';
import { listCancelledBookings } from './bookings.repository';
import { toMyAccountBookings } from './my-account-bookings';

/** As many as My account shows: the latest cancellations are the ones a customer looks for. */
const CANCELLATIONS_SHOWN = 50;

/** A customer's cancelled bookings, each with what its cancellation refunded and any late fee. */
export async function listMyCancellations(
  db: Database,
  customerId: number,
  now: Date,
): Promise<BookingCancellation[]> {
  const [rows, operator] = await Promise.all([
    listCancelledBookings(db, customerId, CANCELLATIONS_SHOWN),
    findOperator(db),
  ]);
  const currencyCode = operator?.currencyCode ?? 'GBP';
  const shaped = await toMyAccountBookings(db, rows, { now, currencyCode });
  return rows.map(({ booking }, index) => ({
    booking: shaped[index]!,
    cancelled_at: booking.cancelledAt!.toISOString(),
    after_cutoff: booking.cancelledAfterCutoff,
    refund:
      booking.refundTo && booking.refundPence
        ? { to: booking.refundTo, amount: wirePrice(booking.refundPence, currencyCode) }
        : null,
    late_fee: booking.lateFeePence ? wirePrice(booking.lateFeePence, currencyCode) : null,
  }));
}
