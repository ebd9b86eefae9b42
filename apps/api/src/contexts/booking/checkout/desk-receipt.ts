import { type DeskReceipt, NO_RECEIPT_EMAIL } from '@lido/contract';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { formatPence } from '../../../platform/money';
import { deskStaffOf, findCustomerById, resolveActingCustomer } from '../../people/accounts';
import { deskPaymentFactsOf } from '../../money/payments';
import { recordDeskAction } from '../../people/desk-audit';
import type { OutgoingEmail } from '../../people/email';
import { findOperator } from '../../venue-setup/venues';
import type { ListOrderBookings } from './checkout-ports';
import { deskReceiptEmail } from './desk-receipt-email';
import { findOrder } from './checkout.repository';
import { orderView } from './order-view';

const NOT_FOUND = 'Unable to complete request, item not found.';

/**
 * An order's receipt for the desk to print or reprint: staff only, and only for an order of a
 * customer they may act for (their venue's). Another venue's order answers 404 as a missing one
 * does, so order ids cannot be tried to learn what exists.
 */
export async function readDeskReceipt(
  deps: { db: Database; listOrderBookings: ListOrderBookings },
  caller: Caller,
  orderId: number,
  now: Date,
): Promise<DeskReceipt> {
  deskStaffOf(caller);
  const order = await findOrder(deps.db, orderId);
  if (!order) throw new DomainError('NOT_FOUND', NOT_FOUND);
  await resolveActingCustomer(deps.db, caller, order.customerId).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === 'FORBIDDEN') {
      throw new DomainError('NOT_FOUND', NOT_FOUND);
    }
    throw error;
  });
  // The order's bookings are read once: the order's view and the cancelled ones both need them.
  const orderBookings = deps.listOrderBookings(deps.db, order.id);
  const [view, customer, facts, operator, bookings] = await Promise.all([
    orderView({ db: deps.db, listOrderBookings: () => orderBookings }, order, now),
    findCustomerById(deps.db, order.customerId),
    deskPaymentFactsOf(deps.db, order.id),
    findOperator(deps.db),
    orderBookings,
  ]);
  if (!customer) throw new DomainError('NOT_FOUND', NOT_FOUND);
  return {
    ...view,
    operator_name: operator?.name ?? 'Lido',
    customer: {
      id: customer.id,
      reference: customer.reference,
      first_name: customer.firstName,
      last_name: customer.lastName,
      is_walk_in: customer.isWalkIn,
    },
    change: {
      raw: facts.changePence,
      formatted: formatPence(facts.changePence, operator?.currencyCode ?? 'GBP'),
    },
    served_by: facts.servedBy,
    cancelled_booking_ids: bookings
      .filter((booking) => booking.status === 'cancelled')
      .map((booking) => booking.id),
  };
}

/**
 * Emails an order's receipt (the facts `readDeskReceipt` gives, under its rule: another venue's
 * order is a 404) to the address the desk gives, or else to the customer's own. A walk-in has
 * none, so without an address it is a 422 on `email`. The email is queued in the same
 * transaction as the desk's audit entry (which does not keep the address: personal data).
 */
export async function emailDeskReceipt(
  deps: {
    db: Database;
    clock: Clock;
    listOrderBookings: ListOrderBookings;
    queueEmail: (db: Database, email: OutgoingEmail) => Promise<void>;
  },
  caller: Caller,
  orderId: number,
  email: string | null | undefined,
): Promise<{ message: string }> {
  const { staffUserId, venueId } = deskStaffOf(caller);
  const now = deps.clock.now();
  const receipt = await readDeskReceipt(deps, caller, orderId, now);
  const customer = await findCustomerById(deps.db, receipt.customer.id);
  const to = email ?? customer?.email ?? null;
  if (!to) {
    throw new DomainError('VALIDATION_FAILED', NO_RECEIPT_EMAIL, { email: [NO_RECEIPT_EMAIL] });
  }
  await deps.db.transaction(async (tx) => {
    await deps.queueEmail(tx, deskReceiptEmail(receipt, to));
    await recordDeskAction(tx, {
      staffUserId,
      venueId,
      action: 'receipt-emailed',
      customerId: receipt.customer.id,
      orderId,
      // Where it went: an address typed at the desk is named (a receipt sent elsewhere is what an
      // auditor looks for); the customer's own is not copied into a log that outlives their
      // account, only said to be theirs.
      details:
        to === customer?.email ? { to_customer_email: true } : { to_customer_email: false, to },
      now,
    });
  });
  return { message: `The receipt for order ${orderId} is on its way to ${to}.` };
}
