import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The operator's booking terms and conditions. A checkout must accept every one by its id
 * (`terms: [1]`); changing the text keeps the id, a new document gets a new one.
 */
export const bookingTerms = pgTable('booking_terms', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
