import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { categories, pricingOptions, type V2Type } from './catalogue.tables';

export interface PricedActivityRow {
  id: string;
  name: string;
  v2Type: V2Type;
}

export type PricingOptionRow = typeof pricingOptions.$inferSelect;

/** A venue's bookable activities (those with a kind of occurrence; groups have none). */
export async function findBookableActivities(
  db: Database,
  venueId: number,
): Promise<PricedActivityRow[]> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, v2Type: categories.v2Type })
    .from(categories)
    .where(and(eq(categories.venueId, venueId), isNotNull(categories.v2Type)))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  return rows.flatMap((row) => (row.v2Type === null ? [] : [{ ...row, v2Type: row.v2Type }]));
}

/** The prices of these activities, each activity's in the order customers see them. */
export async function findPricingOptionsOf(
  db: Database,
  categoryIds: readonly string[],
): Promise<PricingOptionRow[]> {
  if (categoryIds.length === 0) return [];
  return db
    .select()
    .from(pricingOptions)
    .where(inArray(pricingOptions.categoryId, [...categoryIds]))
    .orderBy(asc(pricingOptions.sortOrder), asc(pricingOptions.id));
}

/**
 * A price with its activity's name and venue, locked until the transaction ends, so two managers
 * changing it at once are applied (and audited) one after the other with true befores.
 */
export async function lockPricingOption(
  tx: Database,
  id: number,
): Promise<{ option: PricingOptionRow; activityName: string; venueId: number } | undefined> {
  const [row] = await tx
    .select({ option: pricingOptions, activityName: categories.name, venueId: categories.venueId })
    .from(pricingOptions)
    .innerJoin(categories, eq(categories.id, pricingOptions.categoryId))
    .where(eq(pricingOptions.id, id))
    .for('update', { of: pricingOptions });
  return row;
}

/** The venue of a price's activity, to check the caller's reach before locking anything. */
export async function findPricingOptionVenueId(
  db: Database,
  id: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ venueId: categories.venueId })
    .from(pricingOptions)
    .innerJoin(categories, eq(categories.id, pricingOptions.categoryId))
    .where(eq(pricingOptions.id, id));
  return row?.venueId;
}

export async function updatePricingOption(
  tx: Database,
  id: number,
  fields: Partial<Pick<PricingOptionRow, 'name' | 'pricePence' | 'memberPricePence'>>,
): Promise<PricingOptionRow | undefined> {
  const [row] = await tx
    .update(pricingOptions)
    .set(fields)
    .where(eq(pricingOptions.id, id))
    .returning();
  return row;
}
