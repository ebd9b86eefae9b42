import type { Cart } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import { createCreditTender, creditOptions } from '../../money/credit-ledger';
import { activeMembershipIds } from '../../memberships/memberships';
import { questionsOfPlaces } from '../../timetable/questions';
import { waiversOfPlaces } from '../../timetable/restrictions';
import { findOperator } from '../../venue-setup/venues';
import { lockCart, touchCart, type CartRow } from './basket.repository';
import { loadCartLines } from './cart-lines';
import { cartView, itemHashOf, totalOf } from './cart-view';
import { deleteItemsReleasingPlaces, releaseExpiredHolds } from './holds.repository';
import { findOwnersCart, type BasketDeps, type BasketOwner } from './basket-owner';
import { repriceBasket } from './item-pricing';
import { mergeAnonymousCart } from './merge-anonymous-cart';

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
  // Every read one after another: a waitlist offer holds its place (addItems) in its own
  // transaction, which is one connection running one statement at a time.
  const lines = cart ? await loadCartLines(db, cart.id) : [];
  const currency = await currencyOf(db);
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
  const membershipIds = await activeMembershipIds(db, attendees, now);
  const waivers = await waiversOfPlaces(db, lines, now);
  const questions = await questionsOfPlaces(db, lines);
  return cartView({
    cart,
    lines,
    membershipIds,
    waivers,
    questions,
    now,
    currency,
    selectedUserId: owner.kind === 'customer' ? owner.selectedUserId : null,
    printsReceipt: owner.kind === 'customer' && owner.isServedAtDesk,
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
    const now = deps.clock.now();
    await repriceBasket(tx, cart.id, now);
    await touchCart(tx, cart.id, now);
  });
  return renderCart(deps, cart, owner);
}

/** Empties the basket, giving its places back and letting go of the credit held against it. */
export async function clearCart(deps: BasketDeps, owner: BasketOwner): Promise<Cart> {
  const cart = await findOwnersCart(deps.db, owner);
  if (cart) {
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      await lockCart(tx, cart.id);
      await emptyLockedCart(tx, cart.id, owner.kind === 'customer' ? owner.payerId : null, now);
    });
  }
  return renderCart(deps, cart ?? null, owner);
}

/** Empties a basket whose row lock the caller holds; a customer's held credit is let go too. */
export async function emptyLockedCart(
  tx: Database,
  cartId: number,
  customerId: number | null,
  now: Date,
): Promise<void> {
  await deleteItemsReleasingPlaces(tx, cartId);
  if (customerId !== null) {
    const emptied = { cartId, customerId, itemHash: itemHashOf([]) };
    await createCreditTender(tx, now).undo({
      basket: { ...emptied, totalPence: 0 },
      reserved: false,
    });
  }
  await touchCart(tx, cartId, now);
}
