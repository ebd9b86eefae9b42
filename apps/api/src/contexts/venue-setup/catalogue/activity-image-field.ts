import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../platform/db/client';
import { categories } from './catalogue.tables';

// An activity's `image` field belongs to the catalogue; the activity-images module stores the
// picture itself and sets the field through these, never writing categories on its own.

export interface ActivityHeading {
  id: string;
  name: string;
  venueId: number;
  /** The group it is listed under; null for a group of the venue's own. */
  groupName: string | null;
  image: string | null;
}

const parents = alias(categories, 'parent');

/** An activity's name, group and venue: who may change its image, and what the audit names. */
export async function findActivityHeading(
  db: Database,
  id: string,
): Promise<ActivityHeading | undefined> {
  const [row] = await db
    .select({
      id: categories.id,
      name: categories.name,
      venueId: categories.venueId,
      groupName: parents.name,
      image: categories.image,
    })
    .from(categories)
    .leftJoin(parents, eq(parents.id, categories.parentId))
    .where(eq(categories.id, id));
  return row;
}

/** Sets the address customers' pages show the activity's image at; null shows its icon. */
export async function setActivityImage(
  tx: Database,
  id: string,
  image: string | null,
): Promise<void> {
  await tx.update(categories).set({ image }).where(eq(categories.id, id));
}
