import { randomUUID } from 'node:crypto';
import type { Cart, RouteBody } from '@lido/contract';
import type { addToCart } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import {
  DISCOUNT_SIGN_IN,
  findCustomerById,
  isUniqueViolation,
  resolveActingCustomer,
} from '../../people/accounts';
import { assertNoOutstandingPenalty } from '../../people/penalties';
import type { ReleasedSession } from '../release-queue';
import { isActiveMember } from '../../memberships/memberships';
import { assertMayAttend, findActivityRestrictions } from '../../timetable/restrictions';
import {
  BOOKING_CLOSED_REASON,
  claimPlaces,
  firstBookableAt,
  FULL_REASON,
  lastBookableAt,
  NOT_RELEASED_REASON,
} from '../../timetable/timetable';
import {
  createAnonymousCart,
  ensureOwnedCart,
  placeStatus,
  insertCartItem,
  lockCart,
  touchCart,
  updateCartItem,
  type CartRow,
} from './basket.repository';
import {
  findBookableOccurrence,
  findFreeSibling,
  type BookableOccurrence,
} from './bookable-occurrences';
import { holdExpiry } from './hold-expiry';
import { releaseExpiredHolds } from './holds.repository';

import {
  ALREADY_BOOKED,
  ALREADY_IN_BASKET,
  assertRoomFor,
  SIGN_IN_TO_BOOK,
  type BasketDeps,
  type BasketOwner,
  findOwnersCart,
} from './basket-owner';
import { priceBasketItem, storedPrice } from './item-pricing';
import { pricingOptionFor } from './pricing-option';
import { renderCart } from './basket.service';
import { mergeAnonymousCart } from './merge-anonymous-cart';

type AddBody = NonNullable<RouteBody<typeof addToCart>>;
type ItemInput = AddBody['items'][number];

/** Released for the caller (earlier for a member whose plan books ahead) and not yet closed. */
function assertBookableNow(occurrence: BookableOccurrence, now: Date, advanceDays: number): void {
  const { date, rules, timezone } = occurrence;
  const opens = firstBookableAt(date, rules, timezone, advanceDays);
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
 * The ticket discounts an item names (SPEC.md section 4, keyed by customer id): customers the
 * caller may act for, a family lead's family or staff's venue customers (403 otherwise).
 */
async function discountCustomersOf(
  db: Database,
  caller: Caller | null,
  item: ItemInput,
): Promise<number[]> {
  const ids = [...new Set(item.discount_customer_ids ?? [])];
  if (ids.length === 0) return [];
  if (!caller) throw new DomainError('TICKET_DISCOUNT_REFUSED', DISCOUNT_SIGN_IN);
  for (const id of ids) await resolveActingCustomer(db, caller, id);
  return ids;
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
  {
    places,
    admitToRelease,
  }: {
    /** A waitlist party's places, held together in one item even where one place is the rule. */
    places?: number;
    /**
     * The waiting room's door for a session just released (release-queue): refuses the caller
     * until they have been let in. The public add passes it; offers and the desk do not.
     */
    admitToRelease?: (session: ReleasedSession, tx: Database) => Promise<void>;
  } = {},
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

    // A customer books their own operator's sessions; another operator's read as missing.
    const payersOperator =
      owner.kind === 'customer' ? (await findCustomerById(tx, owner.payerId))?.operatorId : null;
    for (const item of body.items) {
      let occurrence = await findBookableOccurrence(tx, item.id);
      if (!occurrence || (payersOperator != null && occurrence.operatorId !== payersOperator)) {
        throw new DomainError('NOT_FOUND', 'The session could not be found.');
      }
      if (owner.kind === 'anonymous' && !occurrence.allowsAnonymousBookings) {
        throw new DomainError('UNAUTHENTICATED', SIGN_IN_TO_BOOK);
      }
      assertBookableNow(occurrence, now, caller?.advanceBookingDays ?? 0);
      await admitToRelease?.(
        {
          id: occurrence.id,
          firstBookableAt: firstBookableAt(occurrence.date, occurrence.rules, occurrence.timezone),
        },
        tx,
      );
      const option = pricingOptionFor(occurrence, item);
      const isSinglePlace = occurrence.kind !== 'ticketed';
      const quantity = places ?? (isSinglePlace ? 1 : (item.quantity ?? 1));
      const attendee = await attendeeOf(tx, caller, owner, item);
      await assertMayAttend(tx, await findActivityRestrictions(tx, occurrence.categoryId), {
        attendeeId: attendee,
        date: occurrence.date,
        now,
      });
      if (owner.kind === 'customer') {
        await assertNoOutstandingPenalty(tx, {
          payerId: owner.payerId,
          attendeeIds: attendee === null ? [] : [attendee],
        });
      }

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
      const quantityAfter = (existing?.quantity ?? 0) + quantity;
      // Clients that book without the benefit send apply_benefit false (live-api.md).
      const isBenefitDeclined = existing?.isBenefitDeclined ?? item.apply_benefit === false;
      const discountCustomerIds = [
        ...new Set([
          ...(existing?.discountCustomerIds ?? []),
          ...(await discountCustomersOf(tx, caller, item)),
        ]),
      ];
      const price = storedPrice(
        await priceBasketItem(tx, {
          cartId: basket.id,
          itemId: existing?.id,
          occurrence,
          option,
          quantity: quantityAfter,
          attendeeId: attendee,
          attendeeIsMember: isMember,
          isPackageDeclined: existing?.isPackageDeclined,
          isBenefitDeclined,
          discountCustomerIds,
          // More of the same tickets keep the guest pass entered on them.
          guestPassId: existing?.guestPassId,
          now,
        }),
      );
      if (existing) {
        // More of the same tickets renew the item's hold, but only up to its total hold.
        await updateCartItem(tx, existing.id, {
          quantity: quantityAfter,
          ...price,
          // A price a manager set was for fewer tickets: more of them are priced afresh.
          priceOverridePence: null,
          discountCustomerIds,
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
            ...price,
            isBenefitDeclined,
            discountCustomerIds,
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
