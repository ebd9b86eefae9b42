import { and, eq, inArray } from 'drizzle-orm';
import { existingIds, idsForRows, nextIds, type RowToSave } from '../../../platform/db/next-ids';
import type { Database } from '../../../platform/db/client';
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
  rows: ReadonlyArray<RowToSave & { fields: VenueFields }>,
): Promise<number[]> {
  const ids = await idsForRows(tx, venues, rows);
  for (const [index, row] of rows.entries()) {
    const id = ids[index]!;
    if (row.isNew) {
      await tx.insert(venues).values({ id, operatorId, ...row.fields });
    } else {
      await tx
        .update(venues)
        .set(row.fields)
        .where(and(eq(venues.id, id), eq(venues.operatorId, operatorId)));
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

/** Which of these ids are the operator's venues. */
export function existingVenueIds(
  db: Database,
  operatorId: number,
  ids: readonly string[],
): Promise<Set<string>> {
  return existingIds(db, venues, ids, operatorId);
}
