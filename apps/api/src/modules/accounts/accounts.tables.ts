import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { operators, venues } from '../venues/venues.tables';

export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    /** The customer reference printed on cards and accepted at sign-in (e.g. "LID1000001"). */
    reference: text('reference').notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender'),
    phone: text('phone'),
    addressLine1: text('address_line_1'),
    addressLine2: text('address_line_2'),
    town: text('town'),
    postcode: text('postcode'),
    homeVenueId: integer('home_venue_id').references(() => venues.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customers_reference_key').on(table.reference),
    // Emails are unique case-insensitively; juniors without their own login have none.
    uniqueIndex('customers_email_key').on(sql`lower(${table.email})`),
  ],
);

/** A parent may act for the linked family members (juniors) on the basket and in My account. */
export const familyLinks = pgTable(
  'family_links',
  {
    parentCustomerId: integer('parent_customer_id')
      .notNull()
      .references(() => customers.id),
    memberCustomerId: integer('member_customer_id')
      .notNull()
      .references(() => customers.id),
    relationship: text('relationship').notNull().default('child'),
  },
  (table) => [
    primaryKey({ columns: [table.parentCustomerId, table.memberCustomerId] }),
    index('family_links_member_idx').on(table.memberCustomerId),
  ],
);

/** Front-of-house staff: may act for any customer of their venue. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
  },
  (table) => [uniqueIndex('staff_users_email_key').on(sql`lower(${table.email})`)],
);
