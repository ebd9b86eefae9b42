import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staffUsers } from '../accounts/accounts.tables';

export const deskActions = [
  'pay',
  'refund',
  'cash-up',
  'customer-created',
  'price-change',
  'receipt-emailed',
  // The console's changes to sessions, with the session as it was and as it is (`before`,
  // `after` in the details).
  'session-capacity',
  'session-cancelled',
  'session-moved',
  // The console's Theme page, with the changed fields as they were and are (`before`, `after`).
  'theme-changed',
  // The console's Staff page: the member of staff (`staff_user_id`, `name`) and their role, venue,
  // names and email as they were and are (`before`, `after`; an addition's before is empty).
  'staff-added',
  'staff-changed',
  // The console's Prices page: the price (`pricing_option_id`, `activity`, `name`) and its price,
  // member price and name as they were and are (`before`, `after`), money as "£5.50" or "none".
  'price-list-changed',
  // The console's Activities page: the activity (`activity_id`, `activity`) and the version of
  // its image as it was and is (`before`, `after`: `{image}`, null for none).
  'activity-image-changed',
  // The console's Membership plans page: the plan (`membership_plan_id`, `plan`) and its name,
  // description and online joining as they were and are (`before`, `after`), at each venue selling it.
  'plan-changed',
  // Account credit given or taken away at the desk: `amount_pence` (negative when taken away),
  // `kind` and the `reason` the customer reads.
  'credit-adjusted',
  // A customer's account closed and their personal data erased at a manager's hand: the customer
  // by id only, and how many records went with it (`customers_closed`: the dependants too).
  'account-closed',
  // The console's Booking partners page: the partner (`booking_partner_id`, `name`) and the
  // prefix of its key (`key_prefix`; never the key), at each of the operator's venues.
  'booking-partner-added',
  'booking-partner-revoked',
] as const;
export type DeskAction = (typeof deskActions)[number];

/**
 * What staff did at the desk, who did it and when: appended, never changed. No route writes it
 * but through `recordDeskAction`, and the database refuses an update or a delete of a row (the
 * trigger in migration 0034), so an entry cannot be edited through the API or by a bug.
 * `details` holds amounts, tenders and references, never a customer's personal data: the
 * customer is named by id, so closing their account leaves the entry without a name.
 */
export const deskAuditEntries = pgTable(
  'desk_audit_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id),
    venueId: integer('venue_id').notNull(),
    action: text('action').$type<DeskAction>().notNull(),
    customerId: integer('customer_id'),
    orderId: bigint('order_id', { mode: 'number' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('desk_audit_entries_venue_idx').on(table.venueId, table.createdAt),
    index('desk_audit_entries_order_idx').on(table.orderId),
  ],
);

/**
 * The audit log's hash chain: each entry, once sealed, gets a hash that covers the entry and the
 * hash of the seal before it (audit-seals.ts), so removing or changing a sealed entry, or a seal,
 * breaks every hash after it. Appended in `sequence` order, never changed (the same triggers as
 * the log's own). The last seal's hash, written down outside Lido, proves the log up to it whole.
 */
export const deskAuditSeals = pgTable('desk_audit_seals', {
  sequence: bigint('sequence', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  entryId: bigint('entry_id', { mode: 'number' }).notNull().unique(),
  /** Hex SHA-256 of the previous seal's hash, a new line, and the entry as `sealedForm` writes it. */
  hash: text('hash').notNull(),
  sealedAt: timestamp('sealed_at', { withTimezone: true }).notNull(),
});
