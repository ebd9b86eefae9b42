import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customers } from '../../people/accounts/accounts.tables';
import { membershipPlans } from '../memberships/memberships.tables';

export const benefitKinds = ['free', 'percent_off'] as const;
export type BenefitKind = (typeof benefitKinds)[number];

export const benefitPeriods = ['week', 'month'] as const;
export type BenefitPeriod = (typeof benefitPeriods)[number];

/**
 * What a membership plan includes beyond its price list: the member's own place on a covered
 * session is free, or a percentage off. A benefit names the activities it covers (category
 * slugs), may be limited to days and start times (off-peak) and to a number of uses per week or
 * calendar month, counted by the session's date at its venue.
 */
export const membershipBenefits = pgTable(
  'membership_benefits',
  {
    id: integer('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    name: text('name').notNull(),
    kind: text('kind').$type<BenefitKind>().notNull(),
    /** For percent_off: the percentage taken off the member's price. */
    percent: smallint('percent'),
    /** The activities (category slugs) it covers. */
    covers: text('covers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** ISO weekdays (1 = Monday) the session must fall on; null for every day. */
    weekdays: smallint('weekdays').array(),
    /** The session must start at or after this local time ('HH:MM'); null for any. */
    startsFrom: text('starts_from'),
    /** The session must start before this local time ('HH:MM'); null for any. */
    startsBefore: text('starts_before'),
    /** Uses allowed per period; null for unlimited. */
    usesPerPeriod: smallint('uses_per_period'),
    period: text('period').$type<BenefitPeriod>(),
  },
  (table) => [
    index('membership_benefits_plan_idx').on(table.planId),
    check('membership_benefits_kind_check', sql`${table.kind} in ('free', 'percent_off')`),
    check(
      'membership_benefits_percent_check',
      sql`(${table.kind} = 'percent_off') = (${table.percent} is not null and ${table.percent} between 1 and 100)`,
    ),
    check(
      'membership_benefits_limit_check',
      sql`(${table.usesPerPeriod} is null) = (${table.period} is null) and (${table.period} is null or ${table.period} in ('week', 'month'))`,
    ),
  ],
);

export const benefitMovementKinds = ['used', 'returned'] as const;
export type BenefitMovementKind = (typeof benefitMovementKinds)[number];

/**
 * Every use of a benefit by an order, and every use given back by a cancellation in time. The
 * uses in a period are its `used` rows less its `returned` ones; `period_start` is the Monday (or
 * first of the month) of the session's date.
 */
export const benefitMovements = pgTable(
  'benefit_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => membershipBenefits.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    movement: text('movement').$type<BenefitMovementKind>().notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    occurrenceId: bigint('occurrence_id', { mode: 'number' }).notNull(),
    bookingId: bigint('booking_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('benefit_movements_use_idx').on(table.customerId, table.benefitId, table.periodStart),
    index('benefit_movements_created_idx').on(table.createdAt),
    check('benefit_movements_movement_check', sql`${table.movement} in ('used', 'returned')`),
  ],
);
