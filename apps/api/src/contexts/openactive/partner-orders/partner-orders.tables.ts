import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { operators } from '../../venue-setup/venues/venues.tables';
import { openactiveBookingPartners } from '../booking-partners/booking-partners.tables';

/**
 * A booking partner's order, by the uuid the partner gave it: a quote (C1/C2) while its places
 * are held in the basket named `cart_uuid`, then an order (B) once booked as Lido's order
 * `order_id`, and deleted when the partner deletes it. The B response is kept as sent, so a
 * repeated B answers it byte for byte. Its place in the partner's Orders feed (`change_number`,
 * `feed_data`) is written only by the orders feed publisher, under the open data lock.
 */
export const openactivePartnerOrders = pgTable(
  'openactive_partner_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => openactiveBookingPartners.id),
    /** The partner's uuid for the order (lower case). */
    uuid: text('uuid').notNull(),
    state: text('state').$type<PartnerOrderState>().notNull(),
    /** The visitor basket holding the quote's places; kept after B for a repeated B. */
    cartUuid: text('cart_uuid'),
    /** Lido's order, from B. Not a foreign key: the order is the checkout's. */
    orderId: bigint('order_id', { mode: 'number' }),
    /** The B response as sent (JSON text). */
    orderResponse: text('order_response'),
    /** The B request's items, customer and payment as a fingerprint: a different B is refused. */
    orderFingerprint: text('order_fingerprint'),
    /** Booking ids the partner cancelled (U), so the feed tells CustomerCancelled from SellerCancelled. */
    customerCancelledBookingIds: text('customer_cancelled_booking_ids').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Its place in the partner's Orders feed: absent until first published. */
    changeNumber: bigint('change_number', { mode: 'number' }),
    /** The Orders feed item's data as published (JSON text), null for a tombstone. */
    feedData: text('feed_data'),
  },
  (table) => [
    uniqueIndex('openactive_partner_orders_uuid_key').on(table.partnerId, table.uuid),
    uniqueIndex('openactive_partner_orders_feed_key')
      .on(table.partnerId, table.changeNumber)
      .where(sql`${table.changeNumber} is not null`),
    index('openactive_partner_orders_order_idx')
      .on(table.orderId)
      .where(sql`${table.orderId} is not null`),
    check(
      'openactive_partner_orders_state_check',
      sql`${table.state} in ('quote', 'booked', 'deleted')`,
    ),
    check(
      'openactive_partner_orders_booked_check',
      sql`${table.state} <> 'booked' or (${table.orderId} is not null and ${table.orderResponse} is not null)`,
    ),
  ],
);

export type PartnerOrderState = 'quote' | 'booked' | 'deleted';

/**
 * Partner orders whose Orders feed item is to be published again: appended by B, U and deletion
 * in their transactions, and by migration 0061's trigger when any of a partner order's bookings
 * changes (a venue cancelling the session, the desk cancelling a place). Append-only with an id
 * of its own, so the publisher deletes only the marks it read: one written while it renders
 * stays for the next run.
 */
export const openactivePartnerOrderChanges = pgTable('openactive_partner_order_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  partnerOrderId: integer('partner_order_id').notNull(),
});
