import { date, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../../people/accounts/accounts.tables';
import { memberships } from '../memberships/memberships.tables';

/**
 * A membership joined online: what its first payment was worked out to be when the Direct Debit
 * was set up (so the customer pays what they were shown), and how far the joining has got.
 */
export const membershipJoinings = pgTable('membership_joinings', {
  membershipId: integer('membership_id')
    .primaryKey()
    .references(() => memberships.id),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  monthlyPricePence: integer('monthly_price_pence').notNull(),
  joiningFeePence: integer('joining_fee_pence').notNull(),
  proRataPence: integer('pro_rata_pence').notNull(),
  totalPence: integer('total_pence').notNull(),
  /** The day before the first collection (the membership's `first_collection_on`). */
  coversTo: date('covers_to', { mode: 'string' }).notNull(),
  /** The card payment that paid it, once paid. */
  cardTransactionId: uuid('card_transaction_id'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** When the monthly Direct Debit was started at GoCardless; null until then (a sweep retries). */
  collectionStartedAt: timestamp('collection_started_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
