import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../accounts/accounts.tables';

/** Tender types of SPEC.md section 9, plus card for online payments. */
export const tenderTypes = ['card', 'cash', 'offline-voucher', 'cheque', 'credit'] as const;
export type TenderType = (typeof tenderTypes)[number];

export const paymentStatuses = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Money taken from (or, negative, returned to) a customer, one row per tender. */
export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The order it paid for; a foreign key once the checkout module owns orders. */
    orderId: bigint('order_id', { mode: 'number' }),
    amountPence: integer('amount_pence').notNull(),
    tenderType: text('tender_type').$type<TenderType>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** The provider's or till's reference, shown on receipts. */
    reference: text('reference').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payments_customer_idx').on(table.customerId, table.createdAt),
    index('payments_order_idx').on(table.orderId),
    check(
      'payments_tender_type_check',
      sql`${table.tenderType} in ('card', 'cash', 'offline-voucher', 'cheque', 'credit')`,
    ),
    check(
      'payments_status_check',
      sql`${table.status} in ('pending', 'succeeded', 'failed', 'refunded')`,
    ),
  ],
);
