import type { Cart } from '@lido/contract';
import { DomainError } from '../../errors/domain-error';
import {
  findBookableOccurrence,
  findCartItem,
  lockCart,
  touchCart,
  updateCartItem,
} from './basket.repository';
import { findOwnersCart, type BasketDeps, type BasketOwner } from './basket-owner';
import { renderCart } from './basket.service';
import { releaseExpiredHolds } from './holds.repository';
import { repriceItem, storedPrice } from './item-pricing';

const NOT_FOUND = 'Unable to complete request, item not found.';

/**
 * Takes a package visit off a basket item (`DELETE /api/activities/package/remove/{id}`): the
 * attendee's place is priced as if they had no package, and stays so for this item. An item
 * without a package answers the basket as it is.
 */
export async function declinePackage(
  deps: BasketDeps,
  owner: BasketOwner,
  cartItemId: number,
): Promise<Cart> {
  const now = deps.clock.now();
  const cart = await findOwnersCart(deps.db, owner);
  if (!cart) throw new DomainError('NOT_FOUND', NOT_FOUND);
  await releaseExpiredHolds(deps.db, now, { cartId: cart.id });
  await deps.db.transaction(async (tx) => {
    await lockCart(tx, cart.id);
    const item = await findCartItem(tx, cart.id, cartItemId);
    if (!item) throw new DomainError('NOT_FOUND', NOT_FOUND);
    if (item.packageId === null) return;
    const occurrence = await findBookableOccurrence(tx, item.occurrenceId);
    const option = occurrence?.pricingOptions.find(
      (candidate) => candidate.id === item.pricingOptionId,
    );
    if (!occurrence || !option) throw new DomainError('NOT_FOUND', NOT_FOUND);
    const price = await repriceItem(tx, {
      cartId: cart.id,
      item,
      occurrence,
      option,
      isPackageDeclined: true,
      now,
    });
    await updateCartItem(tx, item.id, { ...storedPrice(price), isPackageDeclined: true });
    await touchCart(tx, cart.id, now);
  });
  return renderCart(deps, cart, owner);
}
