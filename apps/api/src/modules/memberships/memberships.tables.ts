import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { customers } from '../accounts/accounts.tables';
import { operators, venues } from '../venues/venues.tables';

export const membershipPlans = pgTable('membership_plans', {
  id: integer('id').primaryKey(),
  operatorId: integer('operator_id')
    .notNull()
    .references(() => operators.id),
  name: text('name').notNull(),
  description: text('description').notNull(),
  monthlyPricePence: integer('monthly_price_pence').notNull(),
  joiningFeePence: integer('joining_fee_pence').notNull().default(0),
  availableOnline: boolean('available_online').notNull().default(true),
});

export const memberships = pgTable(
  'memberships',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    homeVenueId: integer('home_venue_id').references(() => venues.id),
    status: text('status').$type<'active' | 'frozen' | 'cancelled' | 'expired'>().notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
  },
  (table) => [index('memberships_customer_idx').on(table.customerId)],
);
