import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customers, staffUsers } from '../../people/accounts/accounts.tables';
import { categories } from '../../venue-setup/catalogue/catalogue.tables';
import { waivers } from '../waivers/waivers.tables';

export const restrictionKinds = ['age', 'induction', 'members_only', 'waiver'] as const;
export type RestrictionKind = (typeof restrictionKinds)[number];

/**
 * Who may take a place on an activity's sessions: an age range on the day of the session, an
 * induction first, or members only. Checked for the person going (the attendee) when a place is
 * added to a basket and again when the order is written.
 */
export const activityRestrictions = pgTable(
  'activity_restrictions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    kind: text('kind').$type<RestrictionKind>().notNull(),
    /** For 'age': inclusive bounds in whole years on the session's date; either may be open. */
    minAge: smallint('min_age'),
    maxAge: smallint('max_age'),
    /** For 'induction': the activity whose sessions are the induction. */
    inductionCategoryId: text('induction_category_id').references(() => categories.id),
    /** For 'waiver': the waiver each attendee signs (its current version) before the order. */
    waiverId: integer('waiver_id').references(() => waivers.id),
  },
  (table) => [
    index('activity_restrictions_category_idx').on(table.categoryId),
    check(
      'activity_restrictions_kind',
      sql`${table.kind} in ('age', 'induction', 'members_only', 'waiver')`,
    ),
    check(
      'activity_restrictions_age_bounds',
      sql`${table.kind} <> 'age' or (coalesce(${table.minAge}, ${table.maxAge}) is not null and coalesce(${table.minAge}, 0) <= coalesce(${table.maxAge}, 150))`,
    ),
    check(
      'activity_restrictions_induction_named',
      sql`(${table.kind} = 'induction') = (${table.inductionCategoryId} is not null)`,
    ),
    check(
      'activity_restrictions_waiver_named',
      sql`(${table.kind} = 'waiver') = (${table.waiverId} is not null)`,
    ),
  ],
);

/** A customer's completed induction for an activity, recorded by staff. */
export const inductions = pgTable(
  'inductions',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    inductionCategoryId: text('induction_category_id')
      .notNull()
      .references(() => categories.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    recordedByStaffId: integer('recorded_by_staff_id').references(() => staffUsers.id),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.inductionCategoryId] })],
);
