import type { CartItem, CartItemInput } from './cart';

// A hold that ran out takes its item out of the basket on the server. The screens must never
// lose what the customer chose without saying so: each vanished item whose hold had run out is
// kept as an ended hold, named plainly, with what it takes to hold it again.

/** An item whose hold ran out and whose places were given back. */
export interface EndedHold {
  /** The same choice whatever its basket item id (ids change when a basket merges at sign-in). */
  key: string;
  /** "Badminton 60min — Wed 21 Oct 18:00". */
  label: string;
  quantity: number;
  /** The add call's item that claims the same places again. */
  input: CartItemInput;
  /** Why holding it again failed (a full session, …), once tried. */
  refusal: string | null;
}

/**
 * How far the browser's clock may trail the server's: an item that vanishes this close to (or
 * after) its hold's end was given back by the server, not removed for another reason.
 */
export const clockSkewMs = 60_000;

/** One ended hold per occurrence and ticket type. */
export function holdKey(item: CartItem): string {
  return `${item.cartableResource.id}|${item.pricingOptionId}`;
}

/**
 * The occurrences a basket holds. An item still counts as held while its occurrence is in the
 * basket in any form: merged into the account at sign-in, an anonymous item gets a new id, names
 * its attendee and may take a member's ticket type.
 */
function occurrencesIn(items: readonly CartItem[]): Set<string> {
  return new Set(items.map((item) => item.cartableResource.id));
}

/** The item as people say it: "Badminton 60min — Wed 21 Oct 18:00". */
export function holdLabel(item: CartItem): string {
  const { name, date, startsAt } = item.cartableResource;
  return `${name} — ${date.dayPretty} ${date.datePretty} ${startsAt.format24Hour}`;
}

/** The add call's item for `item`; only ticket lines (with a `maxQuantity`) send a quantity. */
export function reAddInput(item: CartItem): CartItemInput {
  return {
    id: item.cartableResource.id,
    type: 'purchasableOccurrence',
    pricingOptionId: item.pricingOptionId,
    purchasedForUserId: item.purchasedForUserId,
    ...(item.maxQuantity !== null ? { quantity: item.quantity } : {}),
  };
}

/** "Your hold on … has ended, and the place was given back." */
export function endedHoldCopy(hold: Pick<EndedHold, 'label' | 'quantity'>): string {
  const given = hold.quantity > 1 ? 'the places were given back' : 'the place was given back';
  return `Your hold on ${hold.label} has ended, and ${given}.`;
}

/**
 * The items of `previous` missing from `next` because their holds ran out: not removed by the
 * customer (`removedIds`), and due to end by `nowMs` give or take the clock skew.
 */
export function findEndedHolds(
  previous: readonly CartItem[],
  next: readonly CartItem[],
  nowMs: number,
  removedIds: ReadonlySet<number> = new Set(),
): EndedHold[] {
  const kept = occurrencesIn(next);
  return previous
    .filter((item) => !kept.has(item.cartableResource.id) && !removedIds.has(item.id))
    .filter((item) => Date.parse(item.holdExpiresAt.utc) <= nowMs + clockSkewMs)
    .map((item) => ({
      key: holdKey(item),
      label: holdLabel(item),
      quantity: item.quantity,
      input: reAddInput(item),
      refusal: null,
    }));
}

/** Ended holds after a new basket answer: new ones added, those back in the basket dropped. */
export function mergeEndedHolds(
  current: readonly EndedHold[],
  found: readonly EndedHold[],
  next: readonly CartItem[],
): EndedHold[] {
  const inBasket = occurrencesIn(next);
  const byKey = new Map<string, EndedHold>();
  for (const hold of [...current, ...found]) byKey.set(hold.key, hold);
  return [...byKey.values()].filter((hold) => !inBasket.has(String(hold.input.id)));
}
