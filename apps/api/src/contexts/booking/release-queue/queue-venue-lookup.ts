import type { Database } from '../../../platform/db/client';
import { findQueueVenueBySlug, type QueueVenue } from './queue-venues.repository';

/**
 * Venues by slug for the waiting room's own routes, kept a few seconds in each process: everyone
 * in line asks where they stand every few seconds, and a venue's release times and its
 * operator's settings change rarely. A change of settings made through this process is seen at
 * once; made through another, within `ttlMs` (as the admission gate's own venue cache).
 */
export interface QueueVenueLookup {
  bySlug(slug: string): Promise<QueueVenue | undefined>;
  /** After settings change: the next read of every venue goes to the database. */
  forgetAll(): void;
}

const MAX_VENUES = 1_000;

export function createQueueVenueLookup(db: Database, ttlMs = 5_000): QueueVenueLookup {
  const venues = new Map<string, { venue: QueueVenue | undefined; until: number }>();
  return {
    async bySlug(slug) {
      const now = performance.now();
      const cached = venues.get(slug);
      if (cached && cached.until > now) return cached.venue;
      const venue = await findQueueVenueBySlug(db, slug);
      if (venues.size >= MAX_VENUES) venues.clear();
      venues.set(slug, { venue, until: now + ttlMs });
      return venue;
    },
    forgetAll() {
      venues.clear();
    },
  };
}
