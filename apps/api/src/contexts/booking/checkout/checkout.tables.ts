import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../../people/accounts/accounts.tables';

/** A completed checkout: its bookings and payments point at it. */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The basket it came from. */
    cartUuid: uuid('cart_uuid').notNull(),
    totalPence: integer('total_pence').notNull(),
    /** Opens the order's calendar file from a plain link, where no bearer token can be sent. */
    calendarToken: text('calendar_token').notNull(),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('orders_customer_idx').on(table.customerId),
    check('orders_total_check', sql`${table.totalPence} >= 0`),
  ],
);
