import { inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { categories, locations, type V2Type } from './catalogue.tables';

export interface ActivityFacts {
  venueId: number;
  name: string;
  /** Null for a group of activities, which has no sessions of its own. */
  v2Type: V2Type | null;
}

/** What a timetable needs to know of activities: their venue, name and kind of session, by id. */
export async function findActivityFacts(
  db: Database,
  activityIds: readonly string[],
): Promise<Map<string, ActivityFacts>> {
  if (activityIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: categories.id,
      venueId: categories.venueId,
      name: categories.name,
      v2Type: categories.v2Type,
    })
    .from(categories)
    .where(inArray(categories.id, [...new Set(activityIds)]));
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}

/** The venue of each location, by location id. */
export async function findLocationVenues(
  db: Database,
  locationIds: readonly number[],
): Promise<Map<number, number>> {
  if (locationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: locations.id, venueId: locations.venueId })
    .from(locations)
    .where(inArray(locations.id, [...new Set(locationIds)]));
  return new Map(rows.map((row) => [row.id, row.venueId]));
}
