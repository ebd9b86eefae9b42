import { randomUUID } from 'node:crypto';
import type { Database } from '../../../platform/db/client';
import { isActiveMember } from '../../memberships/memberships';
import {
  deleteCart,
  ensureOwnedCart,
  findCartByUuid,
  findCartItemFor,
  hasBookedPlace,
  isPlaceHeldBy,
  listCartItems,
  lockCart,
  moveItems,
  touchCart,
  updateCartItem,
} from './basket.repository';
import { findBookableOccurrence } from './bookable-occurrences';
import type { BasketDeps, BasketOwner } from './basket-owner';
import { deleteItemsReleasingPlaces, placesHeld } from './holds.repository';
import { priceBasketItem, storedPrice } from './item-pricing';

/**
 * Moves what an anonymous visitor put in their basket into the account they signed in to.
 * Items the account already holds are given back rather than held twice; prices are those of
 * the person who will attend.
 *
 * Over the basket's cap, the merge keeps what fits and gives the rest back rather than refusing:
 * it runs when a visitor signs in or opens their basket, which must never fail because of it.
 * The account's own items stay; the visitor's are taken oldest first, each item whole (a
 * family's tickets stay together or go back together), skipping those that do not fit.
 */
export async function mergeAnonymousCart(
  deps: BasketDeps,
  owner: Extract<BasketOwner, { kind: 'customer' }>,
): Promise<void> {
  const { db, clock } = deps;
  if (!owner.anonymousUuid) return;
  const anonymous = await findCartByUuid(db, owner.anonymousUuid);
  if (!anonymous || anonymous.ownerCustomerId !== null) return;
  const now = clock.now();
  const run = async (tx: Database) => {
    await lockCart(tx, anonymous.id);
    const target = await ensureOwnedCart(tx, owner.payerId, randomUUID(), now);
    await lockCart(tx, target.id);
    const isMember = await isActiveMember(tx, owner.attendeeId, now);
    let held = await placesHeld(tx, target.id, now);
    const givenBack: number[] = [];
    const movable: number[] = [];
    for (const item of await listCartItems(tx, anonymous.id)) {
      const clash =
        (await findCartItemFor(tx, target.id, item.occurrenceId, item.pricingOptionId)) ??
        (item.isSinglePlace &&
          ((await isPlaceHeldBy(tx, item.occurrenceId, owner.attendeeId)) ||
            (await hasBookedPlace(tx, item.occurrenceId, owner.attendeeId))));
      const hasRunOut = item.holdExpiresAt <= now;
      if (clash || hasRunOut || held + item.quantity > deps.maxPlacesPerBasket) {
        givenBack.push(item.id);
      } else {
        movable.push(item.id);
        held += item.quantity;
      }
    }
    if (givenBack.length > 0) await deleteItemsReleasingPlaces(tx, anonymous.id, givenBack);
    await moveItems(tx, movable, target.id, owner.attendeeId);
    for (const item of await listCartItems(tx, target.id)) {
      if (!movable.includes(item.id)) continue;
      const occurrence = await findBookableOccurrence(tx, item.occurrenceId);
      const option = occurrence?.pricingOptions.find(
        (candidate) => candidate.id === item.pricingOptionId,
      );
      if (!occurrence || !option) continue;
      const price = await priceBasketItem(tx, {
        cartId: target.id,
        itemId: item.id,
        occurrence,
        option,
        quantity: item.quantity,
        attendeeId: owner.attendeeId,
        attendeeIsMember: isMember,
        now,
      });
      await updateCartItem(tx, item.id, storedPrice(price));
    }
    await deleteCart(tx, anonymous.id);
    await touchCart(tx, target.id, now);
  };
  await db.transaction(run);
}
