import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { existingIds, idsForRows, type RowToSave } from '../../../platform/db/next-ids';
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
  | 'openactiveActivityId'
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

/** Ids per `inArray` query, well inside PostgreSQL's limit of parameters to a statement. */
const LOOKUP_CHUNK = 5000;

function chunksOf<T>(items: readonly T[]): T[][] {
  const unique = [...new Set(items)];
  const chunks: T[][] = [];
  for (let start = 0; start < unique.length; start += LOOKUP_CHUNK) {
    chunks.push(unique.slice(start, start + LOOKUP_CHUNK));
  }
  return chunks;
}

/** Every activity of these venues, by venue and then slug (what an import checks names with). */
export async function findActivityIdsBySlug(
  db: Database,
  venueIds: readonly number[],
): Promise<Map<number, Map<string, string>>> {
  const byVenue = new Map<number, Map<string, string>>();
  for (const chunk of chunksOf(venueIds)) {
    const rows = await db
      .select({ id: categories.id, venueId: categories.venueId, slug: categories.slug })
      .from(categories)
      .where(inArray(categories.venueId, chunk));
    for (const row of rows) {
      const slugs = byVenue.get(row.venueId) ?? new Map<string, string>();
      byVenue.set(row.venueId, slugs);
      slugs.set(row.slug, row.id);
    }
  }
  return byVenue;
}

/** The ids of the activities directly under each of these activities, by parent id. */
export async function findChildActivityIdsOf(
  db: Database,
  parentIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byParent = new Map<string, string[]>();
  for (const chunk of chunksOf(parentIds)) {
    const rows = await db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(inArray(categories.parentId, chunk));
    for (const row of rows) {
      const children = byParent.get(row.parentId!) ?? [];
      byParent.set(row.parentId!, children);
      children.push(row.id);
    }
  }
  return byParent;
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
  rows: ReadonlyArray<RowToSave & { fields: PricingOptionFields }>,
): Promise<number[]> {
  const ids = await idsForRows(tx, pricingOptions, rows);
  for (const [index, row] of rows.entries()) {
    const id = ids[index]!;
    if (row.isNew) await tx.insert(pricingOptions).values({ id, ...row.fields });
    else await tx.update(pricingOptions).set(row.fields).where(eq(pricingOptions.id, id));
  }
  return ids;
}

/** The prices of each of these activities, with their kind, by activity id. */
export async function findPricingOptionKindsOf(
  db: Database,
  categoryIds: readonly string[],
): Promise<Map<string, Array<{ id: number; kind: 'standard' | 'ticket' }>>> {
  const byCategory = new Map<string, Array<{ id: number; kind: 'standard' | 'ticket' }>>();
  for (const chunk of chunksOf(categoryIds)) {
    const rows = await db
      .select({
        id: pricingOptions.id,
        categoryId: pricingOptions.categoryId,
        kind: pricingOptions.kind,
      })
      .from(pricingOptions)
      .where(inArray(pricingOptions.categoryId, chunk));
    for (const row of rows) {
      const prices = byCategory.get(row.categoryId) ?? [];
      byCategory.set(row.categoryId, prices);
      prices.push({ id: row.id, kind: row.kind });
    }
  }
  return byCategory;
}

/** Which of these ids are activities (a Lido database serves one operator). */
export function existingActivityIds(db: Database, ids: readonly string[]): Promise<Set<string>> {
  return existingIds(db, categories, ids);
}

/** Which of these ids are prices (a Lido database serves one operator). */
export function existingPricingOptionIds(
  db: Database,
  ids: readonly string[],
): Promise<Set<string>> {
  return existingIds(db, pricingOptions, ids);
}

/** The live amounts of these prices, by id: the import compares them with its file. */
export async function findPricingOptionAmounts(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, { pricePence: number; memberPricePence: number | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: pricingOptions.id,
      pricePence: pricingOptions.pricePence,
      memberPricePence: pricingOptions.memberPricePence,
    })
    .from(pricingOptions)
    .where(inArray(pricingOptions.id, [...ids]));
  return new Map(rows.map(({ id, ...amounts }) => [id, amounts]));
}
