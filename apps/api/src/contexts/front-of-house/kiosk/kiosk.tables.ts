import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { operators } from '../../venue-setup/venues/venues.tables';

/**
 * The operator's kiosk settings: the staff PIN that takes a foyer device out of kiosk mode,
 * kept only as an argon2id hash (the accounts module's password hashing), never as the PIN.
 */
export const kioskSettings = pgTable('kiosk_settings', {
  operatorId: integer('operator_id')
    .primaryKey()
    .references(() => operators.id),
  pinHash: text('pin_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
