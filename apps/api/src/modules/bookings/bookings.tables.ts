import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customers } from '../accounts/accounts.tables';
import { pricingOptions } from '../catalogue/catalogue.tables';
import { orders } from '../checkout/checkout.tables';
import { occurrences } from '../timetable/timetable.tables';

export const bookingStatuses = ['booked', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * A place on an occurrence held by a customer. Booked rows count towards occurrences.booked;
 * cancelling gives the place back in the same transaction.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** Who attends (a junior, when a parent booked for them). */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    occurrenceId: bigint('occurrence_id', { mode: 'number' })
      .notNull()
      .references(() => occurrences.id),
    pricingOptionId: integer('pricing_option_id')
      .notNull()
      .references(() => pricingOptions.id),
    // Every booking is bought by an order (the checkout's, or the demo seed's).
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    status: text('status').$type<BookingStatus>().notNull().default('booked'),
    pricePence: integer('price_pence').notNull(),
    quantity: integer('quantity').notNull().default(1),
    attended: boolean('attended').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('bookings_customer_idx').on(table.customerId, table.status),
    index('bookings_occurrence_idx').on(table.occurrenceId),
    index('bookings_order_idx').on(table.orderId),
    check('bookings_status_check', sql`${table.status} in ('booked', 'cancelled')`),
    check('bookings_quantity_check', sql`${table.quantity} > 0`),
    check(
      'bookings_cancelled_at_check',
      sql`(${table.status} = 'cancelled') = (${table.cancelledAt} is not null)`,
    ),
  ],
);
