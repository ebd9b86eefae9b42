import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../../people/accounts/accounts.tables';
import { operators } from '../../venue-setup/venues/venues.tables';

/**
 * A waiver an activity's attendees sign before taking part (climbing, trampolining). The operator
 * edits its text; each change is a new `version`, and a signature counts only for the version
 * signed. A waiver may also lapse `valid_days` after signing (null: it does not).
 */
export const waivers = pgTable('waivers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  operatorId: integer('operator_id')
    .notNull()
    .references(() => operators.id),
  title: text('title').notNull(),
  body: text('body').notNull(),
  version: integer('version').notNull().default(1),
  validDays: integer('valid_days'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Who signed which version of a waiver, for whom and when: a parent signs for their child (the
 * attendee is the child, the signer the parent). Never updated: a new version is a new signature.
 */
export const waiverSignatures = pgTable(
  'waiver_signatures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    waiverId: integer('waiver_id')
      .notNull()
      .references(() => waivers.id),
    version: integer('version').notNull(),
    /** The attendee the signature covers. */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Who signed: the attendee, or the family lead signing for them. */
    signedByCustomerId: integer('signed_by_customer_id')
      .notNull()
      .references(() => customers.id),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [index('waiver_signatures_customer_idx').on(table.customerId, table.waiverId)],
);
