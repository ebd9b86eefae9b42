import {
  ACTIVITY_IMAGE_CONTENT_TYPES,
  ACTIVITY_IMAGE_FILE_EXTENSIONS,
  ACTIVITY_IMAGE_MAX_BYTES,
  ACTIVITY_IMAGE_REQUIRED_MESSAGE,
  ACTIVITY_IMAGE_SIZE_MESSAGE,
  ACTIVITY_IMAGE_TYPE_MESSAGE,
} from '@lido/contract';

type ImageContentType = (typeof ACTIVITY_IMAGE_CONTENT_TYPES)[number];

const typeByExtension: Record<string, ImageContentType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** What the file input offers. */
export const imageFileAccept = [
  ...ACTIVITY_IMAGE_FILE_EXTENSIONS,
  ...ACTIVITY_IMAGE_CONTENT_TYPES,
].join(',');

/**
 * The type a chosen file says it is, by its type or else its name; null for anything else. The
 * API reads the bytes themselves: this only spares a manager a wasted upload.
 */
export function imageContentTypeOf(file: { name: string; type: string }): ImageContentType | null {
  const declared = ACTIVITY_IMAGE_CONTENT_TYPES.find((type) => type === file.type);
  if (declared) return declared;
  const extension = /\.([a-z]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return typeByExtension[extension] ?? null;
}

/** What is wrong with the chosen file before it is sent, or null. */
export function imageFileProblem(file: { name: string; type: string; size: number } | undefined) {
  if (!file) return ACTIVITY_IMAGE_REQUIRED_MESSAGE;
  if (!imageContentTypeOf(file)) return ACTIVITY_IMAGE_TYPE_MESSAGE;
  if (file.size > ACTIVITY_IMAGE_MAX_BYTES) return ACTIVITY_IMAGE_SIZE_MESSAGE;
  return null;
}

export const imageUploadedCopy = (name: string) =>
  `The image of ${name} has been saved: customers’ pages show it now.`;
export const imageRemovedCopy = (name: string) =>
  `The image of ${name} has been removed: customers’ pages show its icon.`;
