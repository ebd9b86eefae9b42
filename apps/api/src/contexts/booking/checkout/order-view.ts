import { timingSafeEqual } from 'node:crypto';
import type { Order } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { wirePrice } from '../../../platform/money';
import { resolveActingCustomer } from '../../people/accounts';
import { toLocation } from '../../venue-setup/catalogue';
import { listOrderPayments } from '../../money/payments';
import { dateObject, durationLabel, timeOfDay } from '../../timetable/timetable';
import { findOperator } from '../../venue-setup/venues';
import { bookingCalendar } from './booking-calendar';
import type { ListOrderBookings } from './checkout-ports';
import { findCustomerOrder, findOrder, type OrderRow } from './checkout.repository';
import { findOrderByToken } from './guest-orders';

const NOT_FOUND = 'Unable to complete request, item not found.';

/**
 * Whose order it is to read: the secret of a visitor's order (its `order_token`) opens that one
 * order for whoever holds it; otherwise a customer reads their own orders, and staff those of
 * their venue's customers. Any other order is not found, whether or not it exists.
 */
async function findReadableOrder(
  db: Database,
  caller: Caller | null,
  { orderId, token, now }: { orderId: number; token: string | undefined; now: Date },
): Promise<OrderRow> {
  if (token !== undefined) {
    const order = await findOrderByToken(db, orderId, token, now);
    if (!order) throw new DomainError('NOT_FOUND', NOT_FOUND);
    return order;
  }
  if (!caller) throw new DomainError('UNAUTHENTICATED', 'Unauthenticated.');
  if (caller.kind === 'customer') {
    const order = await findCustomerOrder(db, orderId, caller.userId);
    if (!order) throw new DomainError('NOT_FOUND', NOT_FOUND);
    return order;
  }
  const order = await findOrder(db, orderId);
  const isServed =
    order &&
    (await resolveActingCustomer(db, caller, order.customerId).then(
      () => true,
      () => false,
    ));
  if (!order || !isServed) throw new DomainError('NOT_FOUND', NOT_FOUND);
  return order;
}

/** The booking confirmation of an order, for those `findReadableOrder` lets read it. */
export async function readOrder(
  deps: { db: Database; listOrderBookings: ListOrderBookings },
  caller: Caller | null,
  { orderId, token }: { orderId: number; token: string | undefined },
  now: Date,
): Promise<Order> {
  return orderView(deps, await findReadableOrder(deps.db, caller, { orderId, token, now }), now);
}

/** An order as its confirmation shows it, for a reader already allowed it. */
export async function orderView(
  { db, listOrderBookings }: { db: Database; listOrderBookings: ListOrderBookings },
  order: OrderRow,
  now: Date,
): Promise<Order> {
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
    throw new DomainError('NOT_FOUND', NOT_FOUND);
  }
  const [bookings, operator] = await Promise.all([
    listOrderBookings(db, order.id),
    findOperator(db),
  ]);
  return bookingCalendar(bookings, { now, siteUrl, operatorName: operator?.name ?? 'Lido' });
}
