import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories } from '../catalogue/catalogue.tables';

export const refundDestinations = ['credit', 'card'] as const;
export type RefundDestination = (typeof refundDestinations)[number];
/** After the cut-off: cancelling is refused, allowed without refund, or allowed for a fee. */
export const afterCutoffRules = ['prevent', 'no_refund', 'fee'] as const;
export type AfterCutoffRule = (typeof afterCutoffRules)[number];

/**
 * How bookings of an activity may be cancelled. The row without a category is the operator's
 * default; an activity's own row overrides it.
 */
export const cancellationPolicies = pgTable(
  'cancellation_policies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: text('category_id').references(() => categories.id),
    /** Minutes before the start after which the after-cut-off rule applies. */
    cutoffMinutes: integer('cutoff_minutes').notNull().default(0),
    refundTo: text('refund_to').$type<RefundDestination>().notNull().default('credit'),
    afterCutoff: text('after_cutoff').$type<AfterCutoffRule>().notNull().default('prevent'),
    lateFeePence: integer('late_fee_pence').notNull().default(0),
    noShowFeePence: integer('no_show_fee_pence').notNull().default(0),
  },
  (table) => [
    uniqueIndex('cancellation_policies_category_key').on(table.categoryId),
    uniqueIndex('cancellation_policies_one_default_key')
      .on(sql`(${table.categoryId} is null)`)
      .where(sql`${table.categoryId} is null`),
    check('cancellation_policies_cutoff_check', sql`${table.cutoffMinutes} >= 0`),
    check('cancellation_policies_refund_to_check', sql`${table.refundTo} in ('credit', 'card')`),
    check(
      'cancellation_policies_after_cutoff_check',
      sql`${table.afterCutoff} in ('prevent', 'no_refund', 'fee')`,
    ),
    check(
      'cancellation_policies_fees_check',
      sql`${table.lateFeePence} >= 0 and ${table.noShowFeePence} >= 0`,
    ),
  ],
);

export type CancellationPolicy = Pick<
  typeof cancellationPolicies.$inferSelect,
  'cutoffMinutes' | 'refundTo' | 'afterCutoff' | 'lateFeePence' | 'noShowFeePence'
>;
