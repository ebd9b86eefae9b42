import type { MyBooking } from '../api/get-my-bookings';

interface BookingsListProps {
  bookings: readonly MyBooking[];
  /** Offers a Cancel button on bookings that can still be cancelled. */
  onCancel?: (booking: MyBooking) => void;
  /** The booking whose cancellation is under way. */
  cancellingId?: number | null;
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

/** My account bookings in the live shape: date, time, activity, venue, price and status. */
export function BookingsList({
  bookings,
  emptyText,
  caption,
  onCancel,
  cancellingId = null,
}: BookingsListProps) {
  if (bookings.length === 0) return <p>{emptyText}</p>;
  return (
    <table className="lido-account__table" data-testid="bookings-list">
      <caption className="lido-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Time</th>
          <th scope="col">Activity</th>
          <th scope="col">Venue</th>
          <th scope="col">Price</th>
          <th scope="col">Status</th>
          {onCancel ? (
            <th scope="col">
              <span className="lido-visually-hidden">Actions</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {bookings.map((booking) => (
          <tr key={booking.id} data-testid="booking-row">
            <td>{booking.date}</td>
            <td>{booking.time}</td>
            <td>
              {booking.description}
              {booking.item.location ? (
                <span className="lido-account__subtle">{booking.item.location.name}</span>
              ) : null}
            </td>
            <td>{booking.venue}</td>
            <td>{booking.price}</td>
            <td>{statusLabel(booking)}</td>
            {onCancel ? (
              <td>
                {booking.status === 'booked' && booking.canBeCancelled ? (
                  <button
                    type="button"
                    className="lido-account__cancel"
                    disabled={cancellingId === booking.id}
                    aria-label={`Cancel ${booking.description} on ${booking.date}`}
                    onClick={() => onCancel(booking)}
                  >
                    {cancellingId === booking.id ? 'Cancelling…' : 'Cancel'}
                  </button>
                ) : null}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
