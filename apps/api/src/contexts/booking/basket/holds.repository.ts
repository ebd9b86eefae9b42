import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { removeGivingPlacesBack } from '../../timetable/timetable';
import { cartItems } from './basket.tables';

// A basket item is its hold on places of an occurrence. The places themselves are counted by the
// timetable (`occurrences.booked`); every function here that lets go of an item gives its places
// back through the timetable in the same transaction.

/** Deletes a basket's items (all, or those named) and gives their places back. */
export async function deleteItemsReleasingPlaces(
  db: Database,
  cartId: number,
  itemIds?: readonly number[],
): Promise<number> {
  const which =
    itemIds === undefined
      ? sql`cart_id = ${cartId}`
      : sql`cart_id = ${cartId} and id in ${sql.raw(`(${itemIds.map(Number).join(',') || 'null'})`)}`;
  return removeGivingPlacesBack(
    db,
    sql`delete from cart_items where ${which} returning occurrence_id::float8, quantity`,
  );
}

/**
 * Lets go of holds that have run out: deletes them and gives their places back. Rows locked by
 * another process are skipped, so every API process can run this at once.
 */
export async function releaseExpiredHolds(
  db: Database,
  now: Date,
  { cartId, limit = 500 }: { cartId?: number; limit?: number } = {},
): Promise<number> {
  const inCart = cartId === undefined ? sql`true` : sql`cart_id = ${cartId}`;
  return removeGivingPlacesBack(
    db,
    sql`delete from cart_items where id in (
        select id from cart_items
        where hold_expires_at <= ${now.toISOString()}::timestamptz and ${inCart}
        order by hold_expires_at
        limit ${limit}
        for update skip locked
      ) returning occurrence_id::float8, quantity`,
  );
}

/**
 * The venue cancelled the session: every basket's holds on it go, their places given back.
 * Holds a checkout has locked are skipped rather than waited for (it waits for the cancellation,
 * then refuses the cancelled session: `lockSessionsBeingBooked`), so the two never deadlock; a
 * skipped hold stays in its basket until it runs out or is removed. Answers how many went.
 */
export async function releaseHoldsOn(db: Database, occurrenceId: number): Promise<number> {
  return removeGivingPlacesBack(
    db,
    sql`delete from cart_items where id in (
        select id from cart_items where occurrence_id = ${occurrenceId}
        for update skip locked
      ) returning occurrence_id::float8, quantity`,
  );
}

/**
 * Keeps the basket's places while the customer pays, but never past each item's first claim plus
 * the maximum total hold: starting to pay again and again must not hold places for ever.
 */
export async function extendHolds(
  db: Database,
  cartId: number,
  until: Date,
  { maxHoldMinutes }: { maxHoldMinutes: number },
): Promise<void> {
  await db.execute(
    sql`update cart_items set hold_expires_at = least(
        greatest(hold_expires_at, ${until.toISOString()}::timestamptz),
        created_at + make_interval(mins => ${maxHoldMinutes}::int))
      where cart_id = ${cartId}`,
  );
}

/** The places a basket holds now: holds that have run out but are not yet swept do not count. */
export async function placesHeld(db: Database, cartId: number, now: Date): Promise<number> {
  const [row] = await rowsOf<{ places: number }>(
    db,
    sql`select coalesce(sum(quantity), 0)::int as places from cart_items
      where cart_id = ${cartId} and hold_expires_at > ${now.toISOString()}::timestamptz`,
  );
  return Number(row?.places ?? 0);
}

/**
 * Places of a session held in baskets other than `exceptCartId` (null: in any): each still
 * takes its place from the session's count until it is let go of, run out or not.
 */
export async function placesHeldOnSession(
  db: Database,
  occurrenceId: number,
  exceptCartId: number | null,
): Promise<number> {
  const [row] = await rowsOf<{ places: number }>(
    db,
    sql`select coalesce(sum(quantity), 0)::int as places from cart_items
      where occurrence_id = ${occurrenceId} and cart_id <> ${exceptCartId ?? 0}`,
  );
  return Number(row?.places ?? 0);
}

/**
 * Locks the basket's items for the rest of the transaction, so the hold sweep (which skips locked
 * rows) cannot give their places back while they become bookings. Answers whether every hold is
 * still live at `now`; one that ran out must not be booked, whoever holds its place now.
 */
export async function lockLiveHolds(
  db: Database,
  cartId: number,
  now: Date,
): Promise<{ items: number; isEveryHoldLive: boolean }> {
  const rows = await db
    .select({ holdExpiresAt: cartItems.holdExpiresAt })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .for('update');
  return {
    items: rows.length,
    isEveryHoldLive: rows.every((row) => row.holdExpiresAt > now),
  };
}

/** At checkout the held places become booked places: the items go, the places stay taken. */
export async function deleteItemsKeepingPlaces(db: Database, cartId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
}
