import type { Cart, RouteBody } from '@lido/contract';
import type { updateCartItem as updateCartItemRoute } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { isUniqueViolation, resolveActingCustomer } from '../../people/accounts';
import { assertNoOutstandingPenalty } from '../../people/penalties';
import { assertMayAttend, findActivityRestrictions } from '../../timetable/restrictions';
import { claimPlaces, FULL_REASON, givePlacesBack } from '../../timetable/timetable';
import {
  findCartItem,
  hasBookedPlace,
  lockCart,
  touchCart,
  updateCartItem,
} from './basket.repository';
import {
  type BookableOccurrence,
  findBookableOccurrence,
  findSessionAtLocation,
} from './bookable-occurrences';
import {
  ALREADY_BOOKED,
  assertRoomFor,
  findOwnersCart,
  SIGN_IN_TO_BOOK,
  type BasketDeps,
  type BasketOwner,
} from './basket-owner';
import { renderCart } from './basket.service';
import { releaseExpiredHolds } from './holds.repository';
import { repriceItem, storedPrice } from './item-pricing';
import { pricingOptionFor } from './pricing-option';

type UpdateBody = NonNullable<RouteBody<typeof updateCartItemRoute>>;
type ItemChanges = Parameters<typeof updateCartItem>[2];

const ITEM_NOT_FOUND = 'Unable to complete request, item not found.';
export const NO_SESSION_AT_LOCATION = 'That court or lane has no session at this time.';
const ALREADY_HELD = 'That place is already in your basket or booked.';

/**
 * Moves an item's places to the same session at another location (another court at the same
 * time): the places there are claimed before the old ones are given back, through the
 * timetable's capacity functions, so a full court refuses the move and nothing changes.
 */
async function moveToLocation(
  tx: Database,
  item: { occurrenceId: number; quantity: number },
  occurrence: BookableOccurrence,
  locationId: number,
): Promise<BookableOccurrence> {
  const target = await findSessionAtLocation(tx, occurrence, locationId);
  if (!target) {
    throw new DomainError('VALIDATION_FAILED', NO_SESSION_AT_LOCATION, {
      'options.location_id': [NO_SESSION_AT_LOCATION],
    });
  }
  if (!(await claimPlaces(tx, target.id, item.quantity))) {
    throw new DomainError('SESSION_FULL', FULL_REASON);
  }
  await givePlacesBack(tx, item.occurrenceId, item.quantity);
  return target;
}

/**
 * Who a single place is for, changed to someone the caller may book for (themself, their family;
 * staff: their venue's customers) who meets the activity's restrictions and holds no place on
 * the session yet.
 */
async function changeAttendee(
  tx: Database,
  caller: Caller | null,
  item: { isSinglePlace: boolean },
  occurrence: BookableOccurrence,
  attendeeId: number,
  now: Date,
): Promise<number> {
  if (!caller) throw new DomainError('UNAUTHENTICATED', SIGN_IN_TO_BOOK);
  if (!item.isSinglePlace) {
    const message = 'Tickets are not named: only a class or court place can change who is going.';
    throw new DomainError('VALIDATION_FAILED', message, {
      'options.purchased_for_user_id': [message],
    });
  }
  const attendee = (await resolveActingCustomer(tx, caller, attendeeId)).customerId;
  await assertMayAttend(tx, await findActivityRestrictions(tx, occurrence.categoryId), {
    attendeeId: attendee,
    date: occurrence.date,
    now,
  });
  await assertNoOutstandingPenalty(tx, { payerId: attendee, attendeeIds: [attendee] });
  if (await hasBookedPlace(tx, occurrence.id, attendee)) {
    throw new DomainError('ALREADY_BOOKED', ALREADY_BOOKED);
  }
  return attendee;
}

/**
 * `PUT /api/activities/cart/{cartItemId}`: changes an item's options — a ticket's quantity
 * (claiming or giving back the difference), its ticket type, its location (the same session
 * at another court) or who a place is for — and prices it again. The item keeps its hold.
 */
export async function changeItem(
  deps: BasketDeps,
  caller: Caller | null,
  owner: BasketOwner,
  cartItemId: number,
  { options }: UpdateBody,
): Promise<Cart> {
  const now = deps.clock.now();
  const cart = await findOwnersCart(deps.db, owner);
  if (!cart) throw new DomainError('NOT_FOUND', ITEM_NOT_FOUND);
  // An item whose hold ran out is gone: changing it must not claim places for a dead hold.
  await releaseExpiredHolds(deps.db, now, { cartId: cart.id });
  await deps.db.transaction(async (tx) => {
    await lockCart(tx, cart.id);
    const item = await findCartItem(tx, cart.id, cartItemId);
    if (!item) throw new DomainError('NOT_FOUND', ITEM_NOT_FOUND);
    let occurrence = await findBookableOccurrence(tx, item.occurrenceId);
    if (!occurrence) throw new DomainError('NOT_FOUND', 'The session could not be found.');
    const changes: ItemChanges = {};

    if (options.location_id !== undefined && options.location_id !== occurrence.locationId) {
      occurrence = await moveToLocation(tx, item, occurrence, options.location_id);
      changes.occurrenceId = occurrence.id;
    }
    if (
      options.purchased_for_user_id !== undefined &&
      options.purchased_for_user_id !== item.purchasedForCustomerId
    ) {
      changes.purchasedForCustomerId = await changeAttendee(
        tx,
        caller,
        item,
        occurrence,
        options.purchased_for_user_id,
        now,
      );
    }
    if (options.quantity !== undefined && options.quantity !== item.quantity) {
      if (item.isSinglePlace) {
        const message = 'Only one place can be booked per person for this session.';
        throw new DomainError('VALIDATION_FAILED', message, { 'options.quantity': [message] });
      }
      const difference = options.quantity - item.quantity;
      if (difference > 0) {
        await assertRoomFor(tx, deps, cart.id, difference);
        if (!(await claimPlaces(tx, occurrence.id, difference))) {
          throw new DomainError('SESSION_FULL', FULL_REASON);
        }
      } else {
        await givePlacesBack(tx, occurrence.id, -difference);
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
    if (Object.keys(changes).length > 0) {
      const optionId = changes.pricingOptionId ?? item.pricingOptionId;
      const option = occurrence.pricingOptions.find((candidate) => candidate.id === optionId);
      if (!option) throw new DomainError('NOT_FOUND', 'The ticket type could not be found.');
      const price = await repriceItem(tx, {
        cartId: cart.id,
        // A new attendee is priced as themself: member price, benefit, package.
        item: {
          ...item,
          purchasedForCustomerId: changes.purchasedForCustomerId ?? item.purchasedForCustomerId,
        },
        occurrence,
        option,
        quantity: changes.quantity ?? item.quantity,
        now,
      });
      // A price a manager set was for the item as it was: the changed item is priced afresh.
      Object.assign(changes, storedPrice(price), { priceOverridePence: null });
      try {
        await updateCartItem(tx, item.id, changes);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const message =
          changes.occurrenceId === undefined && changes.purchasedForCustomerId === undefined
            ? 'That ticket type is already in your basket for this session.'
            : ALREADY_HELD;
        throw new DomainError('ALREADY_IN_BASKET', message);
      }
    }
    await touchCart(tx, cart.id, now);
  });
  return renderCart(deps, cart, owner);
}
