import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from '../../people/accounts/accounts.tables';
import { membershipBenefits } from '../../memberships/benefits/benefits.tables';
import { pricingOptions } from '../../venue-setup/catalogue/catalogue.tables';
import { guestPasses } from '../../memberships/memberships/memberships.tables';
import { customerPackages } from '../../memberships/packages/packages.tables';
import { occurrences } from '../../timetable/timetable/timetable.tables';

/** A basket: one open basket per customer, or an anonymous one known by its uuid. */
export const carts = pgTable(
  'carts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull(),
    /** Who pays; null while the basket is anonymous. */
    ownerCustomerId: integer('owner_customer_id').references(() => customers.id),
    source: text('source').notNull().default('activity-booking'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('carts_uuid_key').on(table.uuid),
    uniqueIndex('carts_owner_key')
      .on(table.ownerCustomerId)
      .where(sql`${table.ownerCustomerId} is not null`),
  ],
);

/**
 * An item in a basket is also its hold: while the row exists, its places are counted in
 * occurrences.booked; deleting the row (removal, expiry) and giving the places back happen in
 * one statement or transaction.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    cartId: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    occurrenceId: bigint('occurrence_id', { mode: 'number' })
      .notNull()
      .references(() => occurrences.id),
    pricingOptionId: integer('pricing_option_id')
      .notNull()
      .references(() => pricingOptions.id),
    /** Who attends: the payer or a family member; null in an anonymous basket. */
    purchasedForCustomerId: integer('purchased_for_customer_id').references(() => customers.id),
    quantity: integer('quantity').notNull(),
    /** The standard price of one place of the ticket type, shown as the unit price. */
    unitPricePence: integer('unit_price_pence').notNull(),
    /** What the item's places cost, as the pricing module priced them (contexts/venue-setup/pricing). */
    pricePence: integer('price_pence').notNull(),
    /**
     * The price a manager set at the desk (`desk-prices`): it wins over `price_pence` whenever the
     * item is priced again, and goes when the item itself changes (quantity, ticket type, place).
     */
    priceOverridePence: integer('price_override_pence'),
    /**
     * 1 when the item prices the attendee's own place (member price, benefit, package visit): once
     * per attendee per session. (The column is named from when only member prices did this.)
     */
    ownPlaces: smallint('member_places').notNull().default(0),
    /** The package a visit is taken from for the attendee's place, when the order is written. */
    packageId: integer('package_id').references(() => customerPackages.id),
    /** The customer took the package off this item: pay for the place instead. */
    isPackageDeclined: boolean('is_package_declined').notNull().default(false),
    /** The membership benefit covering the attendee's place; a use is counted when ordered. */
    benefitId: integer('benefit_id').references(() => membershipBenefits.id),
    /** The customer took the benefit off this item (or added it without): pay instead. */
    isBenefitDeclined: boolean('is_benefit_declined').notNull().default(false),
    /** A friend's guest pass pricing one place of the item at nothing; used when ordered. */
    guestPassId: integer('guest_pass_id').references(() => guestPasses.id),
    /** Ticket discounts: customers each of whose price prices one guest place of the item. */
    discountCustomerIds: integer('discount_customer_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Classes and court slots: one place per person, which nobody may hold twice. */
    isSinglePlace: boolean('is_single_place').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // Tickets of one type for one session are one item whose quantity grows.
    uniqueIndex('cart_items_cart_occurrence_option_key')
      .on(table.cartId, table.occurrenceId, table.pricingOptionId)
      .where(sql`not ${table.isSinglePlace}`),
    // A single place (class, court) is one item per person going: a parent books a class for
    // each child as items of their own, and nobody holds the same place twice in any basket.
    uniqueIndex('cart_items_single_place_key')
      .on(table.occurrenceId, table.purchasedForCustomerId)
      .where(sql`${table.isSinglePlace} and ${table.purchasedForCustomerId} is not null`),
    // An anonymous basket does not know who is going: one of each single place.
    uniqueIndex('cart_items_anonymous_place_key')
      .on(table.cartId, table.occurrenceId)
      .where(sql`${table.isSinglePlace} and ${table.purchasedForCustomerId} is null`),
    index('cart_items_hold_expires_idx').on(table.holdExpiresAt),
    index('cart_items_package_idx')
      .on(table.packageId)
      .where(sql`${table.packageId} is not null`),
    // A guest pass is in one basket at a time: two baskets cannot both be priced by it.
    uniqueIndex('cart_items_guest_pass_key')
      .on(table.guestPassId)
      .where(sql`${table.guestPassId} is not null`),
    check('cart_items_quantity_check', sql`${table.quantity} > 0`),
    check('cart_items_price_check', sql`${table.pricePence} >= 0`),
    check('cart_items_price_override_check', sql`${table.priceOverridePence} >= 0`),
  ],
);
