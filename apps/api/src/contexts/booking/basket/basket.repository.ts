import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { cartItems, carts } from './basket.tables';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

export async function findCartByOwner(
  db: Database,
  customerId: number,
): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.ownerCustomerId, customerId));
  return row;
}

export async function findCartByUuid(db: Database, uuid: string): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.uuid, uuid));
  return row;
}

/**
 * The customer's basket, created on first use, touched and locked for the rest of the
 * transaction in the same statement; concurrent first uses end with one basket.
 */
export async function ensureOwnedCart(
  db: Database,
  customerId: number,
  uuid: string,
  now: Date,
): Promise<CartRow> {
  const [cart] = await db
    .insert(carts)
    .values({ uuid, ownerCustomerId: customerId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: carts.ownerCustomerId,
      targetWhere: sql`${carts.ownerCustomerId} is not null`,
      set: { updatedAt: now },
    })
    .returning();
  if (!cart) throw new Error(`basket of customer ${customerId} vanished`);
  return cart;
}

export async function createAnonymousCart(db: Database, uuid: string, now: Date): Promise<CartRow> {
  const [row] = await db
    .insert(carts)
    .values({ uuid, ownerCustomerId: null, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('could not create a basket');
  return row;
}

/** Serialises changes to one basket: checkout and edits of the same basket queue behind each other. */
export async function lockCart(db: Database, cartId: number): Promise<void> {
  await db.execute(sql`select id from carts where id = ${cartId} for update`);
}

export async function touchCart(db: Database, cartId: number, now: Date): Promise<void> {
  await db.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId));
}

export async function deleteCart(db: Database, cartId: number): Promise<void> {
  await db.delete(carts).where(eq(carts.id, cartId));
}

export async function findCartItem(
  db: Database,
  cartId: number,
  itemId: number,
): Promise<CartItemRow | undefined> {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
  return row;
}

/** The item holding tickets of this type for the session (tickets only: single places are per attendee). */
export async function findCartItemFor(
  db: Database,
  cartId: number,
  occurrenceId: number,
  pricingOptionId: number,
): Promise<CartItemRow | undefined> {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.occurrenceId, occurrenceId),
        eq(cartItems.pricingOptionId, pricingOptionId),
        eq(cartItems.isSinglePlace, false),
      ),
    );
  return row;
}

export interface PlaceStatus {
  /** This basket already has the session with this ticket type (for a single place: for this attendee). */
  itemInCart: CartItemRow | undefined;
  /** The attendee already holds this single place, in any basket. */
  isHeldByAttendee: boolean;
  /** The attendee already has a booking for it. */
  isBookedByAttendee: boolean;
}

/** What adding a session needs to know about the basket and the attendee, in one query. */
export async function placeStatus(
  db: Database,
  {
    cartId,
    occurrenceId,
    pricingOptionId,
    attendeeId,
  }: {
    cartId: number;
    occurrenceId: number;
    pricingOptionId: number;
    attendeeId: number | null;
  },
): Promise<PlaceStatus> {
  const [row] = await rowsOf<{ item_id: number | null; held: boolean; booked: boolean }>(
    db,
    sql`select
      (select id::float8 from cart_items where cart_id = ${cartId} and occurrence_id = ${occurrenceId}
        and pricing_option_id = ${pricingOptionId}
        and (not is_single_place or purchased_for_customer_id is not distinct from ${attendeeId})
        limit 1) as item_id,
      exists (select 1 from cart_items where occurrence_id = ${occurrenceId}
        and purchased_for_customer_id = ${attendeeId} and is_single_place) as held,
      exists (select 1 from bookings where occurrence_id = ${occurrenceId}
        and customer_id = ${attendeeId} and status = 'booked') as booked`,
  );
  const itemId = row?.item_id === null || row?.item_id === undefined ? null : Number(row.item_id);
  return {
    itemInCart: itemId === null ? undefined : await findCartItem(db, cartId, itemId),
    isHeldByAttendee: Boolean(row?.held),
    isBookedByAttendee: Boolean(row?.booked),
  };
}

/** Someone already holds this single place in a basket (theirs or another's). */
export async function isPlaceHeldBy(
  db: Database,
  occurrenceId: number,
  customerId: number,
): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`select 1 as one from cart_items
      where occurrence_id = ${occurrenceId} and purchased_for_customer_id = ${customerId}
        and is_single_place
      limit 1`,
  );
  return rows.length > 0;
}

export async function hasBookedPlace(
  db: Database,
  occurrenceId: number,
  customerId: number,
): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`select 1 as one from bookings
      where occurrence_id = ${occurrenceId} and customer_id = ${customerId} and status = 'booked'
      limit 1`,
  );
  return rows.length > 0;
}

export async function insertCartItem(
  db: Database,
  item: typeof cartItems.$inferInsert,
): Promise<CartItemRow> {
  const [row] = await db.insert(cartItems).values(item).returning();
  if (!row) throw new Error('could not add the basket item');
  return row;
}

export async function updateCartItem(
  db: Database,
  itemId: number,
  changes: Partial<
    Pick<
      CartItemRow,
      | 'occurrenceId'
      | 'purchasedForCustomerId'
      | 'quantity'
      | 'pricingOptionId'
      | 'unitPricePence'
      | 'pricePence'
      | 'priceOverridePence'
      | 'ownPlaces'
      | 'packageId'
      | 'isPackageDeclined'
      | 'benefitId'
      | 'isBenefitDeclined'
      | 'discountCustomerIds'
      | 'guestPassId'
      | 'holdExpiresAt'
    >
  >,
): Promise<void> {
  await db.update(cartItems).set(changes).where(eq(cartItems.id, itemId));
}

export async function moveItems(
  db: Database,
  itemIds: readonly number[],
  toCartId: number,
  purchasedForCustomerId: number,
): Promise<void> {
  if (itemIds.length === 0) return;
  await db
    .update(cartItems)
    .set({ cartId: toCartId, purchasedForCustomerId })
    .where(inArray(cartItems.id, [...itemIds]));
}

export async function listCartItems(db: Database, cartId: number): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(cartItems.id);
}
