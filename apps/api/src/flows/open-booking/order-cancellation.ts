import { cancelPartnerBookings } from '../../contexts/booking/bookings';
import {
  addCustomerCancelled,
  findPartnerOrder,
  orderItemOf,
  publishPartnerOrders,
} from '../../contexts/openactive/partner-orders';
import { DomainError } from '../../platform/errors/domain-error';
import { findPartnerOrderBookings } from '../../read/partner-order-bookings';
import type { OpenBookingDeps, PartnerRequest } from './open-booking-deps';
import { OpenBookingError, openBookingErrorOf } from './open-booking-errors';
import { bookingBaseOf } from './order-responses';

// U (OBA "Customer Requested Cancellation", `PATCH orders/{uuid}`): the partner's customer cancels
// items of their order, all or none, under each activity's cancellation policy, exactly as they
// could themselves; the refund is the partner's to give. Cancelling a cancelled item again
// changes nothing and answers the same.

const CUSTOMER_CANCELLED = 'https://openactive.io/CustomerCancelled';
const ROOT_KEYS = new Set(['@context', '@type', 'orderedItem']);
const ITEM_KEYS = new Set(['@type', '@id', 'orderItemStatus']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The items a PATCH names, once it says nothing but that they are CustomerCancelled. */
function itemIdsOf(body: unknown): string[] {
  if (!isObject(body) || body['@type'] !== 'Order' || !Array.isArray(body.orderedItem)) {
    throw new OpenBookingError(
      'OpenBookingError',
      400,
      'Send an Order whose orderedItem lists the items to cancel.',
    );
  }
  const excessive = (keys: string[], allowed: Set<string>) => keys.some((key) => !allowed.has(key));
  if (
    excessive(Object.keys(body), ROOT_KEYS) ||
    body.orderedItem.some((item) => !isObject(item) || excessive(Object.keys(item), ITEM_KEYS))
  ) {
    throw new OpenBookingError(
      'PatchContainsExcessivePropertiesError',
      400,
      'Only orderedItem[].@id and orderItemStatus may be sent.',
    );
  }
  const items = body.orderedItem as Record<string, unknown>[];
  if (items.some((item) => item.orderItemStatus !== CUSTOMER_CANCELLED)) {
    throw new OpenBookingError(
      'PatchNotAllowedOnPropertyError',
      400,
      'An item can only be set to CustomerCancelled.',
    );
  }
  return items.map((item) => (typeof item['@id'] === 'string' ? item['@id'] : ''));
}

export async function cancelOrderItems(
  deps: OpenBookingDeps,
  { partner, seller, uuid }: PartnerRequest,
  body: unknown,
): Promise<void> {
  const itemIds = itemIdsOf(body);
  const row = await findPartnerOrder(deps.db, partner.id, uuid);
  const orderUri = `${bookingBaseOf(seller)}/orders/${uuid}`;
  if (row?.state !== 'booked' || row.orderId === null) {
    throw new OpenBookingError(
      'OrderItemNotWithinOrderError',
      500,
      'The items are not of an order this partner has booked.',
    );
  }
  const orderId = row.orderId;
  const bookings = await findPartnerOrderBookings(deps.db, orderId);
  const named = itemIds.map((itemId) => {
    if (!itemId.startsWith(`${orderUri}#/orderedItem/`)) {
      throw new OpenBookingError(
        'OrderItemNotWithinOrderError',
        500,
        `${itemId} is not an item of this order.`,
      );
    }
    const item = orderItemOf(itemId);
    const booking = item && bookings.find((candidate) => candidate.id === item.bookingId);
    if (!item || !booking || item.place > booking.quantity) {
      throw new OpenBookingError('OrderItemIdInvalidError', 500, `${itemId} is not an item id.`);
    }
    return { ...item, booking };
  });
  const bookingIds = [...new Set(named.map((item) => item.bookingId))];
  // The places of one session were booked together, and are cancelled together: all or none.
  for (const bookingId of bookingIds) {
    const booking = named.find((item) => item.bookingId === bookingId)!.booking;
    const places = new Set(
      named.filter((item) => item.bookingId === bookingId).map((i) => i.place),
    );
    if (booking.status === 'booked' && places.size < booking.quantity) {
      throw new OpenBookingError(
        'CancellationNotPermittedError',
        400,
        'These places were booked together, and can only be cancelled together.',
      );
    }
  }
  try {
    await cancelPartnerBookings(deps.cancellation, {
      orderId,
      bookingIds,
      now: deps.clock.now(),
      noteCancelledByCustomer: (tx, bookingId) =>
        addCustomerCancelled(tx, row.id, [bookingId], deps.clock.now()),
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.code === 'CANCELLATION_CUTOFF' || error.code === 'BOOKING_STARTED') {
      throw new OpenBookingError('CancellationNotPermittedError', 400, error.message);
    }
    throw openBookingErrorOf(error);
  }
  // The Orders feed says so before U is answered, as it does for B.
  await publishPartnerOrders(deps.db);
}
