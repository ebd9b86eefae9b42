import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from '../accounts/accounts.tables';
import { operators, venues } from '../venues/venues.tables';

export const membershipPlans = pgTable('membership_plans', {
  id: integer('id').primaryKey(),
  operatorId: integer('operator_id')
    .notNull()
    .references(() => operators.id),
  name: text('name').notNull(),
  description: text('description').notNull(),
  monthlyPricePence: integer('monthly_price_pence').notNull(),
  joiningFeePence: integer('joining_fee_pence').notNull().default(0),
  availableOnline: boolean('available_online').notNull().default(true),
});

export const memberships = pgTable(
  'memberships',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    homeVenueId: integer('home_venue_id').references(() => venues.id),
    status: text('status').$type<'active' | 'frozen' | 'cancelled' | 'expired'>().notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    /** A Direct Debit instruction is in place for the monthly fee. */
    hasDirectDebitInstruction: boolean('has_direct_debit_instruction').notNull().default(false),
    /** Day of the month the fee is collected; null until a billing date is set. */
    billingDay: smallint('billing_day'),
  },
  (table) => [index('memberships_customer_idx').on(table.customerId)],
);

/** One pass a member may give a guest; only shown when the operator enables guest passes. */
export const guestPasses = pgTable(
  'guest_passes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    code: text('code').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    usedOn: date('used_on', { mode: 'string' }),
    guestName: text('guest_name'),
  },
  (table) => [
    uniqueIndex('guest_passes_code_key').on(table.code),
    index('guest_passes_customer_idx').on(table.customerId),
  ],
);

/** Proof documents a membership needs (concession, student card); they may expire. */
export const membershipDocuments = pgTable(
  'membership_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    membershipId: integer('membership_id').references(() => memberships.id),
    name: text('name').notNull(),
    /** Null until the customer uploads it: an upload is then required. */
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    expiresOn: date('expires_on', { mode: 'string' }),
  },
  (table) => [index('membership_documents_customer_idx').on(table.customerId)],
);
