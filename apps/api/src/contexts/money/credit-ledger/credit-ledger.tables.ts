import { CreditMovement } from '@lido/contract';
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
import { customers, staffUsers } from '../../people/accounts/accounts.tables';

export const creditKinds = ['general', 'membership'] as const;
export type CreditKind = (typeof creditKinds)[number];

/**
 * Why the balance moved, as the contract lists it for My account: a refund of a cancelled booking
 * (or a refused card refund), a spend on an order, a spend given back when that order's payment
 * fell through, credit that expired, a grant (a membership's monthly credit), or a staff
 * adjustment (its reason says why).
 */
const movementList = sql.raw(CreditMovement.options.map((movement) => `'${movement}'`).join(', '));

/** Account credit as a ledger: the balance is the sum, so every change is kept and explained. */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').$type<CreditKind>().notNull().default('general'),
    movement: text('movement').$type<CreditMovement>().notNull(),
    /** Positive adds credit, negative spends it. */
    amountPence: integer('amount_pence').notNull(),
    reason: text('reason').notNull(),
    /** The order the credit was spent on, or refunded from. */
    orderId: bigint('order_id', { mode: 'number' }),
    /** The staff member who made an adjustment. */
    staffId: integer('staff_id').references(() => staffUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('credit_entries_customer_idx').on(table.customerId),
    index('credit_entries_created_idx').on(table.createdAt),
    check('credit_entries_kind_check', sql`${table.kind} in ('general', 'membership')`),
    check('credit_entries_movement_check', sql`${table.movement} in (${movementList})`),
  ],
);

/**
 * Credit held against a basket until the order is written: one row per basket and kind. It
 * counts only while the basket is as it was when the credit was applied (`item_hash`): a basket
 * that changes, or whose holds run out, has no credit applied until the customer applies it again.
 */
export const creditReservations = pgTable(
  'credit_reservations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /**
     * The basket (`carts.id`). No foreign key: the ledger comes before the basket in the module
     * order. A customer's basket is never deleted, and its reservations go with its order.
     */
    cartId: bigint('cart_id', { mode: 'number' }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').$type<CreditKind>().notNull(),
    amountPence: integer('amount_pence').notNull(),
    itemHash: text('item_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('credit_reservations_cart_kind_key').on(table.cartId, table.kind),
    index('credit_reservations_customer_idx').on(table.customerId),
    check('credit_reservations_amount_check', sql`${table.amountPence} > 0`),
    check('credit_reservations_kind_check', sql`${table.kind} in ('general', 'membership')`),
  ],
);
