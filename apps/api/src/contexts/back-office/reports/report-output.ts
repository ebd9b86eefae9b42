import type { StoredFile } from '@lido/contract';
import { type CsvCell, csvText } from './report-csv';

/** A part of a whole as a percentage to one decimal place; none of nothing. */
export const percentOf = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part * 1000) / whole) / 10;

export function csvFile(
  fileName: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): StoredFile {
  return {
    file_name: fileName,
    content_type: 'text/csv; charset=utf-8',
    content: new TextEncoder().encode(csvText(header, rows)),
  };
}
