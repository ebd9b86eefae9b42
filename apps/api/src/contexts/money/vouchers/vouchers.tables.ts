import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staffUsers } from '../../people/accounts/accounts.tables';
import { operators } from '../../venue-setup/venues/venues.tables';

/**
 * Vouchers the operator has issued on paper or by email (a gift, a goodwill gesture), taken at
 * the desk as the `offline-voucher` tender. A voucher pays once, up to its value, and is then
 * redeemed: the redeeming columns are set by one conditional update, so a code can never pay
 * for two orders.
 */
export const offlineVouchers = pgTable(
  'offline_vouchers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    /** As printed, upper case: `LIDO-GIFT-2000`. */
    code: text('code').notNull(),
    valuePence: integer('value_pence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Not valid from this instant; none, valid until used. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedOrderId: bigint('redeemed_order_id', { mode: 'number' }),
    redeemedByStaffId: integer('redeemed_by_staff_id').references(() => staffUsers.id),
  },
  (table) => [
    uniqueIndex('offline_vouchers_code_key').on(table.operatorId, table.code),
    check('offline_vouchers_value_check', sql`${table.valuePence} > 0`),
    check('offline_vouchers_code_check', sql`${table.code} = upper(${table.code})`),
  ],
);
