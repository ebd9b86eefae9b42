import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { IsoDate } from '../primitives/date-object';
import { idParam } from '../primitives/ids';
import { SelectedUserQuery } from './my-account';

// Issue 16, living with a membership: the proof a plan asks for (a student card), uploaded in My
// account or while joining, its expiry, and a new copy when it runs out. The file travels as
// base64 in JSON so that it is validated, rate-limited and answered (422 by field) like every
// other write; the 4/3 overhead is small at these sizes.

/** What a proof may be: a photo or a scan. Checked against the file's own first bytes too. */
export const DOCUMENT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** What the file input offers (`accept`). */
export const DOCUMENT_FILE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf'] as const;
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** A document's expiry may be at most this many years ahead (a typo, not a real card, beyond). */
export const DOCUMENT_MAX_YEARS_AHEAD = 5;

export const DOCUMENT_TYPE_MESSAGE = 'The file must be a JPEG, PNG or PDF.';
export const DOCUMENT_SIZE_MESSAGE = 'The file may not be larger than 5 MB.';
export const DOCUMENT_EXPIRY_REQUIRED_MESSAGE = 'The expiry date field is required.';
export const DOCUMENT_EXPIRY_PAST_MESSAGE = 'The expiry date must be after today.';
export const DOCUMENT_EXPIRY_FAR_MESSAGE = `The expiry date may be at most ${DOCUMENT_MAX_YEARS_AHEAD} years from today.`;

/** Base64 of at most DOCUMENT_MAX_BYTES: 4 characters for every 3 bytes, rounded up. */
const MAX_BASE64_LENGTH = 4 * Math.ceil(DOCUMENT_MAX_BYTES / 3);

export const membershipDocumentStatuses = [
  'required',
  'uploaded',
  'expiring_soon',
  'expired',
] as const;

export const MembershipDocument = z.object({
  id: z.number().int(),
  /** What the plan asks for: "Student card". */
  name: z.string(),
  membership_id: z.number().int().nullable(),
  /**
   * `required` until a file is uploaded; `expiring_soon` within 30 days of `expires_on` (the
   * dashboard's alert), `expired` after it: a new copy is then needed.
   */
  status: z.enum(membershipDocumentStatuses),
  /** ISO 8601 instant of the latest upload. */
  uploaded_at: z.string().nullable(),
  /** The date printed on the document. */
  expires_on: z.string().nullable(),
  /** Negative once expired. */
  days_to_expiry: z.number().int().nullable(),
  file_name: z.string().nullable(),
});
export type MembershipDocument = z.infer<typeof MembershipDocument>;

export const MembershipDocumentUpload = z.object({
  file_name: z
    .string({ error: 'The file name field is required.' })
    .trim()
    .min(1, 'The file name field is required.')
    .max(255, 'The file name may not be greater than 255 characters.'),
  content_type: z.enum(DOCUMENT_CONTENT_TYPES, { error: DOCUMENT_TYPE_MESSAGE }),
  /** The file's bytes, base64-encoded. */
  content: z
    .string({ error: 'Choose a file to upload.' })
    .min(1, 'Choose a file to upload.')
    .max(MAX_BASE64_LENGTH, DOCUMENT_SIZE_MESSAGE)
    .base64('The file could not be read. Please choose it again.'),
  /** After today and at most 5 years ahead (checked against the venue's today). */
  expires_on: z.string({ error: DOCUMENT_EXPIRY_REQUIRED_MESSAGE }).pipe(IsoDate),
});
export type MembershipDocumentUpload = z.infer<typeof MembershipDocumentUpload>;

/** The stored file as a file route's handler hands it over (register-routes sends the bytes). */
export const StoredFile = z.object({
  file_name: z.string(),
  content_type: z.string(),
  content: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
});
export type StoredFile = z.infer<typeof StoredFile>;

const DocumentParams = z.object({ id: idParam() });
const documentsRoute = { tags: ['my-account'], auth: 'required' } as const;

export const getMyDocuments = defineRoute({
  ...documentsRoute,
  method: 'GET',
  path: '/api/my-account/documents',
  summary: "The proof documents the customer's memberships need, with their status and expiry",
  query: SelectedUserQuery,
  response: dataEnvelope(z.array(MembershipDocument)),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

export const uploadMyDocument = defineRoute({
  ...documentsRoute,
  method: 'PUT',
  path: '/api/my-account/documents/:id/file',
  summary:
    'Upload a document (JPEG, PNG or PDF, at most 5 MB, base64) with its expiry date; a new copy replaces the last',
  params: DocumentParams,
  query: SelectedUserQuery,
  body: MembershipDocumentUpload,
  response: dataEnvelope(MembershipDocument),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});

export const downloadMyDocument = defineRoute({
  ...documentsRoute,
  method: 'GET',
  path: '/api/my-account/documents/:id/file',
  summary: 'The uploaded file, as an attachment (never cached)',
  params: DocumentParams,
  query: SelectedUserQuery,
  response: StoredFile,
  contentType: 'file',
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});
