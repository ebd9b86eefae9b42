import { randomUUID } from 'node:crypto';
import type { Cart, RouteBody } from '@lido/contract';
import type { addToCart, updateCartItem as updateCartItemRoute } from '@lido/contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Caller } from '../../http/auth-guard';
import { isUniqueViolation, resolveActingCustomer } from '../accounts';
import { creditBalances, isActiveMember } from '../memberships';
import {
  BOOKING_CLOSED_REASON,
  claimPlaces,
  firstBookableAt,
  FULL_REASON,
  givePlacesBack,
  lastBookableAt,
  NOT_RELEASED_REASON,
  pencePayable,
  type PricingOption,
} from '../timetable';
import { findOperator } from '../venues';
import {
  createAnonymousCart,
  deleteCart,
  ensureOwnedCart,
  findBookableOccurrence,
  findCartByOwner,
  findCartByUuid,
  findCartItem,
  findCartItemFor,
  findFreeSibling,
  hasBookedPlace,
  placeStatus,
  insertCartItem,
  isPlaceHeldBy,
  listCartItems,
  loadCartLines,
  lockCart,
  moveItems,
  touchCart,
  updateCartItem,
  type BookableOccurrence,
  type CartRow,
} from './basket.repository';
import { cartView } from './cart-view';
import { holdExpiry, type HoldPolicy } from './hold-expiry';
import { deleteItemsReleasingPlaces, placesHeld, releaseExpiredHolds } from './holds.repository';

export interface BasketDeps extends HoldPolicy {
  db: Database;
  clock: Clock;
  /** The most places one basket holds, so no visitor or script can sit on a whole session. */
  maxPlacesPerBasket: number;
}

/** Whose basket a request is about. */
export type BasketOwner =
  | {
      kind: 'customer';
      /** Who pays: the basket belongs to them. */
      payerId: number;
      /** Who attends items added without naming someone: the payer or the family member acted for. */
      attendeeId: number;
      selectedUserId: number | null;
      /** An anonymous basket to merge in (sent before signing in). */
      anonymousUuid: string | null;
    }
  | { kind: 'anonymous'; uuid: string | null };

export const ALREADY_IN_BASKET = 'This session is already in your basket.';
export const ALREADY_BOOKED = 'You have already booked this session.';
export const SIGN_IN_TO_BOOK = 'Please log in to book this activity.';
export const BASKET_FULL = 'Your basket is full. Please check out or remove something first.';

/** Refuses, before claiming anything, places that would take the basket over its cap. */
async function assertRoomFor(
  tx: Database,
  deps: BasketDeps,
  cartId: number,
  places: number,
): Promise<void> {
  // The caller holds the basket's row lock, so no parallel request can fill it meanwhile.
  const held = await placesHeld(tx, cartId, deps.clock.now());
  if (held + places > deps.maxPlacesPerBasket) throw new DomainError('BASKET_FULL', BASKET_FULL);
}

/**
 * Resolves the basket owner: a signed-in customer acts for themself or a linked family member
 * (whose places they pay for); staff use the basket of the customer they act for.
 */
export async function basketOwnerOf(
  db: Database,
  caller: Caller | null,
  selectedUserId: number | null | undefined,
  cartUuid: string | null,
): Promise<BasketOwner> {
  if (!caller) return { kind: 'anonymous', uuid: cartUuid };
  const acting = await resolveActingCustomer(db, caller, selectedUserId);
  if (caller.kind === 'staff') {
    return {
      kind: 'customer',
      payerId: acting.customerId,
      attendeeId: acting.customerId,
      selectedUserId: acting.customerId,
      anonymousUuid: null,
    };
  }
  return {
    kind: 'customer',
    payerId: caller.userId,
    attendeeId: acting.customerId,
    selectedUserId: acting.relation === 'self' ? null : acting.customerId,
    anonymousUuid: cartUuid,
  };
}

async function findOwnersCart(db: Database, owner: BasketOwner): Promise<CartRow | undefined> {
  if (owner.kind === 'customer') return findCartByOwner(db, owner.payerId);
  if (!owner.uuid) return undefined;
  const cart = await findCartByUuid(db, owner.uuid);
  // An anonymous uuid never opens a customer's basket.
  return cart && cart.ownerCustomerId === null ? cart : undefined;
}

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
  const [lines, currency, credit] = await Promise.all([
    cart ? loadCartLines(db, cart.id) : Promise.resolve([]),
    currencyOf(db),
    owner.kind === 'customer' ? creditBalances(db, owner.payerId) : Promise.resolve(null),
  ]);
  return cartView({
    cart,
    lines,
    now: clock.now(),
    currency,
    selectedUserId: owner.kind === 'customer' ? owner.selectedUserId : null,
    creditBalancePence: credit ? credit.general + credit.membership : 0,
    maxPlacesPerBasket,
  });
}

type AddBody = NonNullable<RouteBody<typeof addToCart>>;
type ItemInput = AddBody['items'][number];

function pricingOptionFor(occurrence: BookableOccurrence, item: ItemInput): PricingOption {
  const options = occurrence.pricingOptions;
  if (item.pricing_option_id !== undefined) {
    const chosen = options.find((option) => option.id === item.pricing_option_id);
    if (!chosen) {
      const message = 'The selected ticket type is not sold for this session.';
      throw new DomainError('VALIDATION_FAILED', message, { pricing_option_id: [message] });
    }
    return chosen;
  }
  const standard = options.find((option) => option.kind === 'standard') ?? options[0];
  if (
    !standard ||
    (occurrence.kind === 'ticketed' && standard.kind === 'ticket' && options.length > 1)
  ) {
    const message = 'Choose a ticket type for this session.';
    throw new DomainError('VALIDATION_FAILED', message, { pricing_option_id: [message] });
  }
  return standard;
}

function assertBookableNow(occurrence: BookableOccurrence, now: Date): void {
  const opens = firstBookableAt(occurrence.date, occurrence.rules, occurrence.timezone);
  if (now < opens) throw new DomainError('NOT_RELEASED', NOT_RELEASED_REASON);
  if (now > lastBookableAt(occurrence.startsAt, occurrence.rules)) {
    throw new DomainError('BOOKING_CLOSED', BOOKING_CLOSED_REASON);
  }
}

async function attendeeOf(
  db: Database,
  caller: Caller | null,
  owner: BasketOwner,
  item: ItemInput,
): Promise<number | null> {
  if (owner.kind === 'anonymous') return null;
  if (item.purchased_for_user_id == null) return owner.attendeeId;
  if (!caller) return null;
  return (await resolveActingCustomer(db, caller, item.purchased_for_user_id)).customerId;
}

/**
 * Adds items, each claiming its places as it goes. The whole call is one transaction: if any
 * item cannot be had (full, not released, already held), nothing is added and every place
 * claimed so far is given back.
 */
export async function addItems(
  deps: BasketDeps,
  caller: Caller | null,
  owner: BasketOwner,
  body: AddBody,
): Promise<Cart> {
  const now = deps.clock.now();
  // Holds that ran out give their places back first, in their own statement, as reading does:
  // they neither count against the cap nor get renewed by adding the same tickets again.
  const known = await findOwnersCart(deps.db, owner);
  if (known) await releaseExpiredHolds(deps.db, now, { cartId: known.id });

  const cart = await deps.db.transaction(async (tx) => {
    if (owner.kind === 'customer' && owner.anonymousUuid) {
      await mergeAnonymousCart({ ...deps, db: tx }, owner);
    }
    let basket: CartRow;
    if (owner.kind === 'customer') {
      // The upsert locks the basket's row for the rest of the transaction.
      basket = await ensureOwnedCart(tx, owner.payerId, randomUUID(), now);
    } else {
      basket =
        (await findOwnersCart(tx, owner)) ?? (await createAnonymousCart(tx, randomUUID(), now));
      await lockCart(tx, basket.id);
    }

    for (const item of body.items) {
      let occurrence = await findBookableOccurrence(tx, item.id);
      if (!occurrence) throw new DomainError('NOT_FOUND', 'The session could not be found.');
      if (owner.kind === 'anonymous' && !occurrence.allowsAnonymousBookings) {
        throw new DomainError('UNAUTHENTICATED', SIGN_IN_TO_BOOK);
      }
      assertBookableNow(occurrence, now);
      const option = pricingOptionFor(occurrence, item);
      const isSinglePlace = occurrence.kind !== 'ticketed';
      const quantity = isSinglePlace ? 1 : (item.quantity ?? 1);
      const attendee = await attendeeOf(tx, caller, owner, item);

      const status = await placeStatus(tx, {
        cartId: basket.id,
        occurrenceId: occurrence.id,
        pricingOptionId: option.id,
        attendeeId: attendee,
      });
      if (isSinglePlace && status.isBookedByAttendee) {
        throw new DomainError('ALREADY_BOOKED', ALREADY_BOOKED);
      }
      if (isSinglePlace && (status.isHeldByAttendee || status.itemInCart)) {
        throw new DomainError('ALREADY_IN_BASKET', ALREADY_IN_BASKET);
      }
      const existing = status.itemInCart;
      await assertRoomFor(tx, deps, basket.id, quantity);

      let claimed = await claimPlaces(tx, occurrence.id, quantity);
      if (!claimed && occurrence.kind === 'slot' && occurrence.allocationStrategy !== 'customer') {
        // The venue allocates courts: any free court at that time will do.
        const sibling = await findFreeSibling(tx, occurrence);
        if (sibling) {
          occurrence = sibling;
          claimed = await claimPlaces(tx, occurrence.id, quantity);
        }
      }
      if (!claimed) throw new DomainError('SESSION_FULL', FULL_REASON);

      // The caller's membership was checked with their token; others' is looked up.
      const isMember =
        attendee !== null &&
        (caller?.kind === 'customer' && attendee === caller.userId
          ? caller.isMember
          : await isActiveMember(tx, attendee, now));
      const unitPricePence = pencePayable(option, isMember);
      if (existing) {
        // More of the same tickets renew the item's hold, but only up to its total hold.
        await updateCartItem(tx, existing.id, {
          quantity: existing.quantity + quantity,
          holdExpiresAt: holdExpiry(existing.createdAt, now, deps),
        });
      } else {
        try {
          await insertCartItem(tx, {
            cartId: basket.id,
            occurrenceId: occurrence.id,
            pricingOptionId: option.id,
            purchasedForCustomerId: attendee,
            quantity,
            unitPricePence,
            isSinglePlace,
            holdExpiresAt: holdExpiry(now, now, deps),
            // The first claim: the hold's total length is counted from here.
            createdAt: now,
          });
        } catch (error) {
          // Another request held the same place for the same person a moment ago.
          if (isUniqueViolation(error))
            throw new DomainError('ALREADY_IN_BASKET', ALREADY_IN_BASKET);
          throw error;
        }
      }
    }
    if (owner.kind === 'anonymous') await touchCart(tx, basket.id, now);
    return basket;
  });
  return renderCart(deps, cart, owner);
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
      const option = pricingOptionFor(occurrence, {
        id: occurrence.id,
        type: 'activity',
        pricing_option_id: options.pricing_option_id,
      });
      const isMember =
        item.purchasedForCustomerId !== null &&
        (await isActiveMember(tx, item.purchasedForCustomerId, now));
      changes.pricingOptionId = option.id;
      changes.unitPricePence = pencePayable(option, isMember);
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
      if (option)
        await updateCartItem(tx, item.id, { unitPricePence: pencePayable(option, isMember) });
    }
    await deleteCart(tx, anonymous.id);
    await touchCart(tx, target.id, now);
  };
  await db.transaction(run);
}
