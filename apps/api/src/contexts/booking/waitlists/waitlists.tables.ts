import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from '../../people/accounts/accounts.tables';
import { occurrences } from '../../timetable/timetable/timetable.tables';

/**
 * `waiting` in line; `offered` a freed place, held in the payer's basket until `offer_expires_at`;
 * then `booked` (they paid) or `lapsed` (the hold ran out or was removed); `left` the line.
 */
export const waitlistStatuses = ['waiting', 'offered', 'booked', 'lapsed', 'left'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

/**
 * Who put the entry on or took it off: the customer, their family lead, staff, or Lido itself
 * (an offer the customer could not take: they have the place already).
 */
export const waitlistActors = ['self', 'family', 'staff', 'lido'] as const;
export type WaitlistActor = (typeof waitlistActors)[number];

/**
 * A customer in line for a full session. The line is `waiting` entries by `joined_at` (then id);
 * a customer is in a session's line (waiting or offered) at most once (the partial unique index),
 * so joining twice, even at the same instant from two processes, leaves one entry.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    occurrenceId: bigint('occurrence_id', { mode: 'number' })
      .notNull()
      .references(() => occurrences.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Whose basket an offer goes to: the customer, or the family lead who joined for them. */
    payerCustomerId: integer('payer_customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status').$type<WaitlistStatus>().notNull().default('waiting'),
    /** Places wanted together (the customer and family or friends): offered only all at once. */
    partySize: smallint('party_size').notNull().default(1),
    /**
     * First in line but more places wanted than were free: since when the free places have been
     * held back for this entry. After one offer window they go to smaller parties behind it.
     */
    heldBackSince: timestamp('held_back_since', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    joinedBy: text('joined_by').$type<WaitlistActor>().notNull(),
    leftAt: timestamp('left_at', { withTimezone: true }),
    leftBy: text('left_by').$type<WaitlistActor>(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** When an offer ended: booked or lapsed. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('waitlist_entries_one_per_customer_key')
      .on(table.occurrenceId, table.customerId)
      .where(sql`${table.status} in ('waiting', 'offered')`),
    index('waitlist_entries_line_idx').on(table.occurrenceId, table.status, table.joinedAt),
    index('waitlist_entries_customer_idx').on(table.customerId, table.status),
    index('waitlist_entries_offers_idx')
      .on(table.offerExpiresAt)
      .where(sql`${table.status} = 'offered'`),
    check(
      'waitlist_entries_status_check',
      sql`${table.status} in ('waiting', 'offered', 'booked', 'lapsed', 'left')`,
    ),
    // An offer's time stays on record when its customer leaves the line (or the venue closes
    // it) while the place is on offer: only a waiting entry has never been offered.
    check(
      'waitlist_entries_offered_check',
      sql`case ${table.status} when 'waiting' then ${table.offeredAt} is null
        when 'left' then true else ${table.offeredAt} is not null end`,
    ),
    check('waitlist_entries_party_size_check', sql`${table.partySize} between 1 and 4`),
    check(
      'waitlist_entries_left_check',
      sql`(${table.status} = 'left') = (${table.leftAt} is not null)`,
    ),
  ],
);
