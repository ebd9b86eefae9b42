import type { Database } from '../../../platform/db/client';
import type { ImportImages } from './import-images';
import type { CheckContext, ImportKind, ImportRow } from './import-kind';
import { columnName } from './import-parsing';
import type { ImportProblems } from './import-problems';

/** What an earlier import kept of a row: Lido's id for it and its hash then. */
export interface KnownKey {
  internalId: string;
  rowHash: string;
}

/** The context every kind's checks get: this import's rows and what earlier imports wrote. */
export function checkContext(
  db: Database,
  operatorId: number | null,
  rows: ReadonlyMap<string, readonly ImportRow<Record<string, unknown>>[]>,
  known: ReadonlyMap<string, ReadonlyMap<string, KnownKey>>,
  now: Date,
  images: ImportImages,
): CheckContext {
  const keysInImport = new Map(
    [...rows].map(([kind, kindRows]) => [kind, new Set(kindRows.map((row) => row.key))]),
  );
  return {
    db,
    operatorId,
    now,
    rows,
    isKnown: (kind, key) => Boolean(keysInImport.get(kind)?.has(key) || known.get(kind)?.has(key)),
    existingInternalId: (kind, key) => known.get(kind)?.get(key)?.internalId,
    images,
  };
}

/** Each row's references to other rows (in this import or imported before), then its kind's checks. */
export async function checkRows(
  kinds: readonly ImportKind[],
  rows: ReadonlyMap<string, ImportRow<Record<string, unknown>>[]>,
  context: CheckContext,
  problems: ImportProblems,
): Promise<void> {
  for (const kind of kinds) {
    for (const row of rows.get(kind.name) ?? []) {
      const add = (column: string, message: string) =>
        problems.add({ file: row.file, line: row.line, column: columnName(row, column), message });
      for (const column of kind.columns) {
        const target = column.refersTo;
        const value = row.values[column.name];
        if (!target || value === null || value === undefined) continue;
        for (const key of Array.isArray(value) ? (value as string[]) : [value as string]) {
          if (!context.isKnown(target, key)) {
            add(
              column.name,
              `"${column.name}" names ${target} "${key}", which is neither in this import nor imported before.`,
            );
          }
        }
      }
      if (kind.check) {
        for (const problem of await kind.check(row, context)) add(problem.column, problem.message);
      }
    }
  }
}
