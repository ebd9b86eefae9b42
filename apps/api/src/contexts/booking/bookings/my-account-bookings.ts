import type { BookingFilter, MyAccountBooking } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { formatPence } from '../../../platform/money';
import {
  type CancellationTerms,
  findCancellationPolicies,
  judgeCancellation,
} from '../../venue-setup/cancellation-policies';
import { findCardPaidOrders } from '../../money/payments';
import { dateObject, timeOfDay } from '../../timetable/timetable';
import { findOperator } from '../../venue-setup/venues';
import { listCustomerBookings, type CustomerBookingRow } from './bookings.repository';

/** The live system sends this far-future date on bookings that do not expire. */
const NEVER_EXPIRES = '2100-01-01';
export const BENEFIT_CREDIT_MESSAGE =
  'The booking was paid for using a benefit, this will be returned to the customer if they adhere to the cancellation notice period. The customer will not receive credit.';
export const CARD_REFUND_MESSAGE =
  'Cancelling refunds this booking to the card it was paid with, not to account credit.';
export const PARTNER_REFUND_MESSAGE =
  'This booking was paid for through the app it was booked with, which refunds it; it does not become account credit.';

export async function listMyBookings(
  db: Database,
  customerId: number,
  { filter, now, limit }: { filter: BookingFilter; now: Date; limit?: number },
): Promise<MyAccountBooking[]> {
  const [rows, operator] = await Promise.all([
    listCustomerBookings(db, customerId, { filter, now, limit }),
    findOperator(db),
  ]);
  return toMyAccountBookings(db, rows, { now, currencyCode: operator?.currencyCode ?? 'GBP' });
}

/** Bookings in the live shape, each judged by its activity's cancellation policy. */
export async function toMyAccountBookings(
  db: Database,
  rows: readonly CustomerBookingRow[],
  { now, currencyCode }: { now: Date; currencyCode: string },
): Promise<MyAccountBooking[]> {
  const [policyOf, cardPaid] = await Promise.all([
    findCancellationPolicies(
      db,
      rows.map((row) => row.occurrence.categoryId),
    ),
    findCardPaidOrders(
      db,
      rows.map((row) => row.booking.orderId),
    ),
  ]);
  return rows.map((row, index) => {
    const terms = judgeCancellation(policyOf(row.occurrence.categoryId), {
      startsAt: row.occurrence.startsAt,
      now,
      pricePence: row.booking.pricePence,
      currencyCode,
    });
    // A policy's card refund needs a card payment to go back to; otherwise it is credit.
    const refundsToCard = terms.refundTo === 'card' && cardPaid.has(row.booking.orderId);
    return toMyAccountBooking(
      row,
      index,
      { ...terms, refundTo: refundsToCard ? 'card' : 'credit' },
      {
        now,
        currencyCode,
      },
    );
  });
}

/**
 * One booking in the live shape (reference/fixtures/my-account-bookings.json): whether and how it
 * may be cancelled now comes from its policy's terms. `awards_credit` says whether cancelling
 * gives account credit: not when the policy refunds to the card, nor for a free booking.
 */
function toMyAccountBooking(
  { booking, occurrence, categoryName, venue, location, bookedThrough }: CustomerBookingRow,
  order: number,
  terms: CancellationTerms,
  { now, currencyCode }: { now: Date; currencyCode: string },
): MyAccountBooking {
  const zone = venue.timezone;
  const isBooked = booking.status === 'booked';
  const minutes = Math.round(
    (occurrence.endsAt.getTime() - occurrence.startsAt.getTime()) / 60_000,
  );
  const duration = `${minutes}min`;
  const startsAt = timeOfDay(occurrence.startsAt, zone);
  const endsAt = timeOfDay(occurrence.endsAt, zone);
  const date = dateObject(occurrence.date, zone, now, occurrence.startsAt);
  // The booking's price is its line's: every place it holds.
  const pricePence = booking.pricePence;
  return {
    id: booking.id,
    booking_expires_at: dateObject(
      NEVER_EXPIRES,
      'UTC',
      now,
      new Date(`${NEVER_EXPIRES}T00:00:00Z`),
    ),
    can_be_cancelled: isBooked && terms.canBeCancelled,
    status: booking.status,
    cancellation_cutoff: {
      is_after_cutoff: isBooked && terms.isAfterCutoff,
      cutoff_action: isBooked ? terms.cutoffAction : null,
      cutoff_message: isBooked ? terms.cutoffMessage : null,
    },
    attended: booking.attended,
    awards_credit:
      pricePence === 0
        ? { can_be_awarded: false, message: BENEFIT_CREDIT_MESSAGE }
        : bookedThrough !== null
          ? { can_be_awarded: false, message: PARTNER_REFUND_MESSAGE }
          : terms.refundTo === 'card'
            ? { can_be_awarded: false, message: CARD_REFUND_MESSAGE }
            : { can_be_awarded: true, message: '' },
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
    ...(bookedThrough !== null ? { booked_through: bookedThrough } : {}),
  };
}
