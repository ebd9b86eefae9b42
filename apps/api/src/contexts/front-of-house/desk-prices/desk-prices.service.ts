import { type DeskPriceChange } from '@lido/contract';
import { authorize } from '../../../platform/authorize';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import type { Caller } from '../../../platform/http/auth-guard';
import { formatPence } from '../../../platform/money';
import { deskStaffOf, resolveActingCustomer } from '../../people/accounts';
import { overrideItemPrice } from '../../booking/basket';
import { recordDeskAction } from '../../people/desk-audit';
import { findOperator } from '../../venue-setup/venues';

export interface DeskPricesDeps {
  db: Database;
  clock: Clock;
}

/**
 * A manager changes the price of one item in the basket of the customer they serve (a
 * receptionist may not: 403). The basket keeps the price until the item itself changes, the
 * checkout charges it, and the change is appended to the desk's audit log with the old and new
 * amounts and the reason, in one transaction.
 */
export async function changeItemPrice(
  deps: DeskPricesDeps,
  caller: Caller,
  change: { cartItemId: number; selectedUserId: number; pricePence: number; reason: string },
): Promise<DeskPriceChange> {
  authorize(caller, 'prices.change-in-basket');
  const { staffUserId, venueId } = deskStaffOf(caller);
  const { customerId } = await resolveActingCustomer(deps.db, caller, change.selectedUserId);
  const now = deps.clock.now();
  const prices = await deps.db.transaction(async (tx) => {
    const changed = await overrideItemPrice(tx, {
      customerId,
      cartItemId: change.cartItemId,
      pricePence: change.pricePence,
      now,
    });
    await recordDeskAction(tx, {
      staffUserId,
      venueId,
      action: 'price-change',
      customerId,
      orderId: null,
      details: {
        cart_item_id: change.cartItemId,
        old_pence: changed.previousPence,
        new_pence: changed.pricePence,
        reason: change.reason,
      },
      now,
    });
    return changed;
  });
  const currency = (await findOperator(deps.db))?.currencyCode ?? 'GBP';
  const money = (pence: number) => ({ raw: pence, formatted: formatPence(pence, currency) });
  return {
    cart_item_id: change.cartItemId,
    previous_price: money(prices.previousPence),
    price: money(prices.pricePence),
    reason: change.reason,
  };
}
