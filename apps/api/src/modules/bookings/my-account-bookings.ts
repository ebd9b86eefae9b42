import type { BookingFilter, MyAccountBooking } from '@lido/contract';
import type { Database } from '../../db/client';
import { formatPence } from '../../money';
import { dateObject, timeOfDay } from '../timetable';
import { findOperator } from '../venues';
import { listCustomerBookings, type CustomerBookingRow } from './bookings.repository';

/** The live system sends this far-future date on bookings that do not expire. */
const NEVER_EXPIRES = '2100-01-01';
export const BENEFIT_CREDIT_MESSAGE =
  'The booking was paid for using a benefit, this will be returned to the customer if they adhere to the cancellation notice period. The customer will not receive credit.';
export const STARTED_CUTOFF_MESSAGE = 'This booking has already started and cannot be cancelled.';

export async function listMyBookings(
  db: Database,
  customerId: number,
  { filter, now, limit }: { filter: BookingFilter; now: Date; limit?: number },
): Promise<MyAccountBooking[]> {
  const [rows, operator] = await Promise.all([
    listCustomerBookings(db, customerId, { filter, now, limit }),
    findOperator(db),
  ]);
  const currency = operator?.currencyCode ?? 'GBP';
  return rows.map((row, index) => toMyAccountBooking(row, index, now, currency));
}

/**
 * One booking in the live shape (reference/fixtures/my-account-bookings.json). Until the
 * booking issue adds per-activity notice periods, a booking can be cancelled until it starts.
 */
export function toMyAccountBooking(
  { booking, occurrence, categoryName, venue, location }: CustomerBookingRow,
  order: number,
  now: Date,
  currencyCode: string,
): MyAccountBooking {
  const zone = venue.timezone;
  const hasStarted = now.getTime() >= occurrence.startsAt.getTime();
  const isBooked = booking.status === 'booked';
  const minutes = Math.round(
    (occurrence.endsAt.getTime() - occurrence.startsAt.getTime()) / 60_000,
  );
  const duration = `${minutes}min`;
  const startsAt = timeOfDay(occurrence.startsAt, zone);
  const endsAt = timeOfDay(occurrence.endsAt, zone);
  const date = dateObject(occurrence.date, zone, now, occurrence.startsAt);
  const pricePence = booking.pricePence * booking.quantity;
  return {
    id: booking.id,
    booking_expires_at: dateObject(
      NEVER_EXPIRES,
      'UTC',
      now,
      new Date(`${NEVER_EXPIRES}T00:00:00Z`),
    ),
    can_be_cancelled: isBooked && !hasStarted,
    status: booking.status,
    cancellation_cutoff: {
      is_after_cutoff: isBooked && hasStarted,
      cutoff_action: isBooked && hasStarted ? 'prevent' : null,
      cutoff_message: isBooked && hasStarted ? STARTED_CUTOFF_MESSAGE : null,
    },
    attended: booking.attended,
    awards_credit:
      pricePence > 0
        ? { can_be_awarded: true, message: '' }
        : { can_be_awarded: false, message: BENEFIT_CREDIT_MESSAGE },
    item: {
      duration,
      date,
      starts_at: startsAt,
      ends_at: endsAt,
      location: location
        ? {
            id: String(location.id),
            name: location.name,
            type: location.type,
            slug: location.slug,
            venue_id: venue.id,
            venue_slug: venue.slug,
          }
        : null,
    },
    category: categoryName,
    venue: venue.name,
    venue_type: venue.venueType,
    simple_name: occurrence.name,
    price: formatPence(pricePence, currencyCode),
    date: date.full_date_pretty,
    time: `${startsAt.format_24_hour} - ${endsAt.format_24_hour} (${duration})`,
    venue_name: venue.name,
    description: occurrence.name,
    order,
    order_id: booking.orderId,
    activity_id: occurrence.id,
  };
}
