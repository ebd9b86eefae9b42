import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nextIds } from '../../db/next-ids';
import { locations } from './catalogue.tables';

export type LocationFields = Omit<typeof locations.$inferInsert, 'id'>;

/** Writes courts, pools, studios: rows with an id are updated, the others made; answers each id, in order. */
export async function saveLocations(
  tx: Database,
  rows: ReadonlyArray<{ id: number | null; fields: LocationFields }>,
): Promise<number[]> {
  const fresh = await nextIds(tx, locations, rows.filter((row) => row.id === null).length);
  const ids: number[] = [];
  for (const row of rows) {
    if (row.id === null) {
      const id = fresh.shift()!;
      await tx.insert(locations).values({ id, ...row.fields });
      ids.push(id);
    } else {
      await tx.update(locations).set(row.fields).where(eq(locations.id, row.id));
      ids.push(row.id);
    }
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
