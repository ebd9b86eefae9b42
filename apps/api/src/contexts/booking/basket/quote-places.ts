import { DomainError } from '../../../platform/errors/domain-error';
import { addItems } from './add-items';
import { lockCart } from './basket.repository';
import { findAnonymousCart, type BasketDeps } from './basket-owner';
import { type CartLine, loadCartLines } from './cart-lines';
import {
  deleteItemsReleasingPlaces,
  placesHeldOnSession,
  releaseExpiredHolds,
} from './holds.repository';
import { repriceBasket } from './item-pricing';

// A booking partner's quote (the OpenActive Open Booking API's C1/C2, flows/open-booking) is a
// signed-out visitor's basket: its places are held through `addItems`, so the timetable counts
// them, every rule of adding holds, and the hold sweep gives them back when they run out. A quote
// asked again with other places keeps the holds it still wants and lets go of the rest.

export interface QuotedPlace {
  occurrenceId: number;
  pricingOptionId: number;
}

/**
 * Each place asked for: the basket item holding it, or why it could not be held, with how many of
 * the session's places other baskets hold (a partner's leases among them) at that moment.
 */
export type PlaceOutcome = { line: CartLine } | { refused: DomainError; heldElsewhere: number };

export interface Quote {
  cartUuid: string | null;
  outcomes: PlaceOutcome[];
}

const keyOf = (place: QuotedPlace) => `${place.occurrenceId}:${place.pricingOptionId}`;

/** The places asked for, by session and price: how many of each, in the order first asked. */
function groupsOf(places: readonly QuotedPlace[]): Map<string, QuotedPlace & { count: number }> {
  const groups = new Map<string, QuotedPlace & { count: number }>();
  for (const place of places) {
    const group = groups.get(keyOf(place));
    if (group) group.count += 1;
    else groups.set(keyOf(place), { ...place, count: 1 });
  }
  return groups;
}

/**
 * Holds the places of a quote in the basket `cartUuid` names (a new basket when null or gone).
 * The places of one session at one price are one basket item (a party's places, held together
 * as a waitlist party's are), all or none. Items it holds already, of the same size, stay held;
 * any other goes back on sale first. Each place is answered with its item, or its group's
 * refusal; the other groups are still held.
 */
export async function holdQuotedPlaces(
  deps: BasketDeps,
  cartUuid: string | null,
  places: readonly QuotedPlace[],
): Promise<Quote> {
  const now = deps.clock.now();
  const groups = groupsOf(places);
  let cart = cartUuid ? await findAnonymousCart(deps.db, cartUuid) : undefined;
  const held = new Map<string, PlaceOutcome>();
  if (cart) {
    const basket = cart;
    await releaseExpiredHolds(deps.db, now, { cartId: basket.id });
    await deps.db.transaction(async (tx) => {
      await lockCart(tx, basket.id);
      const lines = await loadCartLines(tx, basket.id);
      const unused = lines.filter((line) => {
        const group = groups.get(keyOf(line));
        if (!group || group.count !== line.quantity || held.has(keyOf(line))) return true;
        held.set(keyOf(line), { line });
        return false;
      });
      if (unused.length > 0) {
        await deleteItemsReleasingPlaces(
          tx,
          basket.id,
          unused.map((line) => line.id),
        );
        await repriceBasket(tx, basket.id, now);
      }
    });
  }
  for (const [key, group] of groups) {
    if (held.has(key)) continue;
    try {
      const before = new Set(cart ? (await loadCartLines(deps.db, cart.id)).map((l) => l.id) : []);
      const basket = await addItems(
        deps,
        null,
        { kind: 'anonymous', uuid: cart?.uuid ?? null },
        {
          items: [
            {
              id: group.occurrenceId,
              type: 'purchasableOccurrence',
              pricing_option_id: group.pricingOptionId,
              quantity: group.count,
            },
          ],
        },
        { places: group.count },
      );
      cart ??= await findAnonymousCart(deps.db, basket.uuid);
      const added = cart && (await loadCartLines(deps.db, cart.id));
      // The new item: at a court the venue allocates, it may be another court at that time.
      const line = added?.find((candidate) => !before.has(candidate.id));
      if (!line) throw new DomainError('SESSION_FULL', 'The places could not be held.');
      held.set(key, { line });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const heldElsewhere = await placesHeldOnSession(
        deps.db,
        group.occurrenceId,
        cart?.id ?? null,
      );
      held.set(key, { refused: error, heldElsewhere });
    }
  }
  return {
    cartUuid: cart?.uuid ?? null,
    outcomes: places.map((place) => held.get(keyOf(place))!),
  };
}

/** Lets go of every place the quote's basket holds (DELETE order-quotes). */
export async function releaseQuotedPlaces(deps: BasketDeps, cartUuid: string): Promise<void> {
  const cart = await findAnonymousCart(deps.db, cartUuid);
  if (!cart) return;
  await deps.db.transaction(async (tx) => {
    await lockCart(tx, cart.id);
    await deleteItemsReleasingPlaces(tx, cart.id);
  });
}
