import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from '../../people/accounts/accounts.tables';
import { memberships } from '../memberships/memberships.tables';

/** GoCardless's mandate states, and Lido's own two before GoCardless has answered. */
export type MandateStatus =
  | 'setting_up'
  | 'abandoned'
  | 'pending_submission'
  | 'submitted'
  | 'active'
  | 'failed'
  | 'cancelled'
  | 'expired';

/**
 * A Direct Debit instruction for one membership. The row is written before GoCardless is
 * called (status `setting_up`, its id the idempotency key of the calls), so a crash leaves a
 * record to finish or give up on. The bank details themselves are never kept: GoCardless holds
 * them; Lido keeps the holder's name and the account number's last two digits, as GoCardless
 * shows them.
 */
export const directDebitMandates = pgTable(
  'direct_debit_mandates',
  {
    id: uuid('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id),
    provider: text('provider').notNull(),
    status: text('status').$type<MandateStatus>().notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    accountNumberEnding: text('account_number_ending').notNull(),
    bankName: text('bank_name'),
    providerCustomerId: text('provider_customer_id'),
    providerBankAccountId: text('provider_bank_account_id'),
    providerMandateId: text('provider_mandate_id'),
    /** The monthly collection, once the first payment has made the membership live. */
    providerSubscriptionId: text('provider_subscription_id'),
    /**
     * What GoCardless was last told the subscription collects a month, written once it has
     * answered: where the membership's plan (or a change of plan) says otherwise, the Direct
     * Debit sweep tells GoCardless again, so a crash between the two is put right.
     */
    subscriptionAmountPence: integer('subscription_amount_pence'),
    /**
     * When its membership's cancellation stopped the monthly collection (the subscription
     * cancelled, the collections still due before the end made as one-off payments).
     */
    collectionEndedAt: timestamp('collection_ended_at', { withTimezone: true }),
    /**
     * The first day of the freeze whose months the collection skips: the subscription was
     * cancelled and a new one started on the day the membership resumes.
     */
    collectionPausedFrom: date('collection_paused_from', { mode: 'string' }),
    /** Why the bank or GoCardless failed or cancelled it, as the event said. */
    statusCause: text('status_cause'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('direct_debit_mandates_membership_idx').on(table.membershipId),
    uniqueIndex('direct_debit_mandates_provider_mandate_key').on(table.providerMandateId),
    uniqueIndex('direct_debit_mandates_subscription_key').on(table.providerSubscriptionId),
  ],
);

export type CollectionStatus =
  | 'pending_submission'
  | 'submitted'
  | 'confirmed'
  | 'paid_out'
  | 'failed'
  | 'cancelled'
  | 'charged_back';

/** One collection of a membership's fee, as GoCardless reported it (by webhook). */
export const directDebitPayments = pgTable(
  'direct_debit_payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    mandateId: uuid('mandate_id')
      .notNull()
      .references(() => directDebitMandates.id),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountPence: integer('amount_pence').notNull(),
    chargeDate: date('charge_date', { mode: 'string' }).notNull(),
    status: text('status').$type<CollectionStatus>().notNull(),
    /** Why it failed (`insufficient_funds`, …), from the event. */
    failureCause: text('failure_cause'),
    /** A failed collection the member has since paid another way (by card). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('direct_debit_payments_provider_key').on(table.providerPaymentId),
    index('direct_debit_payments_membership_idx').on(table.membershipId),
    check('direct_debit_payments_amount_check', sql`${table.amountPence} > 0`),
  ],
);

/**
 * Every webhook event Lido has acted on, by GoCardless's event id: an event delivered again (a
 * retry, a replay) finds its id here and changes nothing.
 */
export const directDebitEvents = pgTable('direct_debit_events', {
  id: text('id').primaryKey(),
  resourceType: text('resource_type').notNull(),
  action: text('action').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});
