import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TenderType } from '../../../tender';
import { customers } from '../../people/accounts/accounts.tables';

export const paymentStatuses = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Money taken from (or, negative, returned to) a customer, one row per tender. */
export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The order it paid for; a foreign key once the checkout module owns orders. */
    orderId: bigint('order_id', { mode: 'number' }),
    amountPence: integer('amount_pence').notNull(),
    tenderType: text('tender_type').$type<TenderType>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** The provider's or till's reference, shown on receipts. */
    reference: text('reference').notNull(),
    description: text('description').notNull().default(''),
    /** Cash handed back: the row's amount is what was kept (tendered less change). */
    changePence: integer('change_pence').notNull().default(0),
    /** The member of staff who took it at the desk; none online. */
    staffUserId: integer('staff_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payments_customer_idx').on(table.customerId, table.createdAt),
    index('payments_staff_idx').on(table.staffUserId, table.createdAt),
    index('payments_order_idx').on(table.orderId),
    check(
      'payments_tender_type_check',
      sql`${table.tenderType} in ('card', 'cash', 'offline-voucher', 'cheque', 'credit', 'terminal', 'partner')`,
    ),
    check(
      'payments_status_check',
      sql`${table.status} in ('pending', 'succeeded', 'failed', 'refunded')`,
    ),
  ],
);

/**
 * The states of a payment attempt, moved only by conditional updates (card-attempts.repository):
 * `pending` — recorded before the provider is called; `challenge` — 3-D Secure open;
 * `authorised` — the provider holds the money (Deferred), nothing taken; `completed` — the order
 * is written, the release is due; `released` — the money is taken; `aborting`/`aborted` — the
 * hold on the money is being, or has been, given up; `declined`; `abandoned` — the provider's
 * answer never arrived, so no transaction of ours can have been released; `refunded`.
 */
export const cardTransactionStatuses = [
  'pending',
  'challenge',
  'authorised',
  'declined',
  'completed',
  'released',
  'aborting',
  'aborted',
  'abandoned',
  'refunded',
] as const;
export type CardTransactionStatus = (typeof cardTransactionStatuses)[number];

/** An attempt in these states holds, or may hold, money for its basket: at most one per basket. */
export const liveCardTransactionStatuses = ['pending', 'challenge', 'authorised'] as const;

/** The billing lines a customer typed at a checkout, trimmed (`''` for a line left blank). */
export interface TypedBilling {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  postcode: string;
  country: string;
}

/**
 * One payment attempt for a basket, written before the provider is called: its uuid is our
 * reference at the provider (Opayo's vendorTxCode), so a retry can never make a second
 * transaction, and it is the `transaction_uuid` the checkout echoes. Once the order is written it
 * names it, so a retried completion finds the same order.
 */

export const cardTransactions = pgTable(
  'card_transactions',
  {
    id: uuid('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The basket it pays for; or, for a membership's first payment, `membershipId`. */
    cartId: bigint('cart_id', { mode: 'number' }),
    /** A membership joined online: its joining fee and the days to its first Direct Debit. */
    membershipId: integer('membership_id'),
    /** The basket's itemHash when authorised: completion refuses a basket that changed since. */
    itemHash: text('item_hash').notNull(),
    amountPence: integer('amount_pence').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    /** Our unique reference at the provider (Opayo's vendorTxCode). */
    reference: text('reference').notNull().unique(),
    providerTransactionId: text('provider_transaction_id'),
    status: text('status').$type<CardTransactionStatus>().notNull(),
    acsUrl: text('acs_url'),
    creq: text('creq'),
    saveCard: boolean('save_card').notNull().default(false),
    /** The name the customer gave for the card, kept for the card saved with `saveCard`. */
    cardHolderName: text('card_holder_name'),
    /**
     * The billing lines a signed-in customer typed at a checkout: once the order is written, they
     * fill the customer's next checkout (remembered-billing.ts). None for a signed-out visitor's
     * checkout or a membership's payment.
     */
    billingDetails: jsonb('billing_details').$type<TypedBilling>(),
    cardType: text('card_type'),
    lastFourDigits: text('last_four_digits'),
    orderId: bigint('order_id', { mode: 'number' }),
    /** The reconciliation sweep owns the attempt until then (several processes sweep). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Release or abort calls that failed; staff see attempts that keep failing. */
    failedInstructions: integer('failed_instructions').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('card_transactions_cart_idx').on(table.cartId),
    index('card_transactions_status_idx').on(table.status, table.updatedAt),
    index('card_transactions_remembered_billing_idx')
      .on(table.customerId, table.createdAt)
      .where(sql`${table.billingDetails} is not null`),
    // One basket, at most one live authorisation: a changed basket aborts the earlier one first.
    uniqueIndex('card_transactions_one_live_per_cart_key')
      .on(table.cartId)
      .where(sql`${table.status} in ('pending', 'challenge', 'authorised')`),
    uniqueIndex('card_transactions_one_live_per_membership_key')
      .on(table.membershipId)
      .where(sql`${table.status} in ('pending', 'challenge', 'authorised')`),
    check(
      'card_transactions_pays_for_check',
      sql`(${table.cartId} is null) <> (${table.membershipId} is null)`,
    ),
    check(
      'card_transactions_status_check',
      sql`${table.status} in ('pending', 'challenge', 'authorised', 'declined', 'completed', 'released', 'aborting', 'aborted', 'abandoned', 'refunded')`,
    ),
  ],
);

/** A customer's card kept at the provider for later payments (its reusable identifier). */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    provider: text('provider').notNull(),
    externalIdentifier: text('external_identifier').notNull(),
    cardHolderName: text('card_holder_name').notNull().default(''),
    cardType: text('card_type').notNull(),
    lastFourDigits: text('last_four_digits').notNull(),
    expiryDate: text('expiry_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('saved_cards_customer_card_key').on(table.customerId, table.externalIdentifier),
  ],
);

export const cardRefundStatuses = ['pending', 'refunded', 'refused'] as const;
export type CardRefundStatus = (typeof cardRefundStatuses)[number];

/**
 * Money going back to the card that paid, written in the same transaction as its cause (a
 * cancelled booking) before the provider is called: its uuid is the refund's own reference at
 * the provider, so a retry never refunds twice. `pending` until the provider confirms it
 * (`refunded`) or will not (`refused`: the amount then goes to account credit instead).
 */
export const cardRefunds = pgTable(
  'card_refunds',
  {
    id: uuid('id').primaryKey(),
    cardTransactionId: uuid('card_transaction_id')
      .notNull()
      .references(() => cardTransactions.id),
    /** Its row in `payments` (a negative card amount), moved with it. */
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    amountPence: integer('amount_pence').notNull(),
    description: text('description').notNull(),
    status: text('status').$type<CardRefundStatus>().notNull().default('pending'),
    providerTransactionId: text('provider_transaction_id'),
    /** A sweep owns the refund until then (several processes sweep). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Calls that could not reach the provider; staff see refunds that keep failing. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('card_refunds_transaction_idx').on(table.cardTransactionId),
    index('card_refunds_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    check('card_refunds_amount_check', sql`${table.amountPence} > 0`),
    check('card_refunds_status_check', sql`${table.status} in ('pending', 'refunded', 'refused')`),
  ],
);
export type CardRefundRow = typeof cardRefunds.$inferSelect;
