import { and, asc, eq, gte, isNull, notInArray, or } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import type { DocumentFileType } from './document-file-type';
import { membershipDocumentFiles, membershipDocuments, memberships } from './memberships.tables';

/**
 * A document still asked for: one of no membership (recorded at the desk), or of a membership
 * being joined or not yet ended. An application given up, or a membership over, asks for nothing,
 * so its document neither shows in My account nor raises the dashboard's alerts.
 */
export function isDocumentInForce(today: string) {
  return or(
    isNull(membershipDocuments.membershipId),
    and(
      notInArray(memberships.status, ['abandoned', 'expired']),
      or(isNull(memberships.endsOn), gte(memberships.endsOn, today)),
    ),
  );
}

/**
 * The customer's documents in force with what their file's name is made of (never the file
 * itself), oldest first; or one of them, locked for its upload when `lock` is set.
 */
export async function listDocumentsInForce(
  db: Database,
  customerId: number,
  today: string,
  { documentId, membershipId, lock = false }: DocumentFilter = {},
) {
  const query = db
    .select({
      document: membershipDocuments,
      file: {
        uploadedAt: membershipDocumentFiles.uploadedAt,
        contentType: membershipDocumentFiles.contentType,
      },
    })
    .from(membershipDocuments)
    .leftJoin(memberships, eq(memberships.id, membershipDocuments.membershipId))
    .leftJoin(
      membershipDocumentFiles,
      eq(membershipDocumentFiles.documentId, membershipDocuments.id),
    )
    .where(
      and(
        eq(membershipDocuments.customerId, customerId),
        isDocumentInForce(today),
        documentId === undefined ? undefined : eq(membershipDocuments.id, documentId),
        membershipId === undefined ? undefined : eq(membershipDocuments.membershipId, membershipId),
      ),
    )
    .orderBy(asc(membershipDocuments.id));
  // Two uploads of one document at once: the second waits, then replaces the first whole.
  return lock ? query.for('update', { of: membershipDocuments }) : query;
}

interface DocumentFilter {
  documentId?: number;
  membershipId?: number;
  lock?: boolean;
}

export type DocumentInForce = Awaited<ReturnType<typeof listDocumentsInForce>>[number];

/** The latest upload replaces the file and the document's expiry together. */
export async function recordUpload(
  tx: Database,
  documentId: number,
  file: {
    fileName: string;
    contentType: DocumentFileType;
    content: Buffer;
    expiresOn: string;
    now: Date;
  },
): Promise<void> {
  const row = {
    fileName: file.fileName,
    contentType: file.contentType,
    sizeBytes: file.content.length,
    content: file.content,
    uploadedAt: file.now,
  };
  await tx
    .insert(membershipDocumentFiles)
    .values({ documentId, ...row })
    .onConflictDoUpdate({ target: membershipDocumentFiles.documentId, set: row });
  await tx
    .update(membershipDocuments)
    .set({ uploadedAt: file.now, expiresOn: file.expiresOn })
    .where(eq(membershipDocuments.id, documentId));
}

export async function findDocumentFile(db: Database, documentId: number) {
  const [file] = await db
    .select()
    .from(membershipDocumentFiles)
    .where(eq(membershipDocumentFiles.documentId, documentId));
  return file;
}
