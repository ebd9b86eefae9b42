import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import {
  type RawSessionRow,
  sessionRowColumns,
  sessionRowJoins,
  sessionRowOf,
  type SessionRow,
} from '../../../read/session-rows';
import type { OccurrenceKind } from '../../timetable/timetable';

/** A basket item with everything the basket and the checkout show of it. */
export interface CartLine extends SessionRow {
  id: number;
  pricingOptionId: number;
  pricingOptionName: string;
  purchasedForCustomerId: number | null;
  quantity: number;
  /** The standard price of one place. */
  unitPricePence: number;
  /**
   * What the item costs (contexts/venue-setup/pricing, or the price a manager set at the desk): the basket's
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
  kind: OccurrenceKind;
  capacity: number;
  booked: number;
  categoryId: string;
  categorySlug: string;
}

interface RawLine extends RawSessionRow {
  id: number;
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
  kind: OccurrenceKind;
  capacity: number;
  booked: number;
  category_id: string;
  category_slug: string;
}

/** Every item of a basket with its occurrence, venue, location and ticket type, in one query. */
export async function loadCartLines(db: Database, cartId: number): Promise<CartLine[]> {
  const raws = await rowsOf<RawLine>(
    db,
    sql`select ci.id::float8 as id, ${sessionRowColumns},
        ci.pricing_option_id, po.name as pricing_option_name, ci.purchased_for_customer_id,
        ci.quantity, ci.unit_price_pence,
        coalesce(ci.price_override_pence, ci.price_pence) as price_pence, ci.price_override_pence,
        ci.package_id, ci.benefit_id, ci.is_single_place,
        ci.guest_pass_id, gp.code as guest_pass_code,
        extract(epoch from ci.hold_expires_at)::float8 as hold_expires_epoch,
        o.kind, o.capacity, o.booked, c.id as category_id, c.slug as category_slug
      from cart_items ci
      ${sessionRowJoins(sql`ci.occurrence_id`)}
      join categories c on c.id = o.category_id
      join pricing_options po on po.id = ci.pricing_option_id
      left join guest_passes gp on gp.id = ci.guest_pass_id
      where ci.cart_id = ${cartId}
      order by o.starts_at, ci.id`,
  );
  return raws.map((raw) => ({
    ...sessionRowOf(raw),
    id: Number(raw.id),
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
    kind: raw.kind,
    capacity: raw.capacity,
    booked: raw.booked,
    categoryId: raw.category_id,
    categorySlug: raw.category_slug,
  }));
}
