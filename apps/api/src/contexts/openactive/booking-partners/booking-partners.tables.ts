import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staffUsers } from '../../people/accounts/accounts.tables';
import { operators } from '../../venue-setup/venues/venues.tables';

/**
 * The activity apps that book an operator's sessions through the OpenActive Open Booking API,
 * each with the API key the operator issued it in the console. The key itself is never kept:
 * only its hash, so a copy of this table cannot be used to book. A revoked partner stays, with
 * who revoked it and when, so the bookings it made keep their source.
 */
export const openactiveBookingPartners = pgTable(
  'openactive_booking_partners',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    name: text('name').notNull(),
    /** The first 8 characters after `lido_oa_`: what the console shows to tell keys apart. */
    keyPrefix: text('key_prefix').notNull(),
    /**
     * Hex SHA-256 of the whole key. A key is 32 random bytes, so nobody can guess one from its
     * hash, and a fast hash is right: a slow one (argon2, as for passwords) only defends a secret
     * with little entropy, and would cost every booking request its time.
     */
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdByStaffId: integer('created_by_staff_id')
      .notNull()
      .references(() => staffUsers.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByStaffId: integer('revoked_by_staff_id').references(() => staffUsers.id),
  },
  (table) => [
    // Over every key ever issued, revoked ones too: a hash names one partner for good.
    uniqueIndex('openactive_booking_partners_key_hash_key').on(table.keyHash),
    // Each booking request looks its key up among the live ones alone: a revoked key is not
    // even in this index, and it stays as small as the keys in use.
    index('openactive_booking_partners_live_key_idx')
      .on(table.keyHash)
      .where(sql`${table.revokedAt} is null`),
    index('openactive_booking_partners_operator_idx').on(table.operatorId, table.createdAt),
    check(
      'openactive_booking_partners_revoked_check',
      sql`(${table.revokedAt} is null) = (${table.revokedByStaffId} is null)`,
    ),
  ],
);
