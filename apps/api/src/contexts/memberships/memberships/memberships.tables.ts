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
import { bytea } from '../../../platform/db/bytea-column';
import { customers } from '../../people/accounts/accounts.tables';
import { operators, venues } from '../../venue-setup/venues/venues.tables';
import type { DocumentFileType } from './document-file-type';

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
    /** Guest passes a member of the plan may give friends each calendar month. */
    guestPassesPerMonth: smallint('guest_passes_per_month').notNull().default(0),
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
        and ${table.advanceBookingDays} between 0 and 14 and ${table.guestPassesPerMonth} between 0 and 10`,
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
    /**
     * The billing date of the first Direct Debit collection, when billing dates before it are
     * paid for otherwise (joining online, the first payment covers the days up to it): the one
     * record of it, which the joining's confirmation, My account and GoCardless all read.
     */
    firstCollectionOn: date('first_collection_on', { mode: 'string' }),
    /** When the member (or their lead, or staff) cancelled; `ends_on` is then the agreed end. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * A freeze, booked or under way: whole billing months in which nothing is collected and the
     * member books as a non-member. The membership is `frozen` between these days (inclusive).
     */
    frozenFrom: date('frozen_from', { mode: 'string' }),
    frozenUntil: date('frozen_until', { mode: 'string' }),
    /**
     * A change of plan the member asked for: from `plan_changes_on` (a billing date) the
     * membership is on `next_plan_id` and collected at its price.
     */
    nextPlanId: integer('next_plan_id').references(() => membershipPlans.id),
    planChangesOn: date('plan_changes_on', { mode: 'string' }),
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
    /** The membership whose monthly allowance the pass came from (null for older passes). */
    membershipId: integer('membership_id').references(() => memberships.id),
    code: text('code').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    usedOn: date('used_on', { mode: 'string' }),
    guestName: text('guest_name'),
    /** Where the pass was sent; erased with the member's personal data. */
    guestEmail: text('guest_email'),
    /** The order the pass paid a place of (checkout's orders), set when it is used. */
    usedOrderId: integer('used_order_id'),
  },
  (table) => [
    uniqueIndex('guest_passes_code_key').on(table.code),
    index('guest_passes_customer_idx').on(table.customerId),
    index('guest_passes_membership_idx').on(table.membershipId, table.issuedOn),
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
    /**
     * The expiry date the member was last reminded of (30 days ahead): one reminder per expiry,
     * and a new copy with a new expiry gets its own.
     */
    expiryReminderSentFor: date('expiry_reminder_sent_for', { mode: 'string' }),
  },
  (table) => [index('membership_documents_customer_idx').on(table.customerId)],
);

/**
 * The file a customer uploaded as a membership document's proof: the latest upload only (a
 * re-upload replaces it). Kept apart from `membership_documents` so that listing documents never
 * reads the files.
 */
export const membershipDocumentFiles = pgTable('membership_document_files', {
  documentId: integer('document_id')
    .primaryKey()
    .references(() => membershipDocuments.id, { onDelete: 'cascade' }),
  /**
   * Lido's own name for it (document-file-name.ts). Listing and downloading make the name afresh,
   * so a browser's name kept before Lido named files itself is never served.
   */
  fileName: text('file_name').notNull(),
  /** The type its bytes are: the upload refuses anything else. */
  contentType: text('content_type').$type<DocumentFileType>().notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  content: bytea('content').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
});
