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
import { customers } from '../accounts/accounts.tables';

export const penaltyKinds = ['late_cancellation', 'no_show', 'other'] as const;
export type PenaltyKind = (typeof penaltyKinds)[number];
export const penaltySettlements = ['paid', 'waived'] as const;
export type PenaltySettlement = (typeof penaltySettlements)[number];

/**
 * Charges such as no-show fees. An unsettled one blocks booking until staff record it paid at
 * the venue or waive it; settled ones stay, so the account keeps its history.
 */
export const accountPenalties = pgTable(
  'account_penalties',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').$type<PenaltyKind>().notNull().default('other'),
    /** The booking it was charged for (a late cancellation or a no-show), if any. */
    bookingId: bigint('booking_id', { mode: 'number' }),
    reason: text('reason').notNull(),
    amountPence: integer('amount_pence').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settlement: text('settlement').$type<PenaltySettlement>(),
    /** staff_users.id of whoever recorded it paid or waived it. */
    settledByStaffId: integer('settled_by_staff_id'),
  },
  (table) => [
    index('account_penalties_customer_idx').on(table.customerId),
    // A booking is charged at most once for each reason, however often staff mark it.
    uniqueIndex('account_penalties_booking_kind_key')
      .on(table.bookingId, table.kind)
      .where(sql`${table.bookingId} is not null`),
    check('account_penalties_amount_check', sql`${table.amountPence} > 0`),
    check(
      'account_penalties_kind_check',
      sql`${table.kind} in ('late_cancellation', 'no_show', 'other')`,
    ),
    check(
      'account_penalties_settlement_check',
      sql`(${table.settlement} is null) = (${table.settledAt} is null) and (${table.settlement} is null or ${table.settlement} in ('paid', 'waived'))`,
    ),
  ],
);

export type PenaltyRow = typeof accountPenalties.$inferSelect;
