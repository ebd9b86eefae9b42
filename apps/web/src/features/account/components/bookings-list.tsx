import type { MyBooking } from '../../../shared/api/get-my-bookings';
import type { CancellationResult } from '../../../shared/lib/cancelled-bookings';
import { refundLine } from '../../../shared/lib/cancelled-bookings';
import type { AccountColumn } from '../../../shared/components/account-table';
import { AccountTable } from '../../../shared/components/account-table';

interface BookingsListProps {
  bookings: readonly MyBooking[];
  /** Offers a Cancel button on bookings that can still be cancelled (it asks to confirm). */
  onCancel?: (booking: MyBooking) => void;
  /** Cancelled bookings with what each refunded (and any late fee): shown on their row. */
  refunds?: ReadonlyMap<number, CancellationResult>;
  /** Shown when there are none, e.g. 'You have no upcoming bookings.' */
  emptyText: string;
  caption: string;
}

const statusLabels: Record<MyBooking['status'], string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
};

function statusLabel(booking: MyBooking): string {
  if (booking.status === 'booked' && booking.attended) return 'Attended';
  return statusLabels[booking.status];
}

const columns: AccountColumn[] = [
  { label: 'Date' },
  { label: 'Time' },
  { label: 'Activity' },
  { label: 'Venue' },
  { label: 'Price' },
  { label: 'Status' },
];

/** My account bookings in the live shape: date, time, activity, venue, price and status. */
export function BookingsList({
  bookings,
  emptyText,
  caption,
  onCancel,
  refunds,
}: BookingsListProps) {
  if (bookings.length === 0) return <p>{emptyText}</p>;
  return (
    <AccountTable
      caption={caption}
      testId="bookings-list"
      columns={onCancel ? [...columns, { label: 'Actions', isLabelHidden: true }] : columns}
      rows={bookings.map((booking) => {
        const refund = refunds?.get(booking.id);
        return {
          key: booking.id,
          testId: 'booking-row',
          className: booking.status === 'cancelled' ? 'lido-account__row--cancelled' : undefined,
          cells: [
            booking.date,
            booking.time,
            <>
              {booking.description}
              {booking.item.location ? (
                <span className="lido-account__subtle">{booking.item.location.name}</span>
              ) : null}
              {booking.bookedThrough ? (
                <span className="lido-account__subtle">Booked through {booking.bookedThrough}</span>
              ) : null}
            </>,
            booking.venue,
            booking.price,
            <>
              {statusLabel(booking)}
              {refund ? <span className="lido-account__subtle">{refundLine(refund)}</span> : null}
            </>,
            ...(onCancel
              ? [
                  booking.status === 'booked' && booking.canBeCancelled ? (
                    <button
                      type="button"
                      className="lido-account__cancel"
                      // The same class can be booked twice a day: the start time tells them apart.
                      aria-label={`Cancel ${booking.description} on ${booking.date} at ${booking.item.startsAt.format24Hour}`}
                      onClick={() => onCancel(booking)}
                    >
                      Cancel
                    </button>
                  ) : null,
                ]
              : []),
          ],
        };
      })}
    />
  );
}
