/**
 * Reading an import's files into records that remember where they came from: the file, the line
 * a row starts on, and for CSV the column number of each field, so every problem can be pointed
 * at. CSV is RFC 4180 (`import-csv.ts`); JSON is an array of objects, one per row
 * (`import-json.ts`).
 */
import { scanCsv } from './import-csv';
import { scanJson } from './import-json';
import type { FileProblem, SourceRecord } from './import-records';

export type { FileProblem, RawValue, SourceRecord } from './import-records';

/** One file of an import, as the CLI reads it from disk or the console uploads it. */
export interface ImportFile {
  /** The file's name; its stem says which kind of rows it holds ("venues.csv"). */
  name: string;
  content: string;
  /** `base64` for bytes (an activity's image); text unless told. */
  encoding?: 'text' | 'base64';
}

/** The images an import may carry for activities to name (`yoga.jpg`). */
export const imageFileExtensions = ['jpg', 'jpeg', 'png', 'webp'] as const;

export function isImageFileName(name: string): boolean {
  const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return (imageFileExtensions as readonly string[]).includes(extension);
}

/** A file's bytes, however it was sent. */
export function fileBytes(file: ImportFile): Buffer {
  return Buffer.from(file.content, file.encoding === 'base64' ? 'base64' : 'utf8');
}

export type ReadResult = { records: SourceRecord[]; headers: string[] } | { problem: FileProblem };

export function fileExtension(name: string): 'csv' | 'json' | null {
  const match = /\.(csv|json)$/i.exec(name);
  return match ? (match[1]!.toLowerCase() as 'csv' | 'json') : null;
}

/** The kind a file holds, from its name: "Venues.csv" and "venues.json" hold venues. */
export function fileStem(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  return base
    .replace(/\.(csv|json)$/i, '')
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** A file's records, all at once (kept for reading a small file whole). */
export function readImportFile(file: ImportFile): ReadResult {
  const records: SourceRecord[] = [];
  const read = scanImportFile(file, (record) => records.push(record));
  return 'problem' in read ? read : { records, headers: read.headers };
}

/**
 * A file's records handed on one at a time, so a large file's rows need not all be held as
 * records too; then its headers, or the problem that makes it unreadable (after which the
 * records handed on count for nothing).
 */
export function scanImportFile(
  file: ImportFile,
  onRecord: (record: SourceRecord) => void,
): { headers: string[] } | { problem: FileProblem } {
  const text = file.encoding === 'base64' ? fileBytes(file).toString('utf8') : file.content;
  const content = text.replace(/^\uFEFF/, '');
  return fileExtension(file.name) === 'json'
    ? scanJson(file.name, content, onRecord)
    : scanCsv(file.name, content, onRecord);
}
