import { createHash } from 'node:crypto';
import {
  ACTIVITY_IMAGE_MAX_BYTES,
  ACTIVITY_IMAGE_MAX_MEGAPIXELS,
  ACTIVITY_IMAGE_MIN_HEIGHT,
  ACTIVITY_IMAGE_MIN_WIDTH,
  ACTIVITY_IMAGE_WIDTHS,
} from '@lido/contract';
import sharp from 'sharp';

const ACTIVITY_IMAGE_MAX_PIXELS = ACTIVITY_IMAGE_MAX_MEGAPIXELS * 1_000_000;

/** What Lido serves every rendition as. */
export const RENDITION_CONTENT_TYPE = 'image/webp';

/** Why an image is refused; the console and the import each say it in their own words. */
export type ImageRefusal =
  'empty' | 'too-large' | 'too-many-pixels' | 'not-an-image' | 'unreadable' | 'too-small';

export interface PreparedImage {
  /** 16 hex digits of the SHA-256 of the bytes given: the same bytes are the same version. */
  version: string;
  renditions: Array<{ width: number; bytes: Buffer }>;
}

/** The formats an operator may give, as sharp names what it finds in the bytes. */
const acceptedFormats: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp']);

const inputOptions = { limitInputPixels: ACTIVITY_IMAGE_MAX_PIXELS } as const;

export function imageVersionOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}

/**
 * An operator's image made into what Lido serves, or why not. The bytes decide what the file is
 * (a declared type is never trusted): only a JPEG, PNG or WebP of at most 5 MB, at least 320 × 214
 * once turned upright. Each width is cropped to 3:2 around what draws the eye, written as WebP
 * without the original's metadata (no camera, place or time leaves Lido).
 */
export async function prepareActivityImage(
  bytes: Buffer,
): Promise<PreparedImage | { refused: ImageRefusal }> {
  if (bytes.length === 0) return { refused: 'empty' };
  if (bytes.length > ACTIVITY_IMAGE_MAX_BYTES) return { refused: 'too-large' };
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes, inputOptions).metadata();
  } catch {
    return { refused: 'not-an-image' };
  }
  if (!acceptedFormats.has(metadata.format)) return { refused: 'not-an-image' };
  if (metadata.width * metadata.height > ACTIVITY_IMAGE_MAX_PIXELS) {
    return { refused: 'too-many-pixels' };
  }
  // EXIF orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
  const quarterTurned = (metadata.orientation ?? 1) >= 5;
  const width = quarterTurned ? metadata.height : metadata.width;
  const height = quarterTurned ? metadata.width : metadata.height;
  if (width < ACTIVITY_IMAGE_MIN_WIDTH || height < ACTIVITY_IMAGE_MIN_HEIGHT) {
    return { refused: 'too-small' };
  }
  try {
    // Each width is cut from the picture turned upright (its EXIF orientation applied).
    const upright = sharp(bytes, inputOptions).rotate();
    const renditions = await Promise.all(
      ACTIVITY_IMAGE_WIDTHS.map(async (renditionWidth) => ({
        width: renditionWidth,
        bytes: await upright
          .clone()
          .resize(renditionWidth, Math.round((renditionWidth * 2) / 3), {
            fit: 'cover',
            position: sharp.strategy.attention,
          })
          .webp({ quality: 75 })
          .toBuffer(),
      })),
    );
    return { version: imageVersionOf(bytes), renditions };
  } catch {
    // The header read well but the picture itself does not (a cut-off or damaged file).
    return { refused: 'unreadable' };
  }
}
