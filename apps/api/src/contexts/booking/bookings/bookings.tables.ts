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
import { customers } from '../../people/accounts/accounts.tables';
import { membershipBenefits } from '../../memberships/benefits/benefits.tables';
import type { RefundDestination } from '../../venue-setup/cancellation-policies/cancellation-policies.tables';
import { pricingOptions } from '../../venue-setup/catalogue/catalogue.tables';
import { orders } from '../checkout/checkout.tables';
import { customerPackages } from '../../memberships/packages/packages.tables';
import { occurrences } from '../../timetable/timetable/timetable.tables';

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
    /** The package a visit was taken from for the attendee's place: given back on cancelling in time. */
    packageId: integer('package_id').references(() => customerPackages.id),
    /** The membership benefit that covered the attendee's place: its use is given back likewise. */
    benefitId: integer('benefit_id').references(() => membershipBenefits.id),
    attended: boolean('attended').notNull().default(false),
    /** Staff marked the customer absent once the session had started. */
    noShow: boolean('no_show').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // What the cancellation did, by the activity's cancellation policy at the time.
    cancelledAfterCutoff: boolean('cancelled_after_cutoff').notNull().default(false),
    refundPence: integer('refund_pence'),
    /** `partner`: an OpenActive booking partner's order, refunded by the partner that took the money. */
    refundTo: text('refund_to').$type<RefundDestination | 'partner'>(),
    /**
     * The part of `refund_pence` sent back to the card that paid, the rest going to account
     * credit, so a repeated release can say what its refund was; null where it was not recorded
     * (a refund at the desk, or a cancellation from before it was).
     */
    cardRefundPence: integer('card_refund_pence'),
    lateFeePence: integer('late_fee_pence').notNull().default(0),
    /** The secret of the confirmation email's "Can't make it? Release my place" link. */
    releaseToken: text('release_token').unique(),
  },
  (table) => [
    index('bookings_customer_idx').on(table.customerId, table.status),
    index('bookings_occurrence_idx').on(table.occurrenceId),
    index('bookings_order_idx').on(table.orderId),
    check('bookings_status_check', sql`${table.status} in ('booked', 'cancelled')`),
    check('bookings_quantity_check', sql`${table.quantity} > 0`),
    check('bookings_attendance_check', sql`not (${table.attended} and ${table.noShow})`),
    check(
      'bookings_refund_to_check',
      sql`${table.refundTo} is null or ${table.refundTo} in ('credit', 'card', 'partner')`,
    ),
    check(
      'bookings_cancelled_at_check',
      sql`(${table.status} = 'cancelled') = (${table.cancelledAt} is not null)`,
    ),
  ],
);
