import { and, eq, inArray } from 'drizzle-orm';
import { nextIds } from '../../db/next-ids';
import type { Database } from '../../db/client';
import { operators, venues } from './venues.tables';

export type OperatorFields = Pick<
  typeof operators.$inferInsert,
  | 'clientId'
  | 'name'
  | 'bookingsSiteUrl'
  | 'myAccountSiteUrl'
  | 'onlineJoiningSiteUrl'
  | 'migrationDate'
>;

/** Writes the deployment's operator (the import's `operator` file): made once, then updated. */
export async function saveOperator(
  tx: Database,
  id: number | null,
  fields: OperatorFields,
): Promise<number> {
  if (id !== null) {
    await tx.update(operators).set(fields).where(eq(operators.id, id));
    return id;
  }
  const [newId] = await nextIds(tx, operators, 1);
  await tx.insert(operators).values({ id: newId!, ...fields });
  return newId!;
}

export type VenueFields = Omit<typeof venues.$inferInsert, 'id' | 'operatorId'>;

/** Writes an operator's venues: rows with an id are updated, the others made; answers each id, in order. */
export async function saveVenues(
  tx: Database,
  operatorId: number,
  rows: ReadonlyArray<{ id: number | null; fields: VenueFields }>,
): Promise<number[]> {
  const fresh = await nextIds(tx, venues, rows.filter((row) => row.id === null).length);
  const ids: number[] = [];
  for (const row of rows) {
    if (row.id === null) {
      const id = fresh.shift()!;
      await tx.insert(venues).values({ id, operatorId, ...row.fields });
      ids.push(id);
    } else {
      await tx
        .update(venues)
        .set(row.fields)
        .where(and(eq(venues.id, row.id), eq(venues.operatorId, operatorId)));
      ids.push(row.id);
    }
  }
  return ids;
}

/** The venues, of any operator, that hold these slugs: id by slug. */
export async function venueIdsBySlug(
  db: Database,
  slugs: readonly string[],
): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ id: venues.id, slug: venues.slug })
    .from(venues)
    .where(inArray(venues.slug, [...slugs]));
  return new Map(rows.map((row) => [row.slug, row.id]));
}
