import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  categories,
  instructors,
  locations,
  tags,
} from '../../venue-setup/catalogue/catalogue.tables';
import { venues } from '../../venue-setup/venues/venues.tables';

export const occurrenceKinds = ['class', 'slot', 'ticketed'] as const;
export type OccurrenceKind = (typeof occurrenceKinds)[number];

/** A weekly recurring session from which occurrences are materialised for a rolling horizon. */
export const schedules = pgTable(
  'schedules',
  {
    id: integer('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    /** The court/lane/studio; slots have one schedule per location. */
    locationId: integer('location_id').references(() => locations.id),
    kind: text('kind').$type<OccurrenceKind>().notNull(),
    name: text('name').notNull(),
    /** ISO weekday, 1 = Monday … 7 = Sunday, in the venue's zone. */
    weekday: smallint('weekday').notNull(),
    startTime: text('start_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    /** Customers may join a line for the session's places when it is full. */
    hasWaitlist: boolean('has_waitlist').notNull().default(false),
    /** The first venue-local date the schedule runs on (inclusive); null: since always. */
    startsOn: date('starts_on', { mode: 'string' }),
    /** The last venue-local date the schedule runs on (inclusive); null: until further notice. */
    endsOn: date('ends_on', { mode: 'string' }),
  },
  (table) => [
    index('schedules_category_idx').on(table.categoryId),
    check('schedules_weekday_check', sql`${table.weekday} between 1 and 7`),
    check('schedules_capacity_check', sql`${table.capacity} > 0`),
    check('schedules_validity_check', sql`${table.startsOn} <= ${table.endsOn}`),
  ],
);

/**
 * A venue-local date on which no occurrence is made: the whole venue's (bank holiday, closure)
 * when `schedule_id` is null, else only that schedule's session. At most one of each per day.
 */
export const scheduleClosures = pgTable(
  'schedule_closures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    /** Null closes every schedule of the venue that day. */
    scheduleId: integer('schedule_id').references(() => schedules.id),
    onDate: date('on_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
  },
  (table) => [
    uniqueIndex('schedule_closures_venue_day_key')
      .on(table.venueId, table.onDate)
      .where(sql`${table.scheduleId} is null`),
    uniqueIndex('schedule_closures_schedule_day_key')
      .on(table.scheduleId, table.onDate)
      .where(sql`${table.scheduleId} is not null`),
    check('schedule_closures_reason_check', sql`btrim(${table.reason}) <> ''`),
  ],
);

export const scheduleInstructors = pgTable(
  'schedule_instructors',
  {
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id),
  },
  (table) => [primaryKey({ columns: [table.scheduleId, table.instructorId] })],
);

export const scheduleTags = pgTable(
  'schedule_tags',
  {
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  (table) => [primaryKey({ columns: [table.scheduleId, table.tagId] })],
);

/**
 * One dated session. `booked` counts places held or booked; the check constraint and the
 * conditional update that claims places are what stop a place being sold twice.
 */
export const occurrences = pgTable(
  'occurrences',
  {
    /** The v1 numeric id. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The v2 opaque, URL-safe id. */
    publicId: text('public_id').notNull(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    locationId: integer('location_id').references(() => locations.id),
    kind: text('kind').$type<OccurrenceKind>().notNull(),
    name: text('name').notNull(),
    /** The venue-local calendar date. */
    date: date('date', { mode: 'string' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    /**
     * When the venue cancelled the session (session-operations): no longer bookable or listed,
     * kept so its bookings, refunds and public id still point at it.
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why, as the booked customers were told. */
    cancelledReason: text('cancelled_reason'),
  },
  (table) => [
    uniqueIndex('occurrences_public_id_key').on(table.publicId),
    uniqueIndex('occurrences_schedule_start_key').on(table.scheduleId, table.startsAt),
    index('occurrences_category_date_idx').on(table.categoryId, table.date),
    check(
      'occurrences_booked_within_capacity',
      sql`${table.booked} >= 0 and ${table.booked} <= ${table.capacity}`,
    ),
    check(
      'occurrences_cancelled_check',
      sql`(${table.cancelledAt} is null) = (${table.cancelledReason} is null)`,
    ),
  ],
);
