/**
 * What one basket item costs: the rules of Lido's prices in one place (README.md in this folder).
 * Pure: the basket gathers the facts (the ticket type's prices, whether the item prices the
 * attendee's own place and whether they are a member, a benefit or package that could cover it,
 * discounts by reference) and stores the answer with the item.
 */

/** A ticket type's prices, per place, in pence. */
export interface PriceList {
  pricePence: number;
  /** What a member pays for their own place; null when members pay the standard price. */
  memberPricePence: number | null;
}

/** A membership benefit that can cover the attendee's own place. */
export type BenefitCover =
  { id: number; kind: 'free' } | { id: number; kind: 'percent_off'; percent: number };

/** The attendee's own place in an item, and what could cover it. */
export interface OwnPlace {
  /** The attendee holds an active membership: the member price applies to their place. */
  isMember: boolean;
  /** A benefit of the attendee's membership that covers this session (and is wanted). */
  benefit?: BenefitCover | null;
  /** A package of the attendee's with a visit left that covers this session (and is wanted). */
  packageId?: number | null;
}

export interface ItemPricingInput {
  prices: PriceList;
  /** Places in the item: the attendee's own and any guests'. */
  quantity: number;
  /**
   * The attendee's own place, when this item prices it: once per attendee per session, so null
   * when another item of the basket already does (or nobody is named), and every place is a
   * guest's.
   */
  ownPlace: OwnPlace | null;
  /**
   * Places priced at another customer's price by their reference (a ticket discount): each entry
   * is the price that customer pays for this ticket type. Applied to guest places only.
   */
  discountPrices?: readonly number[];
  /**
   * A friend's guest pass on the item: it prices one place at nothing — a guest place when the
   * item has any, else the attendee's own place when nothing covers it already. A member who gave
   * the pass may bring a guest with it, but not use it for their own place.
   */
  guestPass?: { id: number; mayCoverOwnPlace: boolean } | null;
}

export interface ItemPrice {
  /** The item's price: what the customer pays for all its places, before account credit. */
  pricePence: number;
  /** The standard price of one place, shown as the unit price. */
  unitPricePence: number;
  /** 1 when the item prices the attendee's own place (member price, benefit or package). */
  ownPlaces: 0 | 1;
  /** The benefit that covered the attendee's place, if one did. */
  benefitId: number | null;
  /** The package a visit was taken from, if one was. */
  packageId: number | null;
  /** Places priced by another customer's reference. */
  discountedPlaces: number;
  /** The guest pass that priced a place at nothing, if it did. */
  guestPassId: number | null;
}

/** A place's price by the list: the member price for a member where there is one. */
export function listPrice(prices: PriceList, isMember: boolean): number {
  return isMember ? (prices.memberPricePence ?? prices.pricePence) : prices.pricePence;
}

/** A percentage off a price, rounded half up to the penny (in the customer's favour at .5p). */
export function percentOff(pence: number, percent: number): number {
  const clamped = Math.min(100, Math.max(0, percent));
  return pence - Math.floor((pence * clamped + 50) / 100);
}

/**
 * The attendee's own place, and how it is covered: the cheapest of their price (the member
 * price for a member), a benefit and a package visit. A free benefit wins over a package visit (the visit was paid for and is
 * kept); a package visit wins over a percentage benefit (the place then costs nothing now).
 */
function ownPlacePrice(
  prices: PriceList,
  place: OwnPlace,
): { pence: number; benefitId: number | null; packageId: number | null } {
  const { benefit, packageId } = place;
  const ownPence = listPrice(prices, place.isMember);
  if (benefit?.kind === 'free') return { pence: 0, benefitId: benefit.id, packageId: null };
  // A visit is never spent on a place that costs nothing anyway (a member's free swim).
  if (ownPence === 0) return { pence: 0, benefitId: null, packageId: null };
  if (packageId != null) return { pence: 0, benefitId: null, packageId };
  if (benefit?.kind === 'percent_off') {
    const pence = percentOff(ownPence, benefit.percent);
    if (pence < ownPence) return { pence, benefitId: benefit.id, packageId: null };
  }
  return { pence: ownPence, benefitId: null, packageId: null };
}

export function priceItem(input: ItemPricingInput): ItemPrice {
  const { prices, quantity } = input;
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new RangeError(`an item has at least one place, not ${quantity}`);
  }
  const own = input.ownPlace ? ownPlacePrice(prices, input.ownPlace) : null;
  const guests = quantity - (own ? 1 : 0);
  const pass = input.guestPass ?? null;
  // A guest pass takes a guest place first; otherwise the own place, if it still costs something
  // (a package visit or a free benefit covers it already; a percentage benefit is then not used).
  const passGuest = pass !== null && guests > 0;
  const passOwn =
    pass !== null && !passGuest && own !== null && pass.mayCoverOwnPlace && own.pence > 0;
  const pricedGuests = guests - (passGuest ? 1 : 0);
  // A discount prices a guest place only when it is cheaper than the standard price. The pass
  // took the dearest guest place: a standard one, or the dearest discounted one when all are.
  const discounts = [...(input.discountPrices ?? [])]
    .filter((pence) => pence < prices.pricePence)
    .sort((a, b) => a - b)
    .slice(0, pricedGuests);
  const discounted = discounts.reduce((sum, pence) => sum + pence, 0);
  const standard = (pricedGuests - discounts.length) * prices.pricePence;
  const ownPence = passOwn ? 0 : (own?.pence ?? 0);
  return {
    pricePence: ownPence + discounted + standard,
    unitPricePence: prices.pricePence,
    ownPlaces: own ? 1 : 0,
    benefitId: passOwn ? null : (own?.benefitId ?? null),
    packageId: own?.packageId ?? null,
    discountedPlaces: discounts.length,
    guestPassId: passGuest || passOwn ? (pass?.id ?? null) : null,
  };
}
