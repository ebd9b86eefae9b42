import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import type { PreparedImage } from './image-renditions';
import {
  activityImageRenditions,
  activityImages,
  activityImageVersions,
} from './activity-images.tables';

const IMAGE_LOCK = 'lido-activity-images';

/**
 * Image changes, one at a time across every API process: a version no activity shows any longer
 * is deleted, and must not be while another change is making an activity show it.
 */
export async function lockActivityImages(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${IMAGE_LOCK}))`);
}

/** Keeps an image's renditions, unless that version is kept already. */
export async function saveImageVersion(
  tx: Database,
  image: PreparedImage,
  now: Date,
): Promise<void> {
  const made = await tx
    .insert(activityImageVersions)
    .values({ version: image.version, createdAt: now })
    .onConflictDoNothing()
    .returning({ version: activityImageVersions.version });
  if (made.length === 0) return;
  await tx
    .insert(activityImageRenditions)
    .values(image.renditions.map(({ width, bytes }) => ({ version: image.version, width, bytes })));
}

/** The version an activity shows, locked until the transaction ends. */
export async function lockActivityImage(
  tx: Database,
  categoryId: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ version: activityImages.version })
    .from(activityImages)
    .where(eq(activityImages.categoryId, categoryId))
    .for('update');
  return row?.version;
}

export async function saveActivityImage(
  tx: Database,
  row: typeof activityImages.$inferInsert,
): Promise<void> {
  await tx
    .insert(activityImages)
    .values(row)
    .onConflictDoUpdate({
      target: activityImages.categoryId,
      set: { version: row.version, uploadedAt: row.uploadedAt, uploadedBy: row.uploadedBy },
    });
}

export async function deleteActivityImage(tx: Database, categoryId: string): Promise<void> {
  await tx.delete(activityImages).where(eq(activityImages.categoryId, categoryId));
}

/** Deletes the version (and its renditions) if no activity shows it any more. */
export async function deleteVersionIfUnused(tx: Database, version: string): Promise<void> {
  await tx.delete(activityImageVersions).where(
    and(
      eq(activityImageVersions.version, version),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(activityImages)
          .where(eq(activityImages.version, version)),
      ),
    ),
  );
}

/** The version each of these activities shows, by activity id (those with none are left out). */
export async function findImageVersionsOf(
  db: Database,
  categoryIds: readonly string[],
): Promise<Map<string, string>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await db
    .select({ categoryId: activityImages.categoryId, version: activityImages.version })
    .from(activityImages)
    .where(inArray(activityImages.categoryId, [...new Set(categoryIds)]));
  return new Map(rows.map((row) => [row.categoryId, row.version]));
}

/** One width of a kept image's bytes. */
export async function findRendition(
  db: Database,
  version: string,
  width: number,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: activityImageRenditions.bytes })
    .from(activityImageRenditions)
    .where(
      and(eq(activityImageRenditions.version, version), eq(activityImageRenditions.width, width)),
    );
  return row?.bytes;
}
