import type { Cart, RouteBody } from '@lido/contract';
import type { updateCartItem as updateCartItemRoute } from '@lido/contract';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { isUniqueViolation } from '../accounts';
import { creditOptions } from '../credit-ledger';
import { activeMembershipIds } from '../memberships';
import { claimPlaces, FULL_REASON, givePlacesBack } from '../timetable';
import { findOperator } from '../venues';
import {
  findBookableOccurrence,
  findCartItem,
  loadCartLines,
  lockCart,
  touchCart,
  updateCartItem,
  type CartRow,
} from './basket.repository';
import { cartView, itemHashOf, totalOf } from './cart-view';
import { deleteItemsReleasingPlaces, releaseExpiredHolds } from './holds.repository';

import { assertRoomFor, findOwnersCart, type BasketDeps, type BasketOwner } from './basket-owner';
import { mergeAnonymousCart } from './merge-anonymous-cart';
import { repriceItem, storedPrice } from './item-pricing';
import { pricingOptionFor } from './pricing-option';

async function currencyOf(db: Database): Promise<string> {
  return (await findOperator(db))?.currencyCode ?? 'GBP';
}

/** The basket as the wire shows it, after letting go of its holds that have run out. */
export async function readCart(deps: BasketDeps, owner: BasketOwner): Promise<Cart> {
  const { db, clock } = deps;
  const now = clock.now();
  if (owner.kind === 'customer' && owner.anonymousUuid) await mergeAnonymousCart(deps, owner);
  const cart = await findOwnersCart(db, owner);
  if (cart) await releaseExpiredHolds(db, now, { cartId: cart.id });
  return renderCart(deps, cart ?? null, owner);
}

export async function renderCart(
  { db, clock, maxPlacesPerBasket }: BasketDeps,
  cart: CartRow | null,
  owner: BasketOwner,
): Promise<Cart> {
  const now = clock.now();
  const [lines, currency] = await Promise.all([
    cart ? loadCartLines(db, cart.id) : Promise.resolve([]),
    currencyOf(db),
  ]);
  // Account credit is the payer's, so an anonymous basket has none.
  const credit =
    cart && owner.kind === 'customer'
      ? await creditOptions(db, {
          cartId: cart.id,
          customerId: owner.payerId,
          itemHash: itemHashOf(lines),
          totalPence: totalOf(lines),
        })
      : null;
  const attendees = lines.flatMap((line) =>
    line.purchasedForCustomerId === null ? [] : [line.purchasedForCustomerId],
  );
  return cartView({
    cart,
    lines,
    membershipIds: await activeMembershipIds(db, attendees, now),
    now,
    currency,
    selectedUserId: owner.kind === 'customer' ? owner.selectedUserId : null,
    credit,
    maxPlacesPerBasket,
  });
}

export async function removeItems(
  deps: BasketDeps,
  owner: BasketOwner,
  cartItemIds: readonly number[],
): Promise<Cart> {
  const cart = await findOwnersCart(deps.db, owner);
  if (!cart) throw new DomainError('NOT_FOUND', 'Unable to complete request, item not found.');
  await deps.db.transaction(async (tx) => {
    await lockCart(tx, cart.id);
    const removed = await deleteItemsReleasingPlaces(tx, cart.id, cartItemIds);
    if (removed === 0) {
      throw new DomainError('NOT_FOUND', 'Unable to complete request, item not found.');
    }
    await touchCart(tx, cart.id, deps.clock.now());
  });
  return renderCart(deps, cart, owner);
}

export async function clearCart(deps: BasketDeps, owner: BasketOwner): Promise<Cart> {
  const cart = await findOwnersCart(deps.db, owner);
  if (cart) {
    await deps.db.transaction(async (tx) => {
      await lockCart(tx, cart.id);
      await deleteItemsReleasingPlaces(tx, cart.id);
      await touchCart(tx, cart.id, deps.clock.now());
    });
  }
  return renderCart(deps, cart ?? null, owner);
}

type UpdateBody = NonNullable<RouteBody<typeof updateCartItemRoute>>;

/** Changes a ticket's quantity (claiming or giving back the difference) or its ticket type. */
export async function changeItem(
  deps: BasketDeps,
  owner: BasketOwner,
  cartItemId: number,
  { options }: UpdateBody,
): Promise<Cart> {
  const now = deps.clock.now();
  const cart = await findOwnersCart(deps.db, owner);
  if (!cart) throw new DomainError('NOT_FOUND', 'Unable to complete request, item not found.');
  // An item whose hold ran out is gone: changing it must not claim places for a dead hold.
  await releaseExpiredHolds(deps.db, now, { cartId: cart.id });
  await deps.db.transaction(async (tx) => {
    await lockCart(tx, cart.id);
    const item = await findCartItem(tx, cart.id, cartItemId);
    if (!item) throw new DomainError('NOT_FOUND', 'Unable to complete request, item not found.');
    const occurrence = await findBookableOccurrence(tx, item.occurrenceId);
    if (!occurrence) throw new DomainError('NOT_FOUND', 'The session could not be found.');
    const changes: Parameters<typeof updateCartItem>[2] = {};

    if (options.quantity !== undefined && options.quantity !== item.quantity) {
      if (item.isSinglePlace) {
        const message = 'Only one place can be booked per person for this session.';
        throw new DomainError('VALIDATION_FAILED', message, { 'options.quantity': [message] });
      }
      const difference = options.quantity - item.quantity;
      if (difference > 0) {
        await assertRoomFor(tx, deps, cart.id, difference);
        if (!(await claimPlaces(tx, item.occurrenceId, difference))) {
          throw new DomainError('SESSION_FULL', FULL_REASON);
        }
      } else {
        await givePlacesBack(tx, item.occurrenceId, -difference);
      }
      // The new places share the item's hold: changing a quantity never renews it.
      changes.quantity = options.quantity;
    }
    if (
      options.pricing_option_id !== undefined &&
      options.pricing_option_id !== item.pricingOptionId
    ) {
      changes.pricingOptionId = pricingOptionFor(occurrence, {
        id: occurrence.id,
        type: 'activity',
        pricing_option_id: options.pricing_option_id,
      }).id;
    }
    if (changes.quantity !== undefined || changes.pricingOptionId !== undefined) {
      const optionId = changes.pricingOptionId ?? item.pricingOptionId;
      const option = occurrence.pricingOptions.find((candidate) => candidate.id === optionId);
      if (!option) throw new DomainError('NOT_FOUND', 'The ticket type could not be found.');
      const price = await repriceItem(tx, {
        cartId: cart.id,
        item,
        occurrence,
        option,
        quantity: changes.quantity ?? item.quantity,
        now,
      });
      Object.assign(changes, storedPrice(price));
    }
    if (Object.keys(changes).length > 0) {
      try {
        await updateCartItem(tx, item.id, changes);
      } catch (error) {
        if (isUniqueViolation(error)) {
          const message = 'That ticket type is already in your basket for this session.';
          throw new DomainError('ALREADY_IN_BASKET', message);
        }
        throw error;
      }
    }
    await touchCart(tx, cart.id, now);
  });
  return renderCart(deps, cart, owner);
}
