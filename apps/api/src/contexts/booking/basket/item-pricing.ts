import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { clockTimeIn } from '@lido/calendar-date';
import type { Database } from '../../../platform/db/client';
import { coveringBenefits, loadMemberBenefits, toCover } from '../../memberships/benefits';
import { guestPassGiver, isActiveMember } from '../../memberships/memberships';
import { findCoveringPackages } from '../../memberships/packages';
import { type BenefitCover, priceItem, type ItemPrice } from '../../venue-setup/pricing';
import { occurrences, type PricingOption } from '../../timetable/timetable';
import { listCartItems, updateCartItem } from './basket.repository';
import { type BookableOccurrence, findBookableOccurrence } from './bookable-occurrences';
import { cartItems } from './basket.tables';

export interface ItemToPrice {
  cartId: number;
  /** The item being repriced, left out when looking for the attendee's own place. */
  itemId?: number;
  occurrence: Pick<
    BookableOccurrence,
    'id' | 'categoryId' | 'categorySlug' | 'date' | 'startsAt' | 'timezone'
  >;
  option: PricingOption;
  quantity: number;
  attendeeId: number | null;
  attendeeIsMember: boolean;
  /** The customer took the package off this item. */
  isPackageDeclined?: boolean;
  /** The customer took the benefit off this item, or added it without one. */
  isBenefitDeclined?: boolean;
  /** Ticket discounts: customers each of whose price prices one guest place. */
  discountCustomerIds?: readonly number[];
  /** A guest pass entered on the item; it stays only while it prices a place. */
  guestPassId?: number | null;
  now: Date;
}

/** Does another item of the basket already price the attendee's own place on this session? */
async function isOwnPlacePricedElsewhere(tx: Database, item: ItemToPrice, attendeeId: number) {
  const [taken] = await tx
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.cartId, item.cartId),
        eq(cartItems.occurrenceId, item.occurrence.id),
        eq(cartItems.purchasedForCustomerId, attendeeId),
        eq(cartItems.ownPlaces, 1),
        item.itemId === undefined ? undefined : ne(cartItems.id, item.itemId),
      ),
    )
    .limit(1);
  return Boolean(taken);
}

/**
 * A package of the attendee's covering the session with a visit left once the visits other live
 * basket items already count on are set aside (visits are taken when an order is written).
 */
async function packageFor(tx: Database, item: ItemToPrice, attendeeId: number) {
  const candidates = await findCoveringPackages(tx, {
    customerId: attendeeId,
    categoryId: item.occurrence.categoryId,
    date: item.occurrence.date,
  });
  for (const candidate of candidates) {
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.packageId, candidate.id),
          item.itemId === undefined ? undefined : ne(cartItems.id, item.itemId),
        ),
      );
    if ((counted?.n ?? 0) < candidate.visitsLeft) return candidate.id;
  }
  return null;
}

/**
 * The attendee's membership benefit covering the session with a use left in its period, once the
 * uses other basket items count on are set aside (uses are counted when an order is written).
 */
async function benefitFor(
  tx: Database,
  item: ItemToPrice,
  attendeeId: number,
): Promise<BenefitCover | null> {
  const { occurrence } = item;
  const member = await loadMemberBenefits(tx, attendeeId, item.now);
  const candidates = coveringBenefits(member, {
    categorySlug: occurrence.categorySlug,
    date: occurrence.date,
    startTime: clockTimeIn(occurrence.startsAt, occurrence.timezone),
  });
  for (const candidate of candidates) {
    if (candidate.usesLeft === null) return toCover(candidate.rule);
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(cartItems)
      .innerJoin(occurrences, eq(occurrences.id, cartItems.occurrenceId))
      .where(
        and(
          eq(cartItems.benefitId, candidate.rule.id),
          eq(cartItems.purchasedForCustomerId, attendeeId),
          gte(occurrences.date, candidate.periodStart),
          lt(occurrences.date, candidate.periodEnd),
          item.itemId === undefined ? undefined : ne(cartItems.id, item.itemId),
        ),
      );
    if ((counted?.n ?? 0) < candidate.usesLeft) return toCover(candidate.rule);
  }
  return null;
}

/** What each customer named by a ticket discount pays for this ticket type (their price). */
async function discountPrices(tx: Database, item: ItemToPrice): Promise<number[]> {
  const ids = [...new Set(item.discountCustomerIds ?? [])].filter((id) => id !== item.attendeeId);
  const { pricePence, memberPricePence } = item.option;
  const prices: number[] = [];
  for (const id of ids) {
    const isMember = memberPricePence !== null && (await isActiveMember(tx, id, item.now));
    prices.push(isMember ? memberPricePence : pricePence);
  }
  return prices;
}

/** The item's guest pass as pricing reads it: whoever gave it may not use it for their own place. */
async function guestPassOf(tx: Database, item: ItemToPrice) {
  if (item.guestPassId == null) return null;
  const giverId = await guestPassGiver(tx, item.guestPassId);
  return { id: item.guestPassId, mayCoverOwnPlace: giverId !== item.attendeeId };
}

/**
 * Prices a basket item with the pricing module's rules. The attendee's own place is priced once
 * per session: when another item of the basket already prices it, this one's places are all
 * guests'. A membership benefit and a package visit cover the own place unless the customer
 * took them off; a guest pass prices a place at nothing.
 */
export async function priceBasketItem(tx: Database, item: ItemToPrice): Promise<ItemPrice> {
  const { attendeeId } = item;
  const prices = {
    pricePence: item.option.pricePence,
    memberPricePence: item.option.memberPricePence,
  };
  // Each read in sequence: `tx` is often a transaction, one connection running one statement
  // at a time (node-postgres queues overlapping ones, and is to refuse them).
  const discounts = await discountPrices(tx, item);
  const guestPass = await guestPassOf(tx, item);
  if (attendeeId === null || (await isOwnPlacePricedElsewhere(tx, item, attendeeId))) {
    return priceItem({
      prices,
      quantity: item.quantity,
      ownPlace: null,
      discountPrices: discounts,
      guestPass,
    });
  }
  const packageId = item.isPackageDeclined ? null : await packageFor(tx, item, attendeeId);
  const benefit =
    item.isBenefitDeclined || !item.attendeeIsMember
      ? null
      : await benefitFor(tx, item, attendeeId);
  return priceItem({
    prices,
    quantity: item.quantity,
    ownPlace: { isMember: item.attendeeIsMember, packageId, benefit },
    discountPrices: discounts,
    guestPass,
  });
}

/** The columns an item keeps of its price. */
export function storedPrice(price: ItemPrice) {
  return {
    unitPricePence: price.unitPricePence,
    pricePence: price.pricePence,
    ownPlaces: price.ownPlaces,
    packageId: price.packageId,
    benefitId: price.benefitId,
    // A pass that prices no place (the own place became covered, or is the giver's) leaves the
    // item, free for another basket.
    guestPassId: price.guestPassId,
  };
}

/**
 * Prices an item already in the basket again, after a change (its quantity, ticket type, or a
 * package or benefit taken off): the attendee's membership is read afresh.
 */
export async function repriceItem(
  tx: Database,
  {
    cartId,
    item,
    occurrence,
    option,
    quantity = item.quantity,
    isPackageDeclined = item.isPackageDeclined,
    isBenefitDeclined = item.isBenefitDeclined,
    now,
  }: {
    cartId: number;
    item: {
      id: number;
      quantity: number;
      purchasedForCustomerId: number | null;
      isPackageDeclined: boolean;
      isBenefitDeclined: boolean;
      discountCustomerIds: number[];
      guestPassId: number | null;
    };
    occurrence: ItemToPrice['occurrence'];
    option: PricingOption;
    quantity?: number;
    isPackageDeclined?: boolean;
    isBenefitDeclined?: boolean;
    now: Date;
  },
): Promise<ItemPrice> {
  const attendeeId = item.purchasedForCustomerId;
  return priceBasketItem(tx, {
    cartId,
    itemId: item.id,
    occurrence,
    option,
    quantity,
    attendeeId,
    attendeeIsMember: attendeeId !== null && (await isActiveMember(tx, attendeeId, now)),
    isPackageDeclined,
    isBenefitDeclined,
    discountCustomerIds: item.discountCustomerIds,
    guestPassId: item.guestPassId,
    now,
  });
}

/**
 * Prices every item of a basket again, oldest first, after items left it: what they held (the
 * attendee's own place on a session, a package visit, a benefit's use in its period) may now
 * price another item, so a court that paid because the week's free uses were counted on a court
 * since removed becomes free.
 */
export async function repriceBasket(tx: Database, cartId: number, now: Date): Promise<void> {
  for (const item of await listCartItems(tx, cartId)) {
    const occurrence = await findBookableOccurrence(tx, item.occurrenceId);
    const option = occurrence?.pricingOptions.find((o) => o.id === item.pricingOptionId);
    if (!occurrence || !option) continue;
    const price = storedPrice(await repriceItem(tx, { cartId, item, occurrence, option, now }));
    const isSame =
      price.pricePence === item.pricePence &&
      price.ownPlaces === item.ownPlaces &&
      price.packageId === item.packageId &&
      price.benefitId === item.benefitId &&
      price.guestPassId === item.guestPassId;
    if (!isSame) await updateCartItem(tx, item.id, price);
  }
}
