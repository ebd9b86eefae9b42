import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { priceItem, type ItemPrice } from '../pricing';
import type { PricingOption } from '../timetable';
import { cartItems } from './basket.tables';

export interface ItemToPrice {
  cartId: number;
  /** The item being repriced, left out when looking for the attendee's member place. */
  itemId?: number;
  occurrenceId: number;
  option: PricingOption;
  quantity: number;
  attendeeId: number | null;
  attendeeIsMember: boolean;
}

/**
 * Prices a basket item with the pricing module's rules. A member's own place takes the member
 * price once per session: when another item of the basket already prices it, this one's places
 * are all at the standard price.
 */
export async function priceBasketItem(tx: Database, item: ItemToPrice): Promise<ItemPrice> {
  let memberPlaceAvailable = item.attendeeIsMember && item.attendeeId !== null;
  if (memberPlaceAvailable && item.attendeeId !== null) {
    const [taken] = await tx
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.cartId, item.cartId),
          eq(cartItems.occurrenceId, item.occurrenceId),
          eq(cartItems.purchasedForCustomerId, item.attendeeId),
          eq(cartItems.memberPlaces, 1),
          item.itemId === undefined ? undefined : ne(cartItems.id, item.itemId),
        ),
      )
      .limit(1);
    memberPlaceAvailable = !taken;
  }
  return priceItem({
    prices: { pricePence: item.option.pricePence, memberPricePence: item.option.memberPricePence },
    quantity: item.quantity,
    memberPlaceAvailable,
  });
}

/** The columns an item keeps of its price. */
export function storedPrice(price: ItemPrice) {
  return {
    unitPricePence: price.unitPricePence,
    pricePence: price.pricePence,
    memberPlaces: price.memberPlaces,
  };
}
