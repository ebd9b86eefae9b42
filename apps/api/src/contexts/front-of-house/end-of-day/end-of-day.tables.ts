import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staffUsers } from '../../people/accounts/accounts.tables';

/**
 * Counts of a venue desk's cash at the end of a day: what the day's payments say the till holds
 * (cash kept: tendered less change), what was counted, and the difference. Appended, never
 * changed: a recount is a new row, and the last of the day stands.
 */
export const cashUps = pgTable(
  'cash_ups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer('venue_id').notNull(),
    /** The calendar day counted, in Europe/London. */
    date: date('date', { mode: 'string' }).notNull(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id),
    expectedPence: integer('expected_pence').notNull(),
    countedPence: integer('counted_pence').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('cash_ups_venue_date_idx').on(table.venueId, table.date)],
);
