import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from '../../people/accounts/accounts.tables';
import { operators, venues } from '../../venue-setup/venues/venues.tables';

/** Each operator's waiting room: off until a manager turns it on. */
export const releaseQueueSettings = pgTable('release_queue_settings', {
  operatorId: integer('operator_id')
    .primaryKey()
    .references(() => operators.id),
  enabled: boolean('enabled').notNull().default(false),
  /** How long before a release its waiting room opens; arrivals in that time are drawn. */
  preQueueMinutes: integer('pre_queue_minutes').notNull().default(15),
  /** How long a visitor let in may book; the waiting room stays open this long after a release. */
  admissionMinutes: integer('admission_minutes').notNull().default(20),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One release of one venue's sessions and its line. */
export const releaseQueues = pgTable(
  'release_queues',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    /** Arrivals after this pass straight through: the release's rush is over. */
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    admissionMinutes: integer('admission_minutes').notNull(),
    /** When the arrivals before the opening were given their places at random. */
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    /** The last place in line given. */
    lastPosition: integer('last_position').notNull().default(0),
    /** Every place up to this one has been let in. */
    admittedThrough: integer('admitted_through').notNull().default(0),
    /** The pace places are let in at, adapted to the booking path's latency. */
    admitPerMinute: integer('admit_per_minute').notNull().default(600),
    lastAdmittedAt: timestamp('last_admitted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('release_queues_venue_opening_key').on(table.venueId, table.opensAt),
    index('release_queues_closes_idx').on(table.closesAt),
  ],
);

/** A visitor's place in a line, held by the queue pass they were given (its hash). */
export const releaseQueueTickets = pgTable(
  'release_queue_tickets',
  {
    id: serial('id').primaryKey(),
    queueId: integer('queue_id')
      .notNull()
      .references(() => releaseQueues.id, { onDelete: 'cascade' }),
    passHash: text('pass_hash').notNull(),
    /** Place in line; null until the draw for those who came before the opening. */
    position: integer('position'),
    /** `admitted_through` when the place was given, from which the visitor's progress counts. */
    joinedBehind: integer('joined_behind').notNull().default(0),
    /** The account that first booked with the pass: an admission lets one account book. */
    customerId: integer('customer_id').references(() => customers.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    admittedAt: timestamp('admitted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('release_queue_tickets_pass_key').on(table.queueId, table.passHash),
    index('release_queue_tickets_position_idx').on(table.queueId, table.position),
  ],
);

export type ReleaseQueueRow = typeof releaseQueues.$inferSelect;
export type ReleaseQueueTicketRow = typeof releaseQueueTickets.$inferSelect;
export type ReleaseQueueSettingsRow = typeof releaseQueueSettings.$inferSelect;
