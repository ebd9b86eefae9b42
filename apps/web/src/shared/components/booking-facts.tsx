import type { MyBooking } from '../api/get-my-bookings';

/** What a booking is, before it is cancelled: activity, date, time, venue and price. */
export function BookingFacts({ booking }: { booking: MyBooking }) {
  return (
    <dl className="lido-account__facts">
      <dt>Activity</dt>
      <dd>{booking.description}</dd>
      <dt>Date</dt>
      <dd>{booking.date}</dd>
      <dt>Time</dt>
      <dd>{booking.time}</dd>
      <dt>Venue</dt>
      <dd>{booking.venue}</dd>
      <dt>Price</dt>
      <dd>{booking.price}</dd>
    </dl>
  );
}
