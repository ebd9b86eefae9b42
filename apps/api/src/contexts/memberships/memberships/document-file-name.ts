import { calendarDateIn } from '@lido/calendar-date';
import type { DocumentFileType } from './document-file-type';

const extensions: Record<DocumentFileType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** "Student card" as a file name's first part: "student-card"; accents dropped, never empty. */
function kindInFileName(kind: string): string {
  const plain = kind
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return plain || 'document';
}

/**
 * The name a proof document's file is kept and served under: what it is, the day it was uploaded
 * in London and the extension of the type its bytes are ("student-card-2026-10-20.pdf"). The
 * name the person's browser sent is never used: it can claim to be anything ("x.html"), and
 * served back as an attachment's name it would tell their computer how to open the file.
 */
export function documentFileName(kind: string, uploadedAt: Date, type: DocumentFileType): string {
  return `${kindInFileName(kind)}-${calendarDateIn(uploadedAt)}.${extensions[type]}`;
}
