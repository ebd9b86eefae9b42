import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../../../platform/db/bytea-column';
import { categories } from '../catalogue/catalogue.tables';

/**
 * An image as Lido keeps it: its version is the start of a hash of the bytes the operator gave,
 * so the same picture given twice (or to the same activity at 14 venues) is one version. Kept
 * while an activity shows it; its renditions go with it.
 */
export const activityImageVersions = pgTable('activity_image_versions', {
  /** 16 hex digits of the SHA-256 of the uploaded bytes. */
  version: text('version').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * One width of an image: 3:2, WebP, with no metadata (decisions/042). Served, never changed,
 * at `/api/activity-images/{version}/{width}`.
 */
export const activityImageRenditions = pgTable(
  'activity_image_renditions',
  {
    version: text('version')
      .notNull()
      .references(() => activityImageVersions.version, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.version, table.width] })],
);

/** The image an activity shows, who gave it and when. */
export const activityImages = pgTable(
  'activity_images',
  {
    categoryId: text('category_id')
      .primaryKey()
      .references(() => categories.id, { onDelete: 'cascade' }),
    version: text('version')
      .notNull()
      .references(() => activityImageVersions.version),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    /** The manager who uploaded it in the console; null when an import gave it. */
    uploadedBy: integer('uploaded_by'),
  },
  (table) => [index('activity_images_version_idx').on(table.version)],
);
