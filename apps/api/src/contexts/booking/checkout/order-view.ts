import { timingSafeEqual } from 'node:crypto';
import type { Order } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import { wirePrice } from '../../../platform/money';
import { toLocation } from '../../venue-setup/catalogue';
import { listOrderPayments } from '../../money/payments';
import { dateObject, durationLabel, timeOfDay } from '../../timetable/timetable';
import { findOperator } from '../../venue-setup/venues';
import { bookingCalendar } from './booking-calendar';
import type { ListOrderBookings } from './checkout-ports';
import { findCustomerOrder, findOrder } from './checkout.repository';

/** The booking confirmation of an order, for the customer who placed it and nobody else. */
export async function readOrder(
  { db, listOrderBookings }: { db: Database; listOrderBookings: ListOrderBookings },
  customerId: number,
  orderId: number,
  now: Date,
): Promise<Order> {
  const order = await findCustomerOrder(db, orderId, customerId);
  if (!order) throw new DomainError('NOT_FOUND', 'Unable to complete request, item not found.');
  const [bookings, payments, operator] = await Promise.all([
    listOrderBookings(db, order.id),
    listOrderPayments(db, order.id),
    findOperator(db),
  ]);
  const currency = operator?.currencyCode ?? 'GBP';
  return {
    id: order.id,
    status: 'completed',
    created_at: order.createdAt.toISOString(),
    total: wirePrice(order.totalPence, currency),
    bookings: bookings.map((booking) => ({
      id: booking.id,
      name: booking.name,
      venue_name: booking.venue.name,
      venue_slug: booking.venue.slug,
      location: booking.location
        ? toLocation({ ...booking.location, venueId: booking.venue.id }, booking.venue.slug)
        : null,
      date: dateObject(booking.date, booking.venue.timezone, now, booking.startsAt),
      starts_at: timeOfDay(booking.startsAt, booking.venue.timezone),
      ends_at: timeOfDay(booking.endsAt, booking.venue.timezone),
      duration: durationLabel(booking.startsAt, booking.endsAt),
      quantity: booking.quantity,
      pricing_option_name: booking.pricingOptionName,
      price: wirePrice(booking.pricePence, currency),
      attendee: {
        id: booking.customerId,
        first_name: booking.firstName,
        last_name: booking.lastName,
      },
    })),
    payments: payments.map((payment) => ({
      tender_type: payment.tenderType,
      amount: wirePrice(payment.amountPence, currency),
      reference: payment.reference,
      card:
        payment.cardType && payment.lastFourDigits
          ? { card_type: payment.cardType, last_four_digits: payment.lastFourDigits }
          : null,
    })),
    calendar_url: `/api/checkout/orders/${order.id}/calendar.ics?token=${order.calendarToken}`,
  };
}

/** Compares a presented token with the stored one without telling by timing how much matched. */
function isSameSecret(stored: string, presented: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The order's sessions as an .ics file, opened by the token in its calendar link. */
export async function orderCalendar(
  { db, listOrderBookings }: { db: Database; listOrderBookings: ListOrderBookings },
  orderId: number,
  token: string,
  { now, siteUrl }: { now: Date; siteUrl: string },
): Promise<string> {
  const order = await findOrder(db, orderId);
  if (!order || !isSameSecret(order.calendarToken, token)) {
    throw new DomainError('NOT_FOUND', 'Unable to complete request, item not found.');
  }
  const [bookings, operator] = await Promise.all([
    listOrderBookings(db, order.id),
    findOperator(db),
  ]);
  return bookingCalendar(bookings, { now, siteUrl, operatorName: operator?.name ?? 'Lido' });
}
