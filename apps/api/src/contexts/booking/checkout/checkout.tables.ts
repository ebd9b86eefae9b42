import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../../people/accounts/accounts.tables';
import { carts } from '../basket/basket.tables';

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
    /** The OpenActive booking partner it was booked through (its name then), or null. */
    bookedThrough: text('booked_through'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('orders_customer_idx').on(table.customerId),
    check('orders_total_check', sql`${table.totalPence} >= 0`),
  ],
);

/**
 * Who is booking a basket paid for without an account (issue 43), as the visitor gave it before
 * paying: kept with the basket (and gone with it) until the order is written, when it becomes
 * the order's guest customer (accounts) and this row goes.
 */
export const checkoutVisitors = pgTable('checkout_visitors', {
  cartId: bigint('cart_id', { mode: 'number' })
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * What opens a guest's order for the visitor who paid (the completion's `order_token`, and the
 * link in their confirmation email): a bearer secret, so only its SHA-256 is kept, for 30 days.
 */
export const orderAccessTokens = pgTable(
  'order_access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('order_access_tokens_order_idx').on(table.orderId)],
);
