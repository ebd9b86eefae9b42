import { DomainError } from '../../../platform/errors/domain-error';
import {
  cancelOrderBySeller,
  type SellerCancellationRefund,
} from '../../../contexts/booking/bookings';
import {
  findBookedOrdersByUuid,
  publishPartnerOrders,
} from '../../../contexts/openactive/partner-orders';
import { TEST_INTERFACE_NAMESPACE } from './test-opportunities';
import type { TestInterfaceDeps } from './test-sessions';

// The venue's actions the test suite simulates (the test interface's `POST …/test-interface/
// actions`). Lido's profile needs one: the seller cancelling an order.

export const SELLER_CANCELLATION_ACTION = 'SellerRequestedCancellationSimulateAction';

const ORDER_NOT_FOUND = 'There is no booked order with this @id.';

/** `test:X` or its full address, as the action's `@type` may be written: its name, X. */
export function testInterfaceTerm(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (value.startsWith('test:')) return value.slice('test:'.length);
  if (value.startsWith(TEST_INTERFACE_NAMESPACE))
    return value.slice(TEST_INTERFACE_NAMESPACE.length);
  return null;
}

/** The partner's uuid an order's `@id` ends with: `{base}/booking/orders/{uuid}`. */
function orderUuidOf(orderId: string): string | null {
  const match = /\/booking\/orders\/([^/?#]{1,100})$/.exec(orderId);
  return match ? decodeURIComponent(match[1]!).toLowerCase() : null;
}

/**
 * `test:SellerRequestedCancellationSimulateAction`: the venue cancels every booking of the
 * order the `@id` names, refunded in full (bookings' `cancelOrderBySeller`); the partner's
 * Orders feed then shows them cancelled by the seller. An order not booked, or not the
 * operator's, is NOT_FOUND. Card refunds are queued for the payments sweep to send.
 */
export async function cancelOrderAsSeller(
  deps: TestInterfaceDeps,
  { operatorId, orderId, now }: { operatorId: number; orderId: string; now: Date },
): Promise<SellerCancellationRefund[]> {
  const uuid = orderUuidOf(orderId);
  const orderIds = uuid ? await findBookedOrdersByUuid(deps.db, operatorId, uuid) : [];
  if (orderIds.length === 0) throw new DomainError('NOT_FOUND', ORDER_NOT_FOUND);
  const refunds = await deps.db.transaction(async (tx) => {
    const cancelled: SellerCancellationRefund[] = [];
    for (const id of orderIds)
      cancelled.push(...(await cancelOrderBySeller(tx, { orderId: id, now })));
    return cancelled;
  });
  // In the partner's Orders feed before the action is answered, as B's and U's changes are.
  await publishPartnerOrders(deps.db);
  return refunds;
}

/**
 * Runs the action a test-interface request body describes. Any action but the seller's
 * cancellation of an Order is refused (VALIDATION_FAILED).
 */
export async function runTestAction(
  deps: TestInterfaceDeps,
  { operatorId, action, now }: { operatorId: number; action: Record<string, unknown>; now: Date },
): Promise<void> {
  const type = testInterfaceTerm(action['@type']);
  if (type !== SELLER_CANCELLATION_ACTION) {
    throw new DomainError(
      'VALIDATION_FAILED',
      `The test interface does not support the action ${String(action['@type'])}.`,
    );
  }
  const object = action.object as Record<string, unknown> | undefined;
  const orderId = object?.['@id'];
  if (
    typeof object !== 'object' ||
    object === null ||
    object['@type'] !== 'Order' ||
    typeof orderId !== 'string'
  ) {
    throw new DomainError(
      'VALIDATION_FAILED',
      'A SellerRequestedCancellationSimulateAction needs an object: an Order with its @id.',
    );
  }
  await cancelOrderAsSeller(deps, { operatorId, orderId, now });
}
