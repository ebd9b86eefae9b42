import type { PartnerOrderBooking } from '../../../read/partner-order-bookings';

// An order as its partner's Orders feed shows it (OBA "Orders feed"): the B response without what
// the feed must not repeat (broker, customer, payment, seller, order number), each item with its
// status now. An item the partner cancelled (U) is CustomerCancelled; one cancelled any other way
// (the venue cancelled the session, the desk cancelled the place) is SellerCancelled.

const LEFT_OUT = [
  'broker',
  'brokerRole',
  'bookingService',
  'customer',
  'payment',
  'seller',
  'orderNumber',
];

const CONFIRMED = 'https://openactive.io/OrderItemConfirmed';
const CUSTOMER_CANCELLED = 'https://openactive.io/CustomerCancelled';
const SELLER_CANCELLED = 'https://openactive.io/SellerCancelled';

/**
 * The booking an order item's `@id` names, and which of its places: `…#/orderedItem/{booking id}`
 * for a booking of one place, `…#/orderedItem/{booking id}-{n}` for place n of a booking of several.
 */
export function orderItemOf(itemId: unknown): { bookingId: number; place: number } | null {
  if (typeof itemId !== 'string') return null;
  const match = /#\/orderedItem\/(\d{1,15})(?:-(\d{1,4}))?$/.exec(itemId);
  return match ? { bookingId: Number(match[1]), place: Number(match[2] ?? 1) } : null;
}

/** An order item's `@id` suffix for place `place` of a booking of `quantity` places. */
export const orderItemSuffix = (bookingId: number, place: number, quantity: number) =>
  quantity === 1 ? `${bookingId}` : `${bookingId}-${place}`;

export function orderFeedData(
  orderResponse: string,
  bookings: readonly PartnerOrderBooking[],
  customerCancelled: readonly number[],
): Record<string, unknown> {
  const order = JSON.parse(orderResponse) as Record<string, unknown>;
  const statusOf = new Map(bookings.map((booking) => [booking.id, booking.status]));
  const items = (order.orderedItem as Record<string, unknown>[]).map(
    ({ position: _position, accessCode: _accessCode, ...item }) => {
      const bookingId = orderItemOf(item['@id'])?.bookingId ?? null;
      const status = bookingId === null ? undefined : statusOf.get(bookingId);
      const cancelled =
        status === 'cancelled' &&
        (bookingId !== null && customerCancelled.includes(bookingId)
          ? CUSTOMER_CANCELLED
          : SELLER_CANCELLED);
      return { ...item, orderItemStatus: cancelled || CONFIRMED };
    },
  );
  return {
    ...Object.fromEntries(Object.entries(order).filter(([key]) => !LEFT_OUT.includes(key))),
    orderedItem: items,
  };
}
