import type { DeskReceipt } from '@lido/contract';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Caller } from '../../http/auth-guard';
import { formatPence } from '../../money';
import { deskStaffOf, findCustomerById, resolveActingCustomer } from '../accounts';
import { deskPaymentFactsOf } from '../payments';
import { findOperator } from '../venues';
import type { ListOrderBookings } from './checkout-ports';
import { findOrder } from './checkout.repository';
import { readOrder } from './order-view';

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
  const [view, customer, facts, operator] = await Promise.all([
    readOrder(deps, order.customerId, order.id, now),
    findCustomerById(deps.db, order.customerId),
    deskPaymentFactsOf(deps.db, order.id),
    findOperator(deps.db),
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
  };
}
