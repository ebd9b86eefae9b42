import {
  ACTIVITY_IMAGE_MAX_MEGAPIXELS,
  ACTIVITY_IMAGE_MIN_HEIGHT,
  ACTIVITY_IMAGE_MIN_WIDTH,
} from '@lido/contract';
import type { Database } from '../../../../platform/db/client';
import {
  findImageVersionsOf,
  type ImageRefusal,
  storeActivityImage,
} from '../../../venue-setup/activity-images';
import type { ColumnSpec, Parser } from '../import-columns';
import { imageFileExtensions, isImageFileName } from '../import-files';
import type { CheckContext, ImportRow, WriteContext } from '../import-kind';
import type { ActivityRow, Problem } from './activity-checks';

// An activity's image in the import: the `image` column names an image file of the same import
// (`yoga.jpg`), which Lido checks, crops and keeps as the console's upload does. An empty cell
// leaves the activity's image as it is (a manager removes one in the console).

const extensions = imageFileExtensions.map((extension) => `.${extension}`).join(', ');

const imageFileName: Parser<string> = (raw) => {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (name.length > 200 || !isImageFileName(name)) {
    return {
      error: `must name an image file of this import (${extensions}), such as yoga.jpg.`,
    };
  }
  return { value: name };
};

export const imageColumn: ColumnSpec<string> = {
  name: 'image',
  required: false,
  parse: imageFileName,
  description: `An image of it for customers' pages: the name of a JPEG, PNG or WebP file imported with this one (“yoga.jpg”), at most 5 MB and at least ${ACTIVITY_IMAGE_MIN_WIDTH} × ${ACTIVITY_IMAGE_MIN_HEIGHT} pixels; Lido crops it to 3:2. Empty keeps the image it has (an icon when none).`,
};

const refusals: Record<ImageRefusal, (name: string) => string> = {
  empty: (name) => `${name} is empty.`,
  'too-large': (name) => `${name} is larger than 5 MB.`,
  'too-many-pixels': (name) => `${name} has more than ${ACTIVITY_IMAGE_MAX_MEGAPIXELS} megapixels.`,
  'not-an-image': (name) => `${name} is not a JPEG, PNG or WebP image.`,
  unreadable: (name) => `${name} could not be read as an image: it may be damaged.`,
  'too-small': (name) =>
    `${name} is smaller than ${ACTIVITY_IMAGE_MIN_WIDTH} × ${ACTIVITY_IMAGE_MIN_HEIGHT} pixels.`,
};

/** The row's image must be a file of this import that Lido can keep. */
export async function imageProblems(
  row: ImportRow<ActivityRow>,
  context: CheckContext,
): Promise<Problem[]> {
  const name = row.values.image;
  if (name === null) return [];
  const prepared = context.images.prepare(name);
  if (!prepared) {
    return [
      {
        column: 'image',
        message: `${name} is not in this import: import the image file with the activities that name it.`,
      },
    ];
  }
  const image = await prepared;
  return 'refused' in image ? [{ column: 'image', message: refusals[image.refused](name) }] : [];
}

/**
 * Puts each named image's version into its row, so the row changes (and is written) when the
 * file's picture does, and an image imported again as it was changes nothing.
 */
export async function addImageVersions(
  rows: ReadonlyArray<ImportRow<ActivityRow>>,
  context: CheckContext,
): Promise<void> {
  for (const row of rows) {
    const name = row.values.image;
    row.values.image_version = name === null ? null : (await context.images.prepared(name)).version;
  }
}

/** Of rows as last imported, those whose activity now shows another image than their file's. */
export async function imagesChangedSince(
  db: Database,
  rows: ReadonlyArray<{ key: string; internalId: string; values: ActivityRow }>,
): Promise<Set<string>> {
  const named = rows.filter((row) => row.values.image_version !== null);
  const live = await findImageVersionsOf(
    db,
    named.map((row) => row.internalId),
  );
  return new Set(
    named
      .filter((row) => live.get(row.internalId) !== row.values.image_version)
      .map((row) => row.key),
  );
}

/** Makes each written activity whose row names an image show it. */
export async function storeImages(
  rows: ReadonlyArray<ImportRow<ActivityRow>>,
  ids: ReadonlyMap<string, string>,
  context: WriteContext,
): Promise<void> {
  for (const row of rows) {
    if (row.values.image === null) continue;
    await storeActivityImage(context.tx, {
      categoryId: ids.get(row.key)!,
      image: await context.images.prepared(row.values.image),
      uploadedBy: null,
      now: context.now,
    });
  }
}
