import type { Cart } from '@lido/contract';
import { calendarDateIn } from '@lido/calendar-date';
import { DomainError } from '../../../platform/errors/domain-error';
import { isUniqueViolation } from '../../people/accounts';
import {
  findUsableGuestPass,
  GUEST_PASS_IN_BASKET,
  GUEST_PASS_NOT_FOR_GIVER,
  GUEST_PASS_NOT_NEEDED,
} from '../../memberships/memberships';
import type { Database } from '../../../platform/db/client';
import {
  type CartItemRow,
  findCartItem,
  lockCart,
  touchCart,
  updateCartItem,
} from './basket.repository';
import { findBookableOccurrence } from './bookable-occurrences';
import { findOwnersCart, type BasketDeps, type BasketOwner } from './basket-owner';
import { renderCart } from './basket.service';
import { releaseExpiredHolds } from './holds.repository';
import { repriceItem, storedPrice } from './item-pricing';

const NOT_FOUND = 'Unable to complete request, item not found.';

/** The item of the owner's basket, locked with the basket, with its session and ticket type. */
async function changeItemOf(
  deps: BasketDeps,
  owner: BasketOwner,
  cartItemId: number,
  change: (
    tx: Database,
    found: { cartId: number; item: CartItemRow } & Awaited<ReturnType<typeof sessionOf>>,
  ) => Promise<void>,
): Promise<Cart> {
  const now = deps.clock.now();
  const cart = await findOwnersCart(deps.db, owner);
  if (!cart) throw new DomainError('NOT_FOUND', NOT_FOUND);
  // An item whose hold ran out is gone: a pass must not be kept by a dead hold.
  await releaseExpiredHolds(deps.db, now, { cartId: cart.id });
  await deps.db.transaction(async (tx) => {
    await lockCart(tx, cart.id);
    const item = await findCartItem(tx, cart.id, cartItemId);
    if (!item) throw new DomainError('NOT_FOUND', NOT_FOUND);
    await change(tx, { cartId: cart.id, item, ...(await sessionOf(tx, item)) });
    await touchCart(tx, cart.id, now);
  });
  return renderCart(deps, cart, owner);
}

async function sessionOf(tx: Database, item: CartItemRow) {
  const occurrence = await findBookableOccurrence(tx, item.occurrenceId);
  const option = occurrence?.pricingOptions.find(
    (candidate) => candidate.id === item.pricingOptionId,
  );
  if (!occurrence || !option) throw new DomainError('NOT_FOUND', NOT_FOUND);
  return { occurrence, option };
}

/**
 * `PUT /api/activities/cart/{cartItemId}/guest-pass`: a friend's guest pass prices one place of
 * the item at nothing (pricing's rule: a guest place, else the attendee's own). The pass must be
 * usable for the session's date, may price nothing the giver books for themself, and is in one
 * basket at a time (the unique index decides a race: 409, never a 500). It replaces a pass the
 * item had, which is then free again.
 */
export async function applyGuestPassToItem(
  deps: BasketDeps,
  owner: BasketOwner,
  cartItemId: number,
  code: string,
): Promise<Cart> {
  const now = deps.clock.now();
  return changeItemOf(deps, owner, cartItemId, async (tx, { cartId, item, occurrence, option }) => {
    const pass = await findUsableGuestPass(tx, code, {
      today: calendarDateIn(now),
      sessionDate: occurrence.date,
    });
    if (pass.id === item.guestPassId) return;
    const price = await repriceItem(tx, {
      cartId,
      item: { ...item, guestPassId: pass.id },
      occurrence,
      option,
      now,
    });
    if (price.guestPassId === null) {
      const isGivers = pass.giverId === item.purchasedForCustomerId;
      throw new DomainError(
        'GUEST_PASS_UNAVAILABLE',
        isGivers ? GUEST_PASS_NOT_FOR_GIVER : GUEST_PASS_NOT_NEEDED,
      );
    }
    try {
      await updateCartItem(tx, item.id, storedPrice(price));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new DomainError('GUEST_PASS_IN_BASKET', GUEST_PASS_IN_BASKET);
    }
  });
}

/**
 * `DELETE /api/activities/cart/{cartItemId}/guest-pass`: the item's places are priced without the
 * pass, which is kept for another visit. An item without one answers the basket as it is.
 */
export async function removeGuestPassFromItem(
  deps: BasketDeps,
  owner: BasketOwner,
  cartItemId: number,
): Promise<Cart> {
  const now = deps.clock.now();
  return changeItemOf(deps, owner, cartItemId, async (tx, { cartId, item, occurrence, option }) => {
    if (item.guestPassId === null) return;
    const price = await repriceItem(tx, {
      cartId,
      item: { ...item, guestPassId: null },
      occurrence,
      option,
      now,
    });
    await updateCartItem(tx, item.id, storedPrice(price));
  });
}
