import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/raw-rows';
import type { OccurrenceKind } from '../timetable';

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
  /**
   * What the item costs (modules/pricing, or the price a manager set at the desk): the basket's
   * total is the sum of these.
   */
  pricePence: number;
  /** The price a manager set at the desk, which `pricePence` is; null when none was. */
  priceOverridePence: number | null;
  /** The package a visit is taken from for the attendee's place, or null. */
  packageId: number | null;
  /** The membership benefit covering the attendee's place, or null. */
  benefitId: number | null;
  /** The guest pass pricing a place at nothing, used when the order is written; or null. */
  guestPassId: number | null;
  /** That pass's code, as stored. */
  guestPassCode: string | null;
  isSinglePlace: boolean;
  holdExpiresAt: Date;
  name: string;
  kind: OccurrenceKind;
  date: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  booked: number;
  categoryId: string;
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
  price_override_pence: number | null;
  package_id: number | null;
  benefit_id: number | null;
  guest_pass_id: number | null;
  guest_pass_code: string | null;
  is_single_place: boolean;
  hold_expires_epoch: number;
  name: string;
  kind: OccurrenceKind;
  date: string;
  starts_epoch: number;
  ends_epoch: number;
  capacity: number;
  booked: number;
  category_id: string;
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
        ci.quantity, ci.unit_price_pence,
        coalesce(ci.price_override_pence, ci.price_pence) as price_pence, ci.price_override_pence,
        ci.package_id, ci.benefit_id, ci.is_single_place,
        ci.guest_pass_id, gp.code as guest_pass_code,
        extract(epoch from ci.hold_expires_at)::float8 as hold_expires_epoch,
        o.name, o.kind, o.date::text as date,
        extract(epoch from o.starts_at)::float8 as starts_epoch,
        extract(epoch from o.ends_at)::float8 as ends_epoch,
        o.capacity, o.booked, c.id as category_id, c.slug as category_slug,
        v.id as venue_id, v.slug as venue_slug, v.name as venue_name, v.timezone,
        l.id as location_id, l.name as location_name, l.slug as location_slug, l.type as location_type
      from cart_items ci
      join occurrences o on o.id = ci.occurrence_id
      join categories c on c.id = o.category_id
      join venues v on v.id = o.venue_id
      join pricing_options po on po.id = ci.pricing_option_id
      left join locations l on l.id = o.location_id
      left join guest_passes gp on gp.id = ci.guest_pass_id
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
    priceOverridePence: raw.price_override_pence,
    packageId: raw.package_id,
    benefitId: raw.benefit_id,
    guestPassId: raw.guest_pass_id,
    guestPassCode: raw.guest_pass_code,
    isSinglePlace: raw.is_single_place,
    holdExpiresAt: new Date(Number(raw.hold_expires_epoch) * 1000),
    name: raw.name,
    kind: raw.kind,
    date: raw.date,
    startsAt: new Date(Number(raw.starts_epoch) * 1000),
    endsAt: new Date(Number(raw.ends_epoch) * 1000),
    capacity: raw.capacity,
    booked: raw.booked,
    categoryId: raw.category_id,
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
