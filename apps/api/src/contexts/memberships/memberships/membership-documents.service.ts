import {
  DOCUMENT_EXPIRY_FAR_MESSAGE,
  DOCUMENT_EXPIRY_PAST_MESSAGE,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_YEARS_AHEAD,
  DOCUMENT_SIZE_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
  type MembershipDocument,
  type MembershipDocumentUpload,
  type StoredFile,
} from '@lido/contract';
import { addCalendarMonths, calendarDateIn, daysBetween } from '@lido/calendar-date';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError, notFound } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { resolveActingCustomer } from '../../people/accounts';
import { documentFileName } from './document-file-name';
import { type DocumentFileType, documentFileTypeOf } from './document-file-type';
import {
  type DocumentInForce,
  findDocumentFile,
  listDocumentsInForce,
  recordUpload,
} from './membership-documents.repository';
import { DOCUMENT_EXPIRY_WARNING_DAYS } from './memberships.service';

export const DOCUMENT_NOT_FOUND_MESSAGE = 'The document could not be found.';
export const NO_FILE_MESSAGE = 'No file has been uploaded for this document yet.';

interface DocumentsDeps {
  db: Database;
  clock: Clock;
}

/** Uploaded and not past its expiry: what a membership needs before its first payment. */
function isCurrent(document: DocumentInForce['document'], today: string): boolean {
  return (
    document.uploadedAt !== null && (document.expiresOn === null || document.expiresOn >= today)
  );
}

/**
 * The name a document's file is shown and served under, made afresh from what Lido knows of it
 * rather than read back: a file uploaded before Lido named files itself still carries the name its
 * browser sent, and that name is never served.
 */
function fileNameOf(
  document: DocumentInForce['document'],
  file: { uploadedAt: Date; contentType: DocumentFileType },
): string {
  return documentFileName(document.name, file.uploadedAt, file.contentType);
}

function toWireDocument({ document, file }: DocumentInForce, today: string): MembershipDocument {
  const days = document.expiresOn ? daysBetween(today, document.expiresOn) : null;
  const status =
    document.uploadedAt === null
      ? 'required'
      : days === null
        ? 'uploaded'
        : days < 0
          ? 'expired'
          : days <= DOCUMENT_EXPIRY_WARNING_DAYS
            ? 'expiring_soon'
            : 'uploaded';
  return {
    id: document.id,
    name: document.name,
    membership_id: document.membershipId,
    status,
    uploaded_at: document.uploadedAt?.toISOString() ?? null,
    expires_on: document.expiresOn,
    days_to_expiry: days,
    file_name: file ? fileNameOf(document, file) : null,
  };
}

/** The documents of the customer the caller acts for (themself, a child they lead, or staff). */
export async function listMyDocuments(
  { db, clock }: DocumentsDeps,
  caller: Caller,
  selectedUserId: number | undefined,
): Promise<MembershipDocument[]> {
  const acting = await resolveActingCustomer(db, caller, selectedUserId);
  const today = calendarDateIn(clock.now());
  const rows = await listDocumentsInForce(db, acting.customerId, today);
  return rows.map((row) => toWireDocument(row, today));
}

/**
 * The upload's bytes, and the type they really are: nothing over 5 MB, nothing but JPEG, PNG or
 * PDF whatever the declared type says, and an expiry after today and within 5 years. Every
 * problem is answered at once, by its field.
 */
function checkedUpload(body: MembershipDocumentUpload, today: string) {
  const errors: Record<string, string[]> = {};
  const content = Buffer.from(body.content, 'base64');
  const contentType = documentFileTypeOf(content);
  if (content.length > DOCUMENT_MAX_BYTES) errors.content = [DOCUMENT_SIZE_MESSAGE];
  else if (!contentType) errors.content = [DOCUMENT_TYPE_MESSAGE];
  if (body.expires_on <= today) errors.expires_on = [DOCUMENT_EXPIRY_PAST_MESSAGE];
  else if (body.expires_on > addCalendarMonths(today, 12 * DOCUMENT_MAX_YEARS_AHEAD)) {
    errors.expires_on = [DOCUMENT_EXPIRY_FAR_MESSAGE];
  }
  if (!contentType || Object.keys(errors).length > 0) {
    const [message = DOCUMENT_TYPE_MESSAGE] = Object.values(errors).flat();
    throw new DomainError('VALIDATION_FAILED', message, errors);
  }
  return { content, contentType };
}

/**
 * Uploads a document's file with the date printed on it; a new copy replaces the file and the
 * expiry together. Only for the customer the caller acts for: anyone else's is not found.
 */
export async function uploadMyDocument(
  { db, clock }: DocumentsDeps,
  caller: Caller,
  documentId: number,
  selectedUserId: number | undefined,
  body: MembershipDocumentUpload,
): Promise<MembershipDocument> {
  const acting = await resolveActingCustomer(db, caller, selectedUserId);
  const now = clock.now();
  const today = calendarDateIn(now);
  // Looked up before the file is judged: a document that is not theirs is not found, whatever
  // was sent, so ids cannot be probed.
  const [found] = await listDocumentsInForce(db, acting.customerId, today, { documentId });
  if (!found) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  const { content, contentType } = checkedUpload(body, today);

  return db.transaction(async (tx) => {
    const [locked] = await listDocumentsInForce(tx, acting.customerId, today, {
      documentId,
      lock: true,
    });
    if (!locked) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
    const file = { uploadedAt: now, contentType };
    await recordUpload(tx, documentId, {
      fileName: fileNameOf(locked.document, file),
      contentType,
      content,
      expiresOn: body.expires_on,
      now,
    });
    return toWireDocument(
      { document: { ...locked.document, uploadedAt: now, expiresOn: body.expires_on }, file },
      today,
    );
  });
}

/** The uploaded file, for its owner, their family lead and staff; not found for anyone else. */
export async function downloadMyDocument(
  { db, clock }: DocumentsDeps,
  caller: Caller,
  documentId: number,
  selectedUserId: number | undefined,
): Promise<StoredFile> {
  const acting = await resolveActingCustomer(db, caller, selectedUserId);
  const today = calendarDateIn(clock.now());
  const [found] = await listDocumentsInForce(db, acting.customerId, today, { documentId });
  if (!found) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  const file = await findDocumentFile(db, documentId);
  if (!file) throw notFound(NO_FILE_MESSAGE);
  return {
    file_name: fileNameOf(found.document, file),
    content_type: file.contentType,
    content: file.content,
  };
}

/**
 * A membership's documents as its joining shows them, each with whether it is uploaded and
 * current (the first payment waits for every one).
 */
export async function documentsOfMembership(
  db: Database,
  membership: { id: number; customerId: number },
  now: Date,
): Promise<{ id: number; name: string; uploaded: boolean }[]> {
  const today = calendarDateIn(now);
  const rows = await listDocumentsInForce(db, membership.customerId, today, {
    membershipId: membership.id,
  });
  return rows.map(({ document }) => ({
    id: document.id,
    name: document.name,
    uploaded: isCurrent(document, today),
  }));
}

/**
 * Refuses the first payment of a membership while a document it needs is missing or expired:
 * "Upload your Student card before paying."
 */
export async function assertMembershipDocumentsUploaded(
  db: Database,
  membership: { id: number; customerId: number },
  now: Date,
): Promise<void> {
  const missing = (await documentsOfMembership(db, membership, now)).filter(
    (document) => !document.uploaded,
  );
  if (missing.length === 0) return;
  const names = missing.map((document) => document.name);
  const listed =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  throw new DomainError('DOCUMENT_REQUIRED', `Upload your ${listed} before paying.`);
}
