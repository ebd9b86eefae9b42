import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_EXPIRY_FAR_MESSAGE,
  DOCUMENT_EXPIRY_PAST_MESSAGE,
  DOCUMENT_EXPIRY_REQUIRED_MESSAGE,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_YEARS_AHEAD,
  DOCUMENT_SIZE_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
} from '@lido/contract';

// The upload form's own checks, in the API's words, so a wrong file or date is said before
// megabytes are sent. The API checks everything again (and the file's bytes, which the browser
// does not read here).

export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

export const chooseFileMessage = 'Choose a file to upload.';

const typesByExtension: Readonly<Record<string, DocumentContentType>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The type to declare: the browser's, or from the name when the browser gives none it knows. */
export function contentTypeOf(file: { name: string; type: string }): DocumentContentType | null {
  const declared = DOCUMENT_CONTENT_TYPES.find((type) => type === file.type);
  if (declared) return declared;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return typesByExtension[extension] ?? null;
}

export function fileProblem(file: { name: string; type: string; size: number } | undefined) {
  if (!file) return chooseFileMessage;
  if (!contentTypeOf(file)) return DOCUMENT_TYPE_MESSAGE;
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_SIZE_MESSAGE;
  if (file.size === 0) return chooseFileMessage;
  return null;
}

function shifted(date: string, { days = 0, years = 0 }: { days?: number; years?: number }) {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  // The last day of the month when the same day does not exist (29 February).
  const lastDay = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  const moved = new Date(Date.UTC(year + years, month - 1, Math.min(day, lastDay) + days));
  return moved.toISOString().slice(0, 10);
}

/** The dates the expiry may be: from tomorrow to five years from today. */
export function expiryBounds(today: string): { min: string; max: string } {
  return {
    min: shifted(today, { days: 1 }),
    max: shifted(today, { years: DOCUMENT_MAX_YEARS_AHEAD }),
  };
}

export function expiryProblem(value: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return DOCUMENT_EXPIRY_REQUIRED_MESSAGE;
  const { min, max } = expiryBounds(today);
  if (value < min) return DOCUMENT_EXPIRY_PAST_MESSAGE;
  if (value > max) return DOCUMENT_EXPIRY_FAR_MESSAGE;
  return null;
}
