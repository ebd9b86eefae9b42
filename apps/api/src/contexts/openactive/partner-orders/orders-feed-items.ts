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

/** The booking id an order item's `@id` ends with (`…#/orderedItem/{booking id}`). */
export function bookingIdOfItem(itemId: unknown): number | null {
  if (typeof itemId !== 'string') return null;
  const match = /#\/orderedItem\/(\d{1,15})$/.exec(itemId);
  return match ? Number(match[1]) : null;
}

export function orderFeedData(
  orderResponse: string,
  bookings: readonly PartnerOrderBooking[],
  customerCancelled: readonly number[],
): Record<string, unknown> {
  const order = JSON.parse(orderResponse) as Record<string, unknown>;
  const statusOf = new Map(bookings.map((booking) => [booking.id, booking.status]));
  const items = (order.orderedItem as Record<string, unknown>[]).map(
    ({ position: _position, accessCode: _accessCode, ...item }) => {
      const bookingId = bookingIdOfItem(item['@id']);
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
