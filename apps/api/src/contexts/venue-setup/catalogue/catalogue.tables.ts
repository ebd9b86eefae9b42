import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { operators, venues } from '../venues/venues.tables';

export const v1Types = ['class_templates', 'ad_hoc_templates', 'fast_ticket_templates'] as const;
export const v2Types = ['classes', 'resources', 'ticketed'] as const;
export type V1Type = (typeof v1Types)[number];
export type V2Type = (typeof v2Types)[number];

/**
 * Activity categories of a venue. Roots group activities ("Sports Hall Activities"); leaves are the
 * bookable activities ("Badminton 60min") whose v2_type says which kind of occurrence they have.
 */
export const categories = pgTable(
  'categories',
  {
    /** UUIDv7 string, as the live system's category ids. */
    id: text('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    parentId: text('parent_id'),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    image: text('image'),
    v1Type: text('v1_type').$type<V1Type>(),
    v2Type: text('v2_type').$type<V2Type>(),
    /** 'customer' lets the customer choose the court/lane; 'system' allocates one. */
    allocationStrategy: text('allocation_strategy').notNull().default('system'),
    browseByName: text('browse_by_name').notNull().default('location'),
    sortOrder: integer('sort_order').notNull().default(0),
    allowsAnonymousBookings: boolean('allows_anonymous_bookings').notNull().default(false),
    /** Booking window, in days after today, that anonymous and signed-in callers can see. */
    viewDaysAnonymous: integer('view_days_anonymous').notNull().default(5),
    viewDaysSignedIn: integer('view_days_signed_in').notNull().default(6),
    /** A session is released at release_time, release_days_before its date (venue time). */
    releaseDaysBefore: integer('release_days_before').notNull().default(6),
    releaseTime: text('release_time').notNull().default('22:00'),
    /** Bookable until this many minutes after the start. */
    lastBookableMinutesAfterStart: integer('last_bookable_minutes_after_start')
      .notNull()
      .default(10),
    /**
     * The activity's concept in the OpenActive activity list (its full `@id`), as the open data
     * feeds publish it; null until the operator maps it.
     */
    openactiveActivityId: text('openactive_activity_id'),
  },
  (table) => [
    uniqueIndex('categories_venue_slug_key').on(table.venueId, table.slug),
    index('categories_parent_idx').on(table.parentId),
  ],
);

/** Courts, lanes, studios and halls of a venue. */
export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull().default('resource'),
  },
  (table) => [uniqueIndex('locations_venue_slug_key').on(table.venueId, table.slug)],
);

export const categoryLocations = pgTable(
  'category_locations',
  {
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.locationId] })],
);

export const instructors = pgTable('instructors', {
  id: integer('id').primaryKey(),
  operatorId: integer('operator_id')
    .notNull()
    .references(() => operators.id),
  name: text('name').notNull(),
});

export const tags = pgTable('tags', {
  id: integer('id').primaryKey(),
  operatorId: integer('operator_id')
    .notNull()
    .references(() => operators.id),
  name: text('name').notNull(),
});

/**
 * What an activity costs: one standard option for classes and court slots, one per ticket type
 * (Adult, Junior, Concession) for ticketed sessions. Members pay member_price_pence when set.
 */
export const pricingOptions = pgTable(
  'pricing_options',
  {
    id: integer('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    kind: text('kind').$type<'standard' | 'ticket'>().notNull().default('standard'),
    pricePence: integer('price_pence').notNull(),
    memberPricePence: integer('member_price_pence'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('pricing_options_category_idx').on(table.categoryId)],
);
