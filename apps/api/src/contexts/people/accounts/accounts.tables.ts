import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { staffRoles, type StaffRole } from '@lido/contract';
import { sql } from 'drizzle-orm';
import { operators, venues } from '../../venue-setup/venues/venues.tables';

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
    profilePhotoUrl: text('profile_photo_url'),
    /** Which site the customer registered through ("activity-booking", "online-joining", …). */
    registrationSource: text('registration_source'),
    onboardingType: text('onboarding_type'),
    /**
     * Made at the desk for one sale to someone who gave no account (a walk-in): no email, no
     * password, never found by the desk's search. A fresh one per sale, so two desks at a venue
     * never share a basket.
     */
    isWalkIn: boolean('is_walk_in').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the account was closed and its personal data erased. The row stays, anonymised, so
     * the bookings, orders and payments that name it remain whole records of money taken.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
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

/**
 * Medical notes a customer, or the family lead acting for them, chose to share with the venue's
 * staff (allergies, conditions a coach or lifeguard should know). Special category data under UK
 * GDPR: kept only with the consent recorded beside it, shown only to the customer, their family
 * lead and staff, and deleted with the notes or the account.
 */
export const customerMedicalNotes = pgTable('customer_medical_notes', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  notes: text('notes').notNull(),
  /** When consent to keep and share the notes was given, and by whom (the lead for a child). */
  consentGivenAt: timestamp('consent_given_at', { withTimezone: true }).notNull(),
  consentGivenBy: integer('consent_given_by')
    .notNull()
    .references(() => customers.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export { staffRoles, type StaffRole };

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
    /** What they may do: staff-actions.ts in the contract. */
    role: text('role').$type<StaffRole>().notNull().default('receptionist'),
  },
  (table) => [
    uniqueIndex('staff_users_email_key').on(sql`lower(${table.email})`),
    check(
      'staff_users_role_check',
      sql`${table.role} in ('receptionist', 'manager', 'operator_admin')`,
    ),
  ],
);

/**
 * Signed-in sessions. The bearer token is never stored: only its SHA-256, so a copy of this
 * table cannot be replayed. Expiry is fixed at sign-in (no sliding), so resolving a caller
 * never writes.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (table) => [
    uniqueIndex('auth_sessions_token_hash_key').on(table.tokenHash),
    index('auth_sessions_customer_idx').on(table.customerId),
    index('auth_sessions_staff_user_idx').on(table.staffUserId),
    check(
      'auth_sessions_one_subject',
      sql`(${table.customerId} is null) <> (${table.staffUserId} is null)`,
    ),
  ],
);

/**
 * Sign-in throttles, one row per key: `account:{accountKey}|{address}` and `address:{address}`.
 * An attempt is admitted by one conditional upsert on its rows, so parallel attempts are counted
 * exactly, with several API processes too; past the free attempts each further one must wait a
 * growing delay (`blocked_until`). A successful sign-in clears its account-and-address row.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  /** Attempts counted in the current window (admitted ones; a success resets the row). */
  attempts: integer('attempts').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  /** No attempt is admitted before this instant; null while attempts are still free. */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Emailed password-reset links: single use, short-lived, stored only as a SHA-256 hash. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(table.tokenHash),
    index('password_reset_tokens_customer_idx').on(table.customerId),
  ],
);

/**
 * Links emailed to staff to set their password (an imported member of staff starts with none):
 * single use, valid for days, stored only as a SHA-256 hash.
 */
export const staffPasswordTokens = pgTable(
  'staff_password_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_password_tokens_token_hash_key').on(table.tokenHash),
    index('staff_password_tokens_staff_user_idx').on(table.staffUserId),
  ],
);

/**
 * Imported customers still to be invited to set a password. The import's transaction records
 * only this; the invitations (token and email) are made after it commits, in batches, so an
 * import of 100,000 customers never renders its emails inside its own transaction.
 */
export const pendingCustomerInvitations = pgTable('pending_customer_invitations', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Customers a checkout made for visitors who booked without an account (issue 43). Their
 * `customers` row has neither email nor password, so it signs nobody in and no sign-in, reset
 * link or registration finds it or collides with an account's address; the address the visitor
 * gave is kept here, for their confirmation and the link to claim the bookings. The same visitor
 * (address and name, at the operator) books again on it until it is claimed: made an account of
 * its own (`claimedIntoCustomerId` is itself) or its bookings added to the account of that
 * address, whose owner signed in to claim them.
 */
export const guestCustomers = pgTable(
  'guest_customers',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimedIntoCustomerId: integer('claimed_into_customer_id').references(() => customers.id),
  },
  (table) => [index('guest_customers_email_idx').on(sql`lower(${table.email})`)],
);

/**
 * The links a guest's confirmation emails carry to claim their bookings: single use, valid for
 * 30 days, stored only as a SHA-256 hash (as password-reset links are).
 */
export const guestClaimTokens = pgTable(
  'guest_claim_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => guestCustomers.customerId),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('guest_claim_tokens_token_hash_key').on(table.tokenHash),
    index('guest_claim_tokens_customer_idx').on(table.customerId),
  ],
);
