// Activity images (issue 43, item 11): an operator gives an activity an image in the console or the
// import, and Lido serves it cropped to 3:2 in three widths (decisions/042). The activity's `image`
// field names the middle width; cards ask for the widths they need by `srcset`. This file holds no
// schema, so a card reads these without loading zod; the routes are in activity-image-routes.ts.

/** The widths Lido serves every activity image in, each 3:2 (320 × 213, 640 × 427, 960 × 640). */
export const ACTIVITY_IMAGE_WIDTHS = [320, 640, 960] as const;
export type ActivityImageWidth = (typeof ACTIVITY_IMAGE_WIDTHS)[number];

/** The width an activity's `image` field names: a card's own size on most screens. */
export const ACTIVITY_IMAGE_FIELD_WIDTH = 640;

/** What an upload may be, checked against its decoded bytes too. */
export const ACTIVITY_IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** What the console's file input offers (`accept`), and the import reads as image files. */
export const ACTIVITY_IMAGE_FILE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'] as const;
export const ACTIVITY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The smallest image that fills the narrowest width without being stretched. */
export const ACTIVITY_IMAGE_MIN_WIDTH = 320;
export const ACTIVITY_IMAGE_MIN_HEIGHT = 214;
/** More than any camera's photo: decoding a larger one could take the server's memory. */
export const ACTIVITY_IMAGE_MAX_MEGAPIXELS = 50;

export const ACTIVITY_IMAGE_REQUIRED_MESSAGE = 'Choose an image to upload.';
export const ACTIVITY_IMAGE_TYPE_MESSAGE = 'The image must be a JPEG, PNG or WebP.';
export const ACTIVITY_IMAGE_SIZE_MESSAGE = 'The image may not be larger than 5 MB.';
export const ACTIVITY_IMAGE_UNREADABLE_MESSAGE =
  'The image could not be read. Please choose it again.';
export const ACTIVITY_IMAGE_PIXELS_MESSAGE = `The image may have at most ${ACTIVITY_IMAGE_MAX_MEGAPIXELS} megapixels.`;
export const ACTIVITY_IMAGE_TOO_SMALL_MESSAGE = `The image must be at least ${ACTIVITY_IMAGE_MIN_WIDTH} pixels wide and ${ACTIVITY_IMAGE_MIN_HEIGHT} pixels high.`;
export const ACTIVITY_IMAGE_NOT_FOUND = 'Unable to complete request, item not found.';

const servedPath = /^\/api\/activity-images\/([0-9a-f]{16})\/(\d+)$/;

/** Where Lido serves one width of a stored image: `/api/activity-images/{version}/{width}`. */
export function activityImagePath(version: string, width: number): string {
  return `/api/activity-images/${version}/${width}`;
}

/**
 * What an `<img>` shows for an activity's `image`: Lido's own image in each of its widths (the
 * field's width as `src`, all three as `srcSet`), or an image the operator serves themselves (as
 * the live system's `image` field names one) as it is. Null when the activity has no image.
 */
export function activityImageSources(
  image: string | null,
): { src: string; srcSet?: string } | null {
  if (image === null || image === '') return null;
  const served = servedPath.exec(image);
  if (!served) return { src: image };
  const version = served[1]!;
  return {
    src: activityImagePath(version, ACTIVITY_IMAGE_FIELD_WIDTH),
    srcSet: ACTIVITY_IMAGE_WIDTHS.map(
      (width) => `${activityImagePath(version, width)} ${width}w`,
    ).join(', '),
  };
}
