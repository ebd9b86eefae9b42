import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from '../accounts/accounts.tables';
import { operators, venues } from '../venues/venues.tables';

/**
 * What an operator sells as a membership: its price (monthly by Direct Debit, and yearly up front
 * where offered), its terms, and who may hold it. Valid at the venues listed in
 * `membership_plan_venues`, or at every venue of the operator when it lists none.
 */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: integer('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    monthlyPricePence: integer('monthly_price_pence').notNull(),
    annualPricePence: integer('annual_price_pence'),
    joiningFeePence: integer('joining_fee_pence').notNull().default(0),
    /** Months paid for before the member may cancel; 0 for a plan with no contract. */
    minimumTermMonths: smallint('minimum_term_months').notNull().default(0),
    /** Months' notice a cancellation takes. */
    noticePeriodMonths: smallint('notice_period_months').notNull().default(1),
    /** Age on the day of joining; null for no bound. */
    minAge: smallint('min_age'),
    maxAge: smallint('max_age'),
    /** A concession's proof ("Student card"): required at joining and shown at the desk. */
    proofDocument: text('proof_document'),
    /**
     * Days further ahead than other customers a member may view and book sessions: each
     * activity's window and release move this many days earlier for them.
     */
    advanceBookingDays: smallint('advance_booking_days').notNull().default(0),
    availableOnline: boolean('available_online').notNull().default(true),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (table) => [
    check(
      'membership_plans_prices_check',
      sql`${table.monthlyPricePence} >= 0 and ${table.joiningFeePence} >= 0
        and (${table.annualPricePence} is null or ${table.annualPricePence} >= 0)`,
    ),
    check(
      'membership_plans_terms_check',
      sql`${table.minimumTermMonths} between 0 and 36 and ${table.noticePeriodMonths} between 0 and 12
        and ${table.advanceBookingDays} between 0 and 14`,
    ),
    check(
      'membership_plans_ages_check',
      sql`${table.minAge} is null or ${table.maxAge} is null or ${table.minAge} <= ${table.maxAge}`,
    ),
  ],
);

/** The venues a plan is valid at; a plan with none is valid at every venue of its operator. */
export const membershipPlanVenues = pgTable(
  'membership_plan_venues',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.venueId] }),
    index('membership_plan_venues_venue_idx').on(table.venueId),
  ],
);

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
    /**
     * `pending` from joining online until the first payment is made (`abandoned` if it never is);
     * then `active`.
     */
    status: text('status')
      .$type<'pending' | 'abandoned' | 'active' | 'frozen' | 'cancelled' | 'expired'>()
      .notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    /** A Direct Debit instruction is in place for the monthly fee. */
    hasDirectDebitInstruction: boolean('has_direct_debit_instruction').notNull().default(false),
    /** Day of the month the fee is collected; null until a billing date is set. */
    billingDay: smallint('billing_day'),
    /** When the member (or their lead, or staff) cancelled; `ends_on` is then the agreed end. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * A freeze, booked or under way: whole billing months in which nothing is collected and the
     * member books as a non-member. The membership is `frozen` between these days (inclusive).
     */
    frozenFrom: date('frozen_from', { mode: 'string' }),
    frozenUntil: date('frozen_until', { mode: 'string' }),
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
