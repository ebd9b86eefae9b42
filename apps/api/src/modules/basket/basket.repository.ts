import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jsonColumn, rowsOf } from '../../db/raw-rows';
import type { BookingRules, OccurrenceKind, PricingOption } from '../timetable';
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

/** An occurrence with what adding it to a basket needs to check. */
export interface BookableOccurrence {
  id: number;
  publicId: string;
  categoryId: string;
  categorySlug: string;
  kind: OccurrenceKind;
  date: string;
  startsAt: Date;
  endsAt: Date;
  locationId: number | null;
  capacity: number;
  booked: number;
  allocationStrategy: string;
  allowsAnonymousBookings: boolean;
  timezone: string;
  rules: BookingRules;
  pricingOptions: PricingOption[];
}

interface RawBookable {
  id: number;
  public_id: string;
  category_id: string;
  category_slug: string;
  kind: OccurrenceKind;
  date: string;
  starts_epoch: number;
  ends_epoch: number;
  location_id: number | null;
  capacity: number;
  booked: number;
  allocation_strategy: string;
  allows_anonymous_bookings: boolean;
  timezone: string;
  view_days_anonymous: number;
  view_days_signed_in: number;
  release_days_before: number;
  release_time: string;
  last_bookable_minutes_after_start: number;
  pricing_options: unknown;
}

const bookableColumns = sql`
  o.id::float8 as id, o.public_id, o.category_id, c.slug as category_slug, o.kind, o.date::text as date,
  extract(epoch from o.starts_at)::float8 as starts_epoch,
  extract(epoch from o.ends_at)::float8 as ends_epoch,
  o.location_id, o.capacity, o.booked,
  c.allocation_strategy, c.allows_anonymous_bookings, v.timezone,
  c.view_days_anonymous, c.view_days_signed_in, c.release_days_before, c.release_time,
  c.last_bookable_minutes_after_start,
  coalesce((
    select json_agg(json_build_object(
      'id', po.id, 'name', po.name, 'kind', po.kind,
      'pricePence', po.price_pence, 'memberPricePence', po.member_price_pence
    ) order by po.sort_order, po.id)
    from pricing_options po where po.category_id = c.id
  ), '[]'::json) as pricing_options`;

function toBookable(raw: RawBookable): BookableOccurrence {
  return {
    id: Number(raw.id),
    publicId: raw.public_id,
    categoryId: raw.category_id,
    categorySlug: raw.category_slug,
    kind: raw.kind,
    date: raw.date,
    startsAt: new Date(Number(raw.starts_epoch) * 1000),
    endsAt: new Date(Number(raw.ends_epoch) * 1000),
    locationId: raw.location_id,
    capacity: raw.capacity,
    booked: raw.booked,
    allocationStrategy: raw.allocation_strategy,
    allowsAnonymousBookings: raw.allows_anonymous_bookings,
    timezone: raw.timezone,
    rules: {
      viewDaysAnonymous: raw.view_days_anonymous,
      viewDaysSignedIn: raw.view_days_signed_in,
      releaseDaysBefore: raw.release_days_before,
      releaseTime: raw.release_time,
      lastBookableMinutesAfterStart: raw.last_bookable_minutes_after_start,
    },
    pricingOptions: jsonColumn<PricingOption[]>(raw.pricing_options, []),
  };
}

/** By v2 public id, or by v1 numeric id. */
export async function findBookableOccurrence(
  db: Database,
  id: string | number,
): Promise<BookableOccurrence | undefined> {
  const condition =
    typeof id === 'number' || /^\d{1,15}$/.test(id)
      ? sql`o.id = ${Number(id)}`
      : sql`o.public_id = ${id}`;
  const [raw] = await rowsOf<RawBookable>(
    db,
    sql`select ${bookableColumns}
      from occurrences o
      join categories c on c.id = o.category_id
      join venues v on v.id = o.venue_id
      where ${condition}`,
  );
  return raw ? toBookable(raw) : undefined;
}

/** A session of the same activity at the same time as `occurrence`, meeting `condition`. */
async function findSameTimeSession(
  db: Database,
  occurrence: BookableOccurrence,
  condition: SQL,
): Promise<BookableOccurrence | undefined> {
  const [raw] = await rowsOf<RawBookable>(
    db,
    sql`select ${bookableColumns}
      from occurrences o
      join categories c on c.id = o.category_id
      join venues v on v.id = o.venue_id
      where o.category_id = ${occurrence.categoryId}
        and o.starts_at = ${occurrence.startsAt.toISOString()}::timestamptz
        and ${condition}
      order by o.location_id
      limit 1`,
  );
  return raw ? toBookable(raw) : undefined;
}

/** The session of the same activity at the same time at another location (court, lane). */
export function findSessionAtLocation(
  db: Database,
  occurrence: BookableOccurrence,
  locationId: number,
): Promise<BookableOccurrence | undefined> {
  return findSameTimeSession(db, occurrence, sql`o.location_id = ${locationId}`);
}

/**
 * Where the venue allocates courts: another court of the same activity at the same time with a
 * free place, for when the one asked for has just gone.
 */
export function findFreeSibling(
  db: Database,
  occurrence: BookableOccurrence,
): Promise<BookableOccurrence | undefined> {
  return findSameTimeSession(
    db,
    occurrence,
    sql`o.id <> ${occurrence.id} and o.booked < o.capacity`,
  );
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
      ),
    );
  return row;
}

export interface PlaceStatus {
  /** This basket already has the session with this ticket type. */
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
        and pricing_option_id = ${pricingOptionId}) as item_id,
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
      | 'quantity'
      | 'pricingOptionId'
      | 'unitPricePence'
      | 'pricePence'
      | 'ownPlaces'
      | 'packageId'
      | 'isPackageDeclined'
      | 'benefitId'
      | 'isBenefitDeclined'
      | 'discountCustomerIds'
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

/** A basket item with everything the basket and the checkout show of it. */
export interface CartLine {
  id: number;
  occurrenceId: number;
  publicId: string;
  pricingOptionId: number;
  pricingOptionName: string;
  purchasedForCustomerId: number | null;
  quantity: number;
  /** The standard price of one place. */
  unitPricePence: number;
  /** What the item costs (modules/pricing): the basket's total is the sum of these. */
  pricePence: number;
  /** The package a visit is taken from for the attendee's place, or null. */
  packageId: number | null;
  /** The membership benefit covering the attendee's place, or null. */
  benefitId: number | null;
  isSinglePlace: boolean;
  holdExpiresAt: Date;
  name: string;
  kind: OccurrenceKind;
  date: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  booked: number;
  categorySlug: string;
  venue: { id: number; slug: string; name: string; timezone: string };
  location: { id: number; name: string; slug: string; type: string } | null;
}

interface RawLine {
  id: number;
  occurrence_id: number;
  public_id: string;
  pricing_option_id: number;
  pricing_option_name: string;
  purchased_for_customer_id: number | null;
  quantity: number;
  unit_price_pence: number;
  price_pence: number;
  package_id: number | null;
  benefit_id: number | null;
  is_single_place: boolean;
  hold_expires_epoch: number;
  name: string;
  kind: OccurrenceKind;
  date: string;
  starts_epoch: number;
  ends_epoch: number;
  capacity: number;
  booked: number;
  category_slug: string;
  venue_id: number;
  venue_slug: string;
  venue_name: string;
  timezone: string;
  location_id: number | null;
  location_name: string | null;
  location_slug: string | null;
  location_type: string | null;
}

/** Every item of a basket with its occurrence, venue, location and ticket type, in one query. */
export async function loadCartLines(db: Database, cartId: number): Promise<CartLine[]> {
  const raws = await rowsOf<RawLine>(
    db,
    sql`select ci.id::float8 as id, o.id::float8 as occurrence_id, o.public_id,
        ci.pricing_option_id, po.name as pricing_option_name, ci.purchased_for_customer_id,
        ci.quantity, ci.unit_price_pence, ci.price_pence, ci.package_id, ci.benefit_id, ci.is_single_place,
        extract(epoch from ci.hold_expires_at)::float8 as hold_expires_epoch,
        o.name, o.kind, o.date::text as date,
        extract(epoch from o.starts_at)::float8 as starts_epoch,
        extract(epoch from o.ends_at)::float8 as ends_epoch,
        o.capacity, o.booked, c.slug as category_slug,
        v.id as venue_id, v.slug as venue_slug, v.name as venue_name, v.timezone,
        l.id as location_id, l.name as location_name, l.slug as location_slug, l.type as location_type
      from cart_items ci
      join occurrences o on o.id = ci.occurrence_id
      join categories c on c.id = o.category_id
      join venues v on v.id = o.venue_id
      join pricing_options po on po.id = ci.pricing_option_id
      left join locations l on l.id = o.location_id
      where ci.cart_id = ${cartId}
      order by o.starts_at, ci.id`,
  );
  return raws.map((raw) => ({
    id: Number(raw.id),
    occurrenceId: Number(raw.occurrence_id),
    publicId: raw.public_id,
    pricingOptionId: raw.pricing_option_id,
    pricingOptionName: raw.pricing_option_name,
    purchasedForCustomerId: raw.purchased_for_customer_id,
    quantity: raw.quantity,
    unitPricePence: raw.unit_price_pence,
    pricePence: raw.price_pence,
    packageId: raw.package_id,
    benefitId: raw.benefit_id,
    isSinglePlace: raw.is_single_place,
    holdExpiresAt: new Date(Number(raw.hold_expires_epoch) * 1000),
    name: raw.name,
    kind: raw.kind,
    date: raw.date,
    startsAt: new Date(Number(raw.starts_epoch) * 1000),
    endsAt: new Date(Number(raw.ends_epoch) * 1000),
    capacity: raw.capacity,
    booked: raw.booked,
    categorySlug: raw.category_slug,
    venue: { id: raw.venue_id, slug: raw.venue_slug, name: raw.venue_name, timezone: raw.timezone },
    location:
      raw.location_id === null
        ? null
        : {
            id: raw.location_id,
            name: raw.location_name ?? '',
            slug: raw.location_slug ?? '',
            type: raw.location_type ?? 'resource',
          },
  }));
}
