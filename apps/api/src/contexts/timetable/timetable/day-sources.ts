import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { notFound } from '../../../platform/errors/domain-error';
import { ACTIVITY_NOT_FOUND_MESSAGE } from '../../venue-setup/catalogue';
import { findActivityRestrictions, type ActivityRestrictions } from '../restrictions';
import { VENUE_NOT_FOUND_MESSAGE } from '../../venue-setup/venues';
import {
  createAvailabilityCache,
  type AvailabilityCache,
  type AvailabilityCacheOptions,
} from './availability-cache';
import { findDayVersion } from './day-version';
import {
  findActivityDay,
  type ActivityContext,
  type ActivityRow,
  type OccurrenceRow,
} from './timetable.repository';

/**
 * What every caller's rows for a day are built from: the venue and activity, the day's sessions
 * with their places, and the activity's restrictions. It does not depend on who is asking, so
 * signed-in reads share it: only the caller's own standing (their bookings, basket, waitlist,
 * benefits and party) is read per request. It is cached like the anonymous bodies (and dropped
 * by the same notifications: availability-cache.ts), and treated as read-only by everyone.
 */
export interface DaySource {
  context: ActivityContext;
  activity: ActivityRow;
  occurrences: readonly OccurrenceRow[];
  restrictions: ActivityRestrictions;
  /** `findDayVersion` in the snapshot of the occurrences. */
  version: string;
  /** When it was read: how old an answer built from it is. */
  readAt: Date;
  /** Which read of the day this is, in this process: rows built from another may differ. */
  sequence: number;
}

export type DaySourceCache = AvailabilityCache<DaySource>;

export interface DayRequest {
  venue: string;
  activity: string;
  date: string;
  /** Whether each session carries its people (instructors, tags): slots and classes do. */
  withPeople: boolean;
}

/** A rough size, for the cache's bound on memory: serialising every build to measure it costs more. */
const sizeOfSource = (source: DaySource): number => 2_000 + source.occurrences.length * 1_000;

export function createDaySourceCache({
  db,
  clock,
  changes,
}: {
  db: Database;
  clock: Clock;
  changes?: AvailabilityCacheOptions['changes'];
}): DaySourceCache {
  return createAvailabilityCache<DaySource>({
    clock,
    sizeOf: sizeOfSource,
    readVersion: (ref) => findDayVersion(db, ref),
    changes,
  });
}

let reads = 0;

/** Reads the day from the database: two round trips (the day with its version, then restrictions). */
export async function readDaySource(
  { db, clock }: { db: Database; clock: Clock },
  { venue, activity, date, withPeople }: DayRequest,
): Promise<DaySource> {
  const readAt = clock.now();
  const day = await findActivityDay(db, venue, activity, date, { withPeople });
  if (!day) throw notFound(VENUE_NOT_FOUND_MESSAGE);
  const { context, occurrences, version } = day;
  if (!context.activity) throw notFound(ACTIVITY_NOT_FOUND_MESSAGE);
  const restrictions = await findActivityRestrictions(db, context.activity.id);
  reads += 1;
  return {
    context,
    activity: context.activity,
    occurrences,
    restrictions,
    version,
    readAt,
    sequence: reads,
  };
}

/**
 * The day from `cache` while no change to it has been heard, else read. Nothing is cached for a
 * venue or activity that does not exist (the read throws).
 */
export function daySource(
  deps: { db: Database; clock: Clock; daySources?: DaySourceCache | undefined },
  request: DayRequest,
): Promise<DaySource> {
  if (!deps.daySources) return readDaySource(deps, request);
  const key = JSON.stringify([request.venue, request.activity, request.date, request.withPeople]);
  return deps.daySources.read(key, async () => {
    const source = await readDaySource(deps, request);
    return {
      value: source,
      freshness: {
        ref: {
          venueId: source.context.venue.id,
          categoryId: source.activity.id,
          date: request.date,
        },
        version: source.version,
        builtAt: source.readAt,
        // The clock changes nothing here: every answer is built from it at its own time.
        stableUntil: new Date(8_640_000_000_000_000),
      },
    };
  });
}
