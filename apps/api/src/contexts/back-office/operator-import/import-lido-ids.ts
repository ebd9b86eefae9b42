import type { Database } from '../../../platform/db/client';
import type { KnownKey } from './import-checks';
import type { ImportKind, ImportProblem, ImportRow } from './import-kind';
import { columnName } from './import-parsing';

/** The column in which a row names the id Lido keeps for it. */
export const LIDO_ID = 'lido_id';

/**
 * Rows that name their Lido id (`lido_id`): each id once in the import, never a change of the id
 * a row was imported with, never another row's. A row new to the import whose id is a row the
 * operator already has takes that row over: it joins `known` as if imported before (with no
 * hash, so it is written), and from then on is updated like any other. Answers the problems.
 */
export async function adoptLidoIds(
  db: Database,
  kinds: readonly ImportKind[],
  rows: ReadonlyMap<string, readonly ImportRow<Record<string, unknown>>[]>,
  known: Map<string, Map<string, KnownKey>>,
  operatorId: number | null,
): Promise<ImportProblem[]> {
  const problems: ImportProblem[] = [];
  for (const kind of kinds) {
    const kindRows = rows.get(kind.name);
    if (!kind.existingLidoIds || !kindRows) continue;
    const knownKeys = known.get(kind.name) ?? new Map<string, KnownKey>();
    known.set(kind.name, knownKeys);
    const keyOfId = new Map([...knownKeys].map(([key, { internalId }]) => [internalId, key]));
    const lineOfId = new Map<string, ImportRow<Record<string, unknown>>>();
    const toAdopt: Array<{ row: ImportRow<Record<string, unknown>>; id: string }> = [];
    const problem = (row: ImportRow<Record<string, unknown>>, message: string) =>
      problems.push({ file: row.file, line: row.line, column: columnName(row, LIDO_ID), message });

    for (const row of kindRows) {
      const value = row.values[LIDO_ID];
      // Its column parses to a whole number or a UUID.
      if (typeof value !== 'number' && typeof value !== 'string') continue;
      const id = String(value);
      const twin = lineOfId.get(id);
      if (twin) {
        problem(
          row,
          `Lido id ${id} is also ${twin.file} line ${twin.line}'s: each row needs its own.`,
        );
        continue;
      }
      lineOfId.set(id, row);
      const before = knownKeys.get(row.key);
      const holder = keyOfId.get(id);
      if (before && before.internalId !== id) {
        problem(
          row,
          `This ${kind.label} was imported with Lido id ${before.internalId}: its lido_id cannot change.`,
        );
      } else if (!before && holder !== undefined) {
        problem(row, `Lido id ${id} is already the ${kind.label} imported as "${holder}".`);
      } else if (!before) {
        toAdopt.push({ row, id });
      }
    }
    if (toAdopt.length === 0 || operatorId === null) continue;
    const existing = await kind.existingLidoIds(
      db,
      operatorId,
      toAdopt.map(({ id }) => id),
    );
    for (const { row, id } of toAdopt) {
      if (existing.has(id)) knownKeys.set(row.key, { internalId: id, rowHash: '' });
    }
  }
  return problems;
}
