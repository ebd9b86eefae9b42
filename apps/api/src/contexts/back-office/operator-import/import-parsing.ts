import { isMissing } from './import-columns';
import type { SourceRecord } from './import-files';
import type { ImportKind, ImportRow } from './import-kind';
import type { ImportProblems } from './import-problems';

/** Unpaired UTF-16 surrogates are not text any system downstream can store or send on. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** NUL, which PostgreSQL text cannot hold, or a broken character. */
const isUnstorable = (text: string) => text.includes('\u0000') || UNPAIRED_SURROGATE.test(text);

/** A column as a problem names it: with its number in a CSV file. */
export function columnName(
  record: Pick<SourceRecord, 'columnNumbers'> | ImportRow<unknown>,
  name: string,
): string {
  const number = record.columnNumbers?.[name];
  return number === undefined ? name : `${name} (column ${number})`;
}

/**
 * Parses a kind's records one at a time (from all its files, in order) into `rows`: each cell
 * by its column, and each row's key once only. A record is not kept once parsed.
 */
export function rowParser(
  kind: ImportKind,
  rows: ImportRow<Record<string, unknown>>[],
  problems: ImportProblems,
): (record: SourceRecord) => void {
  const lines = new Map<string, string>();
  return (record) => {
    const values: Record<string, unknown> = {};
    let isValid = true;
    for (const column of kind.columns) {
      const raw = record.values[column.name];
      if (isMissing(raw)) {
        if (column.required) {
          problems.add({
            file: record.file,
            line: record.line,
            column: columnName(record, column.name),
            message: `"${column.name}" is required for every ${kind.label}.`,
          });
          isValid = false;
        }
        values[column.name] = null;
        continue;
      }
      if (typeof raw === 'string' && isUnstorable(raw)) {
        problems.add({
          file: record.file,
          line: record.line,
          column: columnName(record, column.name),
          message: `"${column.name}" holds a character that is not text (a NUL or a broken character): check how the file was exported.`,
        });
        isValid = false;
        continue;
      }
      const parsed = column.parse(raw);
      if ('error' in parsed) {
        problems.add({
          file: record.file,
          line: record.line,
          column: columnName(record, column.name),
          message: `"${column.name}" ${parsed.error}`,
        });
        isValid = false;
      } else {
        values[column.name] = parsed.value;
      }
    }
    if (!isValid) return;
    const key = String(values[kind.key]);
    const earlier = lines.get(key);
    if (earlier !== undefined) {
      problems.add({
        file: record.file,
        line: record.line,
        column: columnName(record, kind.key),
        message: `The ${kind.key} "${key}" is already used by ${earlier}: each ${kind.label} needs its own.`,
      });
      return;
    }
    lines.set(key, `${record.file} line ${record.line}`);
    rows.push({
      key,
      values,
      file: record.file,
      line: record.line,
      columnNumbers: record.columnNumbers,
    });
  };
}
