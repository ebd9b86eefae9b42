import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import {
  findCartByOwner,
  findCartItem,
  lockCart,
  touchCart,
  updateCartItem,
} from './basket.repository';

const NOT_FOUND = 'Unable to complete request, item not found.';

/**
 * Sets the price of one item of a customer's basket, as a manager at the desk decided, in the
 * caller's transaction (so its audit entry is written with it) under the basket's lock. The
 * price stays when the basket is priced again (`repriceBasket` keeps `price_pence` and the cart
 * reads the override over it), is what the cart shows and the checkout charges, and goes when the
 * item itself changes. Answers the price it had before, and the new one.
 */
export async function overrideItemPrice(
  tx: Database,
  {
    customerId,
    cartItemId,
    pricePence,
    now,
  }: { customerId: number; cartItemId: number; pricePence: number; now: Date },
): Promise<{ previousPence: number; pricePence: number }> {
  const cart = await findCartByOwner(tx, customerId);
  if (!cart) throw new DomainError('NOT_FOUND', NOT_FOUND);
  await lockCart(tx, cart.id);
  const item = await findCartItem(tx, cart.id, cartItemId);
  if (!item) throw new DomainError('NOT_FOUND', NOT_FOUND);
  await updateCartItem(tx, item.id, { priceOverridePence: pricePence });
  await touchCart(tx, cart.id, now);
  return { previousPence: item.priceOverridePence ?? item.pricePence, pricePence };
}
