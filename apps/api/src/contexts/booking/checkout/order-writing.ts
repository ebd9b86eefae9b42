import { randomBytes } from 'node:crypto';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import { findCustomerById, guestEmailOf, issueGuestClaimToken } from '../../people/accounts';
import {
  type CartLine,
  type CartRow,
  deleteItemsKeepingPlaces,
  findCartByOwner,
  loadCartLines,
  lockCart,
  lockLiveHolds,
} from '../basket';
import { useBenefit } from '../../memberships/benefits';
import { createCreditTender } from '../../money/credit-ledger';
import { GUEST_PASS_USED_UP, useGuestPass } from '../../memberships/memberships';
import { useVisit } from '../../memberships/packages';
import { listOrderPayments, paidOnly, recordPayment } from '../../money/payments';
import { lockSessionsBeingBooked } from '../../timetable/timetable';
import { findOperator } from '../../venue-setup/venues';
import { assertAttendeesMayGo } from './attendee-restrictions';
import {
  BASKET_EMPTY,
  BENEFIT_USED_UP,
  type BasketAmounts,
  type CheckoutDeps,
  findPayersCart,
  HOLD_EXPIRED,
  type Payer,
  PACKAGE_USED_UP,
  sessionCancelledMessage,
} from './checkout-basket';
import { insertOrder } from './checkout.repository';
import { forgetVisitor } from './checkout-visitor';
import { confirmationEmail } from './confirmation-email';
import { issueOrderToken } from './guest-orders';

export type OrderRow = Awaited<ReturnType<typeof insertOrder>>;

// The steps every way of paying shares once the money is settled, each inside the order's one
// transaction: the online completion (`complete-order.ts`) and the desk (`desk-payment.ts`).

/**
 * The payer's basket (a customer id, the desk's way), locked: a second payment of it waits, and
 * then finds it empty.
 */
export async function lockBasketOf(tx: Database, payer: Payer | number): Promise<CartRow> {
  const cart =
    typeof payer === 'number' ? await findCartByOwner(tx, payer) : await findPayersCart(tx, payer);
  if (!cart) throw new DomainError('BASKET_EMPTY', BASKET_EMPTY);
  await lockCart(tx, cart.id);
  return cart;
}

/**
 * The locked basket's items, each still holding its places (locked against the hold sweep, so
 * none can be given back while it becomes a booking), none on a cancelled session, and their
 * attendees allowed to go.
 */
export async function liveLinesOf(
  tx: Database,
  cartId: number,
  completedWaivers: readonly unknown[] | undefined,
  now: Date,
): Promise<CartLine[]> {
  const holds = await lockLiveHolds(tx, cartId, now);
  if (holds.items === 0) throw new DomainError('BASKET_EMPTY', BASKET_EMPTY);
  if (!holds.isEveryHoldLive) throw new DomainError('HOLD_EXPIRED', HOLD_EXPIRED);
  const lines = await loadCartLines(tx, cartId);
  // A session the venue cancelled while it was held must not become a booking; the lock also
  // makes a cancellation being written wait for this order, or this order for it.
  const [cancelled] = await lockSessionsBeingBooked(
    tx,
    lines.map((line) => line.occurrenceId),
  );
  if (cancelled) {
    throw new DomainError('BOOKING_CLOSED', sessionCancelledMessage(cancelled.name));
  }
  await assertAttendeesMayGo(tx, lines, completedWaivers, now);
  return lines;
}

/**
 * Writes the order and its bookings, and takes what covers their places: package visits, benefit
 * uses and guest passes, each by a conditional update, so the last of any can only go to one
 * order (PACKAGE_UNAVAILABLE, BENEFIT_UNAVAILABLE, GUEST_PASS_UNAVAILABLE otherwise, and then
 * nothing is written).
 */
export async function writeOrderAndBookings(
  deps: CheckoutDeps,
  tx: Database,
  {
    customerId,
    cartUuid,
    lines,
    totalPence,
    source,
    bookedThrough = null,
    now,
  }: {
    customerId: number;
    cartUuid: string;
    lines: readonly CartLine[];
    totalPence: number;
    source: string;
    /** The OpenActive booking partner's name, for an order it booked. */
    bookedThrough?: string | null;
    now: Date;
  },
): Promise<OrderRow> {
  const order = await insertOrder(tx, {
    customerId,
    cartUuid,
    totalPence,
    source,
    bookedThrough,
    calendarToken: randomBytes(18).toString('base64url'),
    createdAt: now,
  });
  await deps.createBookings(
    tx,
    lines.map((line) => ({
      customerId: line.purchasedForCustomerId ?? customerId,
      occurrenceId: line.occurrenceId,
      pricingOptionId: line.pricingOptionId,
      orderId: order.id,
      pricePence: line.pricePence,
      quantity: line.quantity,
      packageId: line.packageId,
      benefitId: line.benefitId,
      createdAt: now,
    })),
  );
  for (const line of lines) {
    // Taken now, by a conditional update: the last visit can only ever go to one order.
    if (
      line.packageId !== null &&
      !(await useVisit(tx, line.packageId, { orderId: order.id, now }))
    ) {
      throw new DomainError('PACKAGE_UNAVAILABLE', PACKAGE_USED_UP);
    }
    // Counted now, under a lock per member and benefit: the period's last use goes to one order.
    if (line.benefitId !== null) {
      const use = {
        customerId: line.purchasedForCustomerId ?? customerId,
        orderId: order.id,
        occurrenceId: line.occurrenceId,
        date: line.date,
        now,
      };
      if (!(await useBenefit(tx, line.benefitId, use))) {
        throw new DomainError('BENEFIT_UNAVAILABLE', BENEFIT_USED_UP);
      }
    }
    // Used now, by a conditional update (not used, not expired): a pass pays one order's place.
    if (line.guestPassId !== null) {
      const attendee = await findCustomerById(tx, line.purchasedForCustomerId ?? customerId);
      const use = {
        orderId: order.id,
        guestName: attendee ? `${attendee.firstName} ${attendee.lastName}` : 'Guest',
        now,
      };
      if (!(await useGuestPass(tx, line.guestPassId, use))) {
        throw new DomainError('GUEST_PASS_UNAVAILABLE', GUEST_PASS_USED_UP);
      }
    }
  }
  return order;
}

/**
 * Spends the account credit applied to the basket, in the order's transaction: refused
 * (CREDIT_UNAVAILABLE) if the balance no longer covers it, and then the order is not written.
 */
export async function spendAppliedCredit(
  tx: Database,
  {
    customerId,
    amounts,
    order,
    staffUserId = null,
    now,
  }: {
    customerId: number;
    amounts: BasketAmounts;
    order: OrderRow;
    staffUserId?: number | null;
    now: Date;
  },
): Promise<void> {
  if (amounts.creditPence <= 0) return;
  await createCreditTender(tx, now).confirm({
    basket: amounts.credit,
    reserved: true,
    order: { id: order.id, description: `Paid towards order ${order.id}` },
  });
  await recordPayment(tx, {
    customerId,
    orderId: order.id,
    amountPence: amounts.creditPence,
    tenderType: 'credit',
    status: 'succeeded',
    reference: `credit-${order.id}`,
    description: `Order ${order.id}`,
    staffUserId,
    createdAt: now,
  });
}

/**
 * Empties the basket (its places are now bookings) and queues the confirmation email. A guest's
 * goes to the address the visitor gave, with a link that opens the order and one that claims its
 * bookings into an account; the basket's copy of who booked goes.
 */
export async function finishOrder(
  deps: CheckoutDeps,
  tx: Database,
  {
    cartId,
    customerId,
    order,
    now,
  }: { cartId: number; customerId: number; order: OrderRow; now: Date },
): Promise<void> {
  await deleteItemsKeepingPlaces(tx, cartId);
  const customer = await findCustomerById(tx, customerId);
  const guestEmail = customer && !customer.email ? await guestEmailOf(tx, customerId) : null;
  if (guestEmail) await forgetVisitor(tx, cartId);
  const to = customer?.email ?? guestEmail;
  if (!customer || !to) return;
  const bookings = await deps.listOrderBookings(tx, order.id);
  // Recorded by now in this transaction: the email says how it was paid as the records do.
  const payments = paidOnly(await listOrderPayments(tx, order.id));
  const operator = await findOperator(tx);
  const guestLinks = guestEmail && {
    orderToken: await issueOrderToken(tx, order.id, now),
    claimToken: await issueGuestClaimToken(tx, customerId, now),
  };
  await deps.queueEmail(
    tx,
    confirmationEmail({
      to,
      firstName: customer.firstName,
      order,
      bookings,
      payments,
      now,
      siteUrl: deps.siteUrl,
      operatorName: operator?.name ?? 'Lido',
      currency: operator?.currencyCode ?? 'GBP',
      ...(guestLinks ? { guestLinks } : {}),
    }),
  );
}
