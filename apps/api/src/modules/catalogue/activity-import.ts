import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nextIds } from '../../db/next-ids';
import { categories, categoryLocations, pricingOptions } from './catalogue.tables';
import { uuidV7 } from './uuid-v7';

/** What an import sets of an activity; its booking window is set apart (`saveBookingWindows`). */
export type ActivityFields = Pick<
  typeof categories.$inferInsert,
  | 'venueId'
  | 'parentId'
  | 'slug'
  | 'name'
  | 'description'
  | 'v1Type'
  | 'v2Type'
  | 'allocationStrategy'
  | 'sortOrder'
  | 'allowsAnonymousBookings'
>;

export type BookingWindowFields = Pick<
  typeof categories.$inferInsert,
  | 'viewDaysAnonymous'
  | 'viewDaysSignedIn'
  | 'releaseDaysBefore'
  | 'releaseTime'
  | 'lastBookableMinutesAfterStart'
>;

export type PricingOptionFields = Omit<typeof pricingOptions.$inferInsert, 'id'>;

/** An id for a new activity, chosen before it is written so its children can name it. */
export function newActivityId(): string {
  return uuidV7();
}

/**
 * Writes activities (categories) with the ids given, making those marked new; each one's
 * locations are replaced by `locationIds`.
 */
export async function saveActivities(
  tx: Database,
  rows: ReadonlyArray<{
    id: string;
    isNew: boolean;
    fields: ActivityFields;
    locationIds: number[];
  }>,
): Promise<void> {
  const updated = rows.filter((row) => !row.isNew);
  if (updated.length > 0) {
    // Renames may swap two activities' slugs: park the changed ones on their own ids first, so
    // the venue's unique slug never sees both at once.
    const current = await tx
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(
        inArray(
          categories.id,
          updated.map((row) => row.id),
        ),
      );
    const slugs = new Map(current.map((row) => [row.id, row.slug]));
    for (const row of updated) {
      if (slugs.get(row.id) !== row.fields.slug) {
        await tx.update(categories).set({ slug: row.id }).where(eq(categories.id, row.id));
      }
    }
  }
  for (const row of rows) {
    if (row.isNew) await tx.insert(categories).values({ id: row.id, ...row.fields });
    else await tx.update(categories).set(row.fields).where(eq(categories.id, row.id));
  }
  await tx.delete(categoryLocations).where(
    inArray(
      categoryLocations.categoryId,
      updated.map((row) => row.id),
    ),
  );
  const links = rows.flatMap((row) =>
    [...new Set(row.locationIds)].map((locationId) => ({ categoryId: row.id, locationId })),
  );
  if (links.length > 0) await tx.insert(categoryLocations).values(links);
}

/** The activity of a venue holding a slug, if any. */
export async function findActivityIdBySlug(
  db: Database,
  venueId: number,
  slug: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.venueId, venueId), eq(categories.slug, slug)));
  return row?.id;
}

export interface ActivityOutline {
  id: string;
  venueId: number;
  parentId: string | null;
  /** Null for a group of activities. */
  v2Type: string | null;
}

/** The venue, parent and kind of these activities, by id (what an import checks references with). */
export async function findActivityOutlines(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, ActivityOutline>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: categories.id,
      venueId: categories.venueId,
      parentId: categories.parentId,
      v2Type: categories.v2Type,
    })
    .from(categories)
    .where(inArray(categories.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The ids of the activities directly under an activity. */
export async function findChildActivityIds(db: Database, parentId: string): Promise<string[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.parentId, parentId));
  return rows.map((row) => row.id);
}

/** Sets the booking window of each activity. */
export async function saveBookingWindows(
  tx: Database,
  rows: ReadonlyArray<{ categoryId: string; fields: BookingWindowFields }>,
): Promise<void> {
  for (const row of rows) {
    await tx.update(categories).set(row.fields).where(eq(categories.id, row.categoryId));
  }
}

/** Writes prices: rows with an id are updated, the others made; answers each id, in order. */
export async function savePricingOptions(
  tx: Database,
  rows: ReadonlyArray<{ id: number | null; fields: PricingOptionFields }>,
): Promise<number[]> {
  const fresh = await nextIds(tx, pricingOptions, rows.filter((row) => row.id === null).length);
  const ids: number[] = [];
  for (const row of rows) {
    if (row.id === null) {
      const id = fresh.shift()!;
      await tx.insert(pricingOptions).values({ id, ...row.fields });
      ids.push(id);
    } else {
      await tx.update(pricingOptions).set(row.fields).where(eq(pricingOptions.id, row.id));
      ids.push(row.id);
    }
  }
  return ids;
}

/** The prices of an activity, with their kind (what an import checks a change of kind against). */
export async function findPricingOptionKinds(
  db: Database,
  categoryId: string,
): Promise<Array<{ id: number; kind: 'standard' | 'ticket' }>> {
  return db
    .select({ id: pricingOptions.id, kind: pricingOptions.kind })
    .from(pricingOptions)
    .where(eq(pricingOptions.categoryId, categoryId));
}
