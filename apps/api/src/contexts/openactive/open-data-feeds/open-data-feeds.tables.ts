import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { operators } from '../../venue-setup/venues/venues.tables';

export const openDataFeeds = [
  'session-series',
  'scheduled-sessions',
  'facility-uses',
  'slots',
] as const;
export type OpenDataFeed = (typeof openDataFeeds)[number];

/**
 * Change numbers for every feed's items, from one sequence: each feed's are then increasing too.
 * Numbers are taken only by the publisher, one transaction at a time (open-data-publisher.ts), so
 * a number is never seen before a smaller one commits.
 */
export const openactiveChangeNumbers = pgSequence('openactive_change_numbers', { startWith: 1 });

/**
 * What changed in the timetable, catalogue and venues since the publisher last looked: appended by
 * the triggers of migration 0059, in the writing transaction, and taken (deleted) by the publisher
 * in the transaction that marks what they touch. Append-only so that thousands of bookings at a
 * release never wait on each other here.
 */
export const openactiveSourceChanges = pgTable('openactive_source_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** occurrence, schedule, category, venue, location, operator or everything. */
  source: text('source').notNull(),
  sourceId: text('source_id').notNull(),
});

/** Feed items to render again: what the publisher found a change touches, until it renders it. */
export const openactiveStaleItems = pgTable(
  'openactive_stale_items',
  {
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    feed: text('feed').$type<OpenDataFeed>().notNull(),
    itemId: text('item_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.operatorId, table.feed, table.itemId] })],
);

/**
 * One item of an RPDE feed as published: its data is the JSON text served, kept as written (not
 * jsonb, which would reorder it) so a page is its items' texts joined. An item moves to the end
 * of its feed (a new change number) only when its text changes. A deleted item keeps no data and
 * is forgotten once it has been a tombstone for the retention RPDE asks.
 */
export const openactiveFeedItems = pgTable(
  'openactive_feed_items',
  {
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    feed: text('feed').$type<OpenDataFeed>().notNull(),
    itemId: text('item_id').notNull(),
    changeNumber: bigint('change_number', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    state: text('state').$type<'updated' | 'deleted'>().notNull(),
    data: text('data'),
    /** When it became a tombstone. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When a published item's session has ended (its series, its last date): then a tombstone. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.operatorId, table.feed, table.itemId] }),
    uniqueIndex('openactive_feed_items_page_key').on(
      table.operatorId,
      table.feed,
      table.changeNumber,
    ),
    index('openactive_feed_items_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.state} = 'updated' and ${table.expiresAt} is not null`),
    index('openactive_feed_items_item_idx').on(table.itemId),
    index('openactive_feed_items_tombstones_idx')
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
    check(
      'openactive_feed_items_state_check',
      sql`(${table.state} = 'updated' and ${table.data} is not null and ${table.deletedAt} is null)
        or (${table.state} = 'deleted' and ${table.data} is null and ${table.deletedAt} is not null)`,
    ),
  ],
);
