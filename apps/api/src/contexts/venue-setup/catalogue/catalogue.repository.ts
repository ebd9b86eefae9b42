import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { venues } from '../venues';
import { categories, categoryLocations, locations } from './catalogue.tables';

export type CategoryRow = typeof categories.$inferSelect;
export type LocationRow = typeof locations.$inferSelect;

/** Every category of a venue (a few dozen rows), roots and leaves, in display order. */
export async function listVenueCategories(db: Database, venueId: number): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(eq(categories.venueId, venueId))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

/** The locations of the given categories, each once, by id. */
export async function listCategoryLocations(
  db: Database,
  categoryIds: readonly string[],
): Promise<LocationRow[]> {
  if (categoryIds.length === 0) return [];
  return db
    .selectDistinct({
      id: locations.id,
      venueId: locations.venueId,
      slug: locations.slug,
      name: locations.name,
      type: locations.type,
    })
    .from(categoryLocations)
    .innerJoin(locations, eq(locations.id, categoryLocations.locationId))
    .where(inArray(categoryLocations.categoryId, [...categoryIds]))
    .orderBy(asc(locations.id));
}

/** The name of a venue's activity, both by slug: a page's heading before the site has loaded. */
export async function findActivityName(
  db: Database,
  venueSlug: string,
  activitySlug: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: categories.name })
    .from(categories)
    .innerJoin(venues, eq(venues.id, categories.venueId))
    .where(and(eq(venues.slug, venueSlug), eq(categories.slug, activitySlug)))
    .limit(1);
  return row?.name;
}
