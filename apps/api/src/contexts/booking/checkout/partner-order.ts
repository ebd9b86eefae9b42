import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import { partnerTender, recordPayment } from '../../money/payments';
import { type CartLine, totalOf } from '../basket';
import { type CheckoutDeps } from './checkout-basket';
import type { OrderBookingRow } from './checkout-ports';
import { assertVisitorMayBook } from './checkout-visitor';
import { checkoutVisitors } from './checkout.tables';
import { guestForVisitorBasket } from './guest-orders';
import {
  finishOrder,
  liveLinesOf,
  lockBasketOf,
  type OrderRow,
  writeOrderAndBookings,
} from './order-writing';

// An order an OpenActive booking partner books (B, flows/open-booking, decisions/046): the
// visitor checkout of the basket its quote holds, with the partner's payment as the tender. The
// partner took the customer's money before booking, so nothing is charged here: the order, its
// bookings, the partner's payment and the confirmation email are written in one transaction,
// or nothing is.

export const TOTAL_CHANGED = 'The total to pay has changed since the order was quoted.';

/** Who is booking, as the partner's customer said. */
export interface PartnerCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface PartnerOrderRequest {
  /** The basket holding the order's places (the quote's, or one made for this B). */
  cartUuid: string;
  customer: PartnerCustomer;
  /** What the partner says it took: the order is refused unless it is what the places cost. */
  totalPence: number;
  /** The partner's payment reference. */
  paymentReference: string;
  partnerName: string;
  /**
   * Told the written order inside its transaction, before it commits: the flow records the
   * partner's order there, so a crash leaves both or neither.
   */
  onWritten: (
    tx: Database,
    written: { order: OrderRow; bookings: OrderBookingRow[]; lines: CartLine[] },
  ) => Promise<void>;
}

export interface PartnerOrder {
  order: OrderRow;
  bookings: OrderBookingRow[];
}

/**
 * Books the basket's held places for the partner's customer (a guest customer, as a visitor's
 * order is), paid by the partner. Refused (and nothing written) when a hold has run out, a session
 * was cancelled, the places cannot be booked without an account, or the total is not what the
 * partner says it took.
 */
export async function completePartnerOrder(
  deps: CheckoutDeps,
  request: PartnerOrderRequest,
): Promise<PartnerOrder> {
  const payment = await partnerTender.reserve({
    amountPence: request.totalPence,
    reference: request.paymentReference,
  });
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const cart = await lockBasketOf(tx, { kind: 'visitor', cartUuid: request.cartUuid });
    const lines = await liveLinesOf(tx, cart.id, [], now);
    await assertVisitorMayBook(tx, lines);
    const totalPence = totalOf(lines);
    if (totalPence !== payment.amountPence) throw new DomainError('BASKET_CHANGED', TOTAL_CHANGED);
    // Who is booking goes with the basket until the order is written, as a visitor's does.
    const visitor = { ...request.customer, updatedAt: now };
    await tx
      .insert(checkoutVisitors)
      .values({ cartId: cart.id, ...visitor })
      .onConflictDoUpdate({ target: checkoutVisitors.cartId, set: visitor });
    const customerId = await guestForVisitorBasket(tx, cart.id, lines, now);
    const order = await writeOrderAndBookings(deps, tx, {
      customerId,
      cartUuid: cart.uuid,
      lines,
      totalPence,
      source: 'openactive',
      bookedThrough: request.partnerName,
      now,
    });
    if (totalPence > 0) {
      await recordPayment(tx, {
        customerId,
        orderId: order.id,
        amountPence: totalPence,
        tenderType: partnerTender.type,
        status: 'succeeded',
        reference: payment.reference,
        description: `Order ${order.id} through ${request.partnerName}`,
        createdAt: now,
      });
    }
    await partnerTender.confirm(payment);
    await finishOrder(deps, tx, { cartId: cart.id, customerId, order, now });
    const bookings = await deps.listOrderBookings(tx, order.id);
    await request.onWritten(tx, { order, bookings, lines });
    return { order, bookings };
  });
}
