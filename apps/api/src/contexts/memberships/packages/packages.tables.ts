import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../../people/accounts/accounts.tables';

/**
 * A bundle of prepaid visits ("10 swims") the customer draws down when booking: each covers the
 * attendee's own place on a session of one of the activities it names (`covers`, category slugs,
 * at any of the operator's venues) until it expires.
 */
export const customerPackages = pgTable(
  'customer_packages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The activities (category slugs) a visit can be used for. */
    covers: text('covers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sessionsTotal: integer('sessions_total').notNull(),
    sessionsUsed: integer('sessions_used').notNull().default(0),
    pricePence: integer('price_pence').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
  },
  (table) => [
    index('customer_packages_customer_idx').on(table.customerId),
    check(
      'customer_packages_sessions_check',
      sql`${table.sessionsUsed} >= 0 and ${table.sessionsUsed} <= ${table.sessionsTotal}`,
    ),
  ],
);

export const packageMovementKinds = ['used', 'returned'] as const;
export type PackageMovementKind = (typeof packageMovementKinds)[number];

/** Every visit taken from a package by an order, or given back by a cancellation. */
export const packageMovements = pgTable(
  'package_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    packageId: integer('package_id')
      .notNull()
      .references(() => customerPackages.id),
    movement: text('movement').$type<PackageMovementKind>().notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    bookingId: bigint('booking_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('package_movements_package_idx').on(table.packageId),
    index('package_movements_created_idx').on(table.createdAt),
    check('package_movements_movement_check', sql`${table.movement} in ('used', 'returned')`),
  ],
);
