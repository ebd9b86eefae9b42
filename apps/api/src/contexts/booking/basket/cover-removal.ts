import type { Cart } from '@lido/contract';
import { DomainError } from '../../../platform/errors/domain-error';
import { findCartItem, lockCart, touchCart, updateCartItem } from './basket.repository';
import { findBookableOccurrence } from './bookable-occurrences';
import { findOwnersCart, type BasketDeps, type BasketOwner } from './basket-owner';
import { renderCart } from './basket.service';
import { releaseExpiredHolds } from './holds.repository';
import { repriceItem, storedPrice } from './item-pricing';

const NOT_FOUND = 'Unable to complete request, item not found.';

/** What covers an attendee's place and can be taken off to pay instead. */
export type Cover = 'package' | 'benefit';

/**
 * Takes a package visit or a membership benefit off a basket item
 * (`DELETE /api/activities/package/remove/{id}`, `…/benefit/remove/{id}`): the attendee's place
 * is priced as if they had neither, and stays so for this item. An item without one answers the
 * basket as it is.
 */
export async function removeCover(
  deps: BasketDeps,
  owner: BasketOwner,
  cartItemId: number,
  cover: Cover,
): Promise<Cart> {
  const now = deps.clock.now();
  const cart = await findOwnersCart(deps.db, owner);
  if (!cart) throw new DomainError('NOT_FOUND', NOT_FOUND);
  await releaseExpiredHolds(deps.db, now, { cartId: cart.id });
  await deps.db.transaction(async (tx) => {
    await lockCart(tx, cart.id);
    const item = await findCartItem(tx, cart.id, cartItemId);
    if (!item) throw new DomainError('NOT_FOUND', NOT_FOUND);
    if ((cover === 'package' ? item.packageId : item.benefitId) === null) return;
    const occurrence = await findBookableOccurrence(tx, item.occurrenceId);
    const option = occurrence?.pricingOptions.find(
      (candidate) => candidate.id === item.pricingOptionId,
    );
    if (!occurrence || !option) throw new DomainError('NOT_FOUND', NOT_FOUND);
    const declined =
      cover === 'package' ? { isPackageDeclined: true } : { isBenefitDeclined: true };
    const price = await repriceItem(tx, {
      cartId: cart.id,
      item,
      occurrence,
      option,
      ...declined,
      now,
    });
    await updateCartItem(tx, item.id, { ...storedPrice(price), ...declined });
    await touchCart(tx, cart.id, now);
  });
  return renderCart(deps, cart, owner);
}
