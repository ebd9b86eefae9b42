import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The leisure operator (the live system's "client") whose sites Lido serves. */
export const operators = pgTable('operators', {
  id: integer('id').primaryKey(),
  clientId: text('client_id').notNull().unique(),
  name: text('name').notNull(),
  currencyCode: text('currency_code').notNull().default('GBP'),
  currencySymbol: text('currency_symbol').notNull().default('£'),
  onlineJoiningEnabled: boolean('online_joining_enabled').notNull().default(false),
  guestPassesEnabled: boolean('guest_passes_enabled').notNull().default(false),
  kioskHomeUrl: text('kiosk_home_url'),
  /** The booking site calls v2 availability for dates on or after this (both answer every date). */
  migrationDate: date('migration_date', { mode: 'string' }).notNull(),
  tagManagerIds: jsonb('tag_manager_ids').$type<string[]>().notNull().default([]),
  bookingsSiteUrl: text('bookings_site_url').notNull(),
  myAccountSiteUrl: text('my_account_site_url').notNull(),
  onlineJoiningSiteUrl: text('online_joining_site_url').notNull(),
  /**
   * The most account credit a receptionist may give one customer in a day (pence, all staff's
   * grants counted together); a manager may give more (docs/permissions.md).
   */
  deskCreditLimitPence: integer('desk_credit_limit_pence').notNull().default(2000),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const venues = pgTable(
  'venues',
  {
    id: integer('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    venueType: text('venue_type').notNull().default('Leisure Centre'),
    addressLine1: text('address_line_1').notNull(),
    addressLine2: text('address_line_2'),
    town: text('town').notNull(),
    area: text('area').notNull(),
    postcode: text('postcode').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** IANA zone: "today", booking windows and display times are computed here, never in the server's zone. */
    timezone: text('timezone').notNull().default('Europe/London'),
    phone: text('phone'),
    email: text('email'),
    activitiesV2Enabled: boolean('activities_v2_enabled').notNull().default(true),
    displayVenueSelectionButton: boolean('display_venue_selection_button').notNull().default(true),
    onlineJoiningEnabled: boolean('online_joining_enabled').notNull().default(false),
  },
  (table) => [
    uniqueIndex('venues_slug_key').on(table.slug),
    index('venues_operator_idx').on(table.operatorId),
  ],
);
