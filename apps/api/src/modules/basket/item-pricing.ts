import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isActiveMember } from '../memberships';
import { findCoveringPackages } from '../packages';
import { priceItem, type ItemPrice } from '../pricing';
import type { PricingOption } from '../timetable';
import { cartItems } from './basket.tables';

export interface ItemToPrice {
  cartId: number;
  /** The item being repriced, left out when looking for the attendee's own place. */
  itemId?: number;
  occurrence: { id: number; categoryId: string; date: string };
  option: PricingOption;
  quantity: number;
  attendeeId: number | null;
  attendeeIsMember: boolean;
  /** The customer took the package off this item. */
  isPackageDeclined?: boolean;
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
 * Prices a basket item with the pricing module's rules. The attendee's own place is priced once
 * per session: when another item of the basket already prices it, this one's places are all
 * guests'. A package visit covers the own place unless the customer took it off.
 */
export async function priceBasketItem(tx: Database, item: ItemToPrice): Promise<ItemPrice> {
  const { attendeeId } = item;
  const hasOwnPlace =
    attendeeId !== null && !(await isOwnPlacePricedElsewhere(tx, item, attendeeId));
  const packageId =
    hasOwnPlace && attendeeId !== null && !item.isPackageDeclined
      ? await packageFor(tx, item, attendeeId)
      : null;
  return priceItem({
    prices: { pricePence: item.option.pricePence, memberPricePence: item.option.memberPricePence },
    quantity: item.quantity,
    ownPlace: hasOwnPlace ? { isMember: item.attendeeIsMember, packageId } : null,
  });
}

/** The columns an item keeps of its price. */
export function storedPrice(price: ItemPrice) {
  return {
    unitPricePence: price.unitPricePence,
    pricePence: price.pricePence,
    ownPlaces: price.ownPlaces,
    packageId: price.packageId,
  };
}

/**
 * Prices an item already in the basket again, after a change (its quantity, ticket type, or the
 * package taken off): the attendee's membership is read afresh.
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
    now,
  }: {
    cartId: number;
    item: {
      id: number;
      quantity: number;
      purchasedForCustomerId: number | null;
      isPackageDeclined: boolean;
    };
    occurrence: ItemToPrice['occurrence'];
    option: PricingOption;
    quantity?: number;
    isPackageDeclined?: boolean;
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
  });
}
