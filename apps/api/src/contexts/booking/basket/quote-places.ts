import { DomainError } from '../../../platform/errors/domain-error';
import { addItems } from './add-items';
import { lockCart } from './basket.repository';
import { findAnonymousCart, type BasketDeps } from './basket-owner';
import { type CartLine, loadCartLines } from './cart-lines';
import { deleteItemsReleasingPlaces, releaseExpiredHolds } from './holds.repository';
import { repriceBasket } from './item-pricing';

// A booking partner's quote (the OpenActive Open Booking API's C1/C2, flows/open-booking) is a
// signed-out visitor's basket: each place it asks for is held through `addItems`, so the timetable
// counts it, every rule of adding holds, and the hold sweep gives it back when it runs out. A quote
// asked again with other places keeps the holds it still wants and lets go of the rest.

export interface QuotedPlace {
  occurrenceId: number;
  pricingOptionId: number;
}

/** Each place asked for: the basket item holding it, or why it could not be held. */
export type PlaceOutcome = { line: CartLine } | { refused: DomainError };

export interface Quote {
  cartUuid: string | null;
  outcomes: PlaceOutcome[];
}

const sameplace = (line: CartLine, place: QuotedPlace) =>
  line.occurrenceId === place.occurrenceId && line.pricingOptionId === place.pricingOptionId;

/**
 * Holds the places of a quote in the basket `cartUuid` names (a new basket when null or gone),
 * one place per item asked for, each session at most once (the caller refuses a second). Places it holds already stay held; items it holds that are no
 * longer asked for go back on sale first. A place that cannot be held is answered with its
 * refusal, and the others are still held.
 */
export async function holdQuotedPlaces(
  deps: BasketDeps,
  cartUuid: string | null,
  places: readonly QuotedPlace[],
): Promise<Quote> {
  const now = deps.clock.now();
  let cart = cartUuid ? await findAnonymousCart(deps.db, cartUuid) : undefined;
  const kept = new Map<number, CartLine>();
  if (cart) {
    const basket = cart;
    await releaseExpiredHolds(deps.db, now, { cartId: basket.id });
    await deps.db.transaction(async (tx) => {
      await lockCart(tx, basket.id);
      const lines = await loadCartLines(tx, basket.id);
      const unused = new Set(lines);
      places.forEach((place, index) => {
        const line = [...unused].find((candidate) => sameplace(candidate, place));
        if (line && line.quantity === 1) {
          unused.delete(line);
          kept.set(index, line);
        }
      });
      if (unused.size > 0) {
        await deleteItemsReleasingPlaces(
          tx,
          basket.id,
          [...unused].map((line) => line.id),
        );
        await repriceBasket(tx, basket.id, now);
      }
    });
  }
  const outcomes: PlaceOutcome[] = [];
  for (const [index, place] of places.entries()) {
    const line = kept.get(index);
    if (line) {
      outcomes.push({ line });
      continue;
    }
    try {
      const basket = await addItems(
        deps,
        null,
        { kind: 'anonymous', uuid: cart?.uuid ?? null },
        {
          items: [
            {
              id: place.occurrenceId,
              type: 'purchasableOccurrence',
              pricing_option_id: place.pricingOptionId,
              quantity: 1,
            },
          ],
        },
      );
      cart ??= await findAnonymousCart(deps.db, basket.uuid);
      const added = cart && (await loadCartLines(deps.db, cart.id));
      const held = added?.find((candidate) => sameplace(candidate, place));
      if (!held) throw new DomainError('SESSION_FULL', 'The place could not be held.');
      outcomes.push({ line: held });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcomes.push({ refused: error });
    }
  }
  return { cartUuid: cart?.uuid ?? null, outcomes };
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
