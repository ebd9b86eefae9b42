import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { existingIds, idsForRows, type RowToSave } from '../../../platform/db/next-ids';
import { locations } from './catalogue.tables';

export type LocationFields = Omit<typeof locations.$inferInsert, 'id'>;

/** Writes courts, pools, studios: rows with an id are updated, the others made; answers each id, in order. */
export async function saveLocations(
  tx: Database,
  rows: ReadonlyArray<RowToSave & { fields: LocationFields }>,
): Promise<number[]> {
  const ids = await idsForRows(tx, locations, rows);
  for (const [index, row] of rows.entries()) {
    const id = ids[index]!;
    if (row.isNew) await tx.insert(locations).values({ id, ...row.fields });
    else await tx.update(locations).set(row.fields).where(eq(locations.id, id));
  }
  return ids;
}

/** The location of a venue holding a slug, if any. */
export async function findLocationIdBySlug(
  db: Database,
  venueId: number,
  slug: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.venueId, venueId), eq(locations.slug, slug)));
  return row?.id;
}

/** Which of these ids are locations (a Lido database serves one operator). */
export function existingLocationIds(db: Database, ids: readonly string[]): Promise<Set<string>> {
  return existingIds(db, locations, ids);
}
