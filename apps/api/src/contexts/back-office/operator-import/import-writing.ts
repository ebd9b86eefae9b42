import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import type { KnownKey } from './import-checks';
import type { ImportImages } from './import-images';
import type { ImportKind, ImportRow, RowToWrite, WriteContext } from './import-kind';
import type { ImportProblems } from './import-problems';

export interface KindSummary {
  kind: string;
  files: string[];
  created: number;
  updated: number;
  unchanged: number;
}

/** Thrown inside the transaction to undo a dry run, or a write the database refused. */
export class RollBack extends Error {}

const CHUNK = 1000;

/**
 * Writes each kind in order (venues before their locations, activities before their schedules)
 * through its owner module: only its new and changed rows, then their `import_keys`. A kind's
 * rows are let go once written, so the import holds less as it goes. Answers the operator's id
 * (the operator file may have made it); a summary per kind goes into `summaries` as it is done,
 * and what a kind's writing does beyond its rows into `notices`.
 */
export async function writeKinds(
  tx: Database,
  kinds: readonly ImportKind[],
  rows: Map<string, ImportRow<Record<string, unknown>>[]>,
  known: ReadonlyMap<string, ReadonlyMap<string, KnownKey>>,
  start: { operatorId: number | null; now: Date; images: ImportImages },
  summaries: KindSummary[],
  problems: ImportProblems,
  notices: string[],
): Promise<number | null> {
  let { operatorId } = start;
  // Ids written by this import; the rest are known from earlier imports.
  const writtenIds = new Map<string, Map<string, string>>();
  const internalId = (kindName: string, key: string) => {
    const id = writtenIds.get(kindName)?.get(key) ?? known.get(kindName)?.get(key)?.internalId;
    if (id === undefined) throw new Error(`no ${kindName} imported as ${key}`);
    return id;
  };
  for (const kind of kinds) {
    const kindRows = rows.get(kind.name);
    if (!kindRows) continue;
    rows.delete(kind.name);
    const knownKeys = known.get(kind.name);
    const toWrite: Array<RowToWrite<Record<string, unknown>> & { rowHash: string }> = [];
    const asLastImported: Array<(typeof toWrite)[number] & { internalId: string }> = [];
    for (const row of kindRows) {
      const rowHash = hashRow(row.values);
      const before = knownKeys?.get(row.key);
      if (before?.rowHash === rowHash)
        asLastImported.push({ ...row, internalId: before.internalId, rowHash });
      else toWrite.push({ ...row, internalId: before?.internalId ?? null, rowHash });
    }
    // A row as last imported may still differ from what is live, changed since in the console.
    const changedSince = await kind.changedSinceImport?.(tx, asLastImported);
    const unchanged = asLastImported.filter((row) => !changedSince?.has(row.key)).length;
    if (changedSince) toWrite.push(...asLastImported.filter((row) => changedSince.has(row.key)));
    const created = toWrite.filter((row) => row.internalId === null).length;
    const summary: KindSummary = {
      kind: kind.name,
      files: [...new Set(kindRows.map((row) => row.file))],
      created,
      updated: toWrite.length - created,
      unchanged,
    };
    summaries.push(summary);
    if (toWrite.length === 0) continue;
    if (operatorId === null && kind.name !== 'operator') {
      problems.add({
        file: summary.files[0]!,
        line: null,
        column: null,
        message: 'This database has no operator yet: import an operator file with these files.',
      });
      throw new RollBack();
    }
    const context: WriteContext = {
      tx,
      operatorId: operatorId ?? 0,
      now: start.now,
      internalId,
      images: start.images,
    };
    if (kind.notices) {
      for (const notice of await kind.notices(toWrite, context)) notices.push(notice);
    }
    const written = await writeKind(kind, toWrite, context, problems, summary.files[0]!);
    const ids = writtenIds.get(kind.name) ?? new Map<string, string>();
    writtenIds.set(kind.name, ids);
    for (const [key, id] of written) ids.set(key, id);
    if (kind.name === 'operator') operatorId = Number([...written.values()][0]);
    await saveKeys(tx, operatorId!, kind.name, toWrite, (key) => ids.get(key)!, start.now);
  }
  return operatorId;
}

async function writeKind(
  kind: ImportKind,
  rows: RowToWrite<Record<string, unknown>>[],
  context: WriteContext,
  problems: ImportProblems,
  file: string,
): Promise<Map<string, string>> {
  try {
    // A savepoint, so a refusal by the database can be reported rather than end the transaction.
    return await context.tx.transaction((savepoint) =>
      kind.write(rows, { ...context, tx: savepoint }),
    );
  } catch (error) {
    const detail = databaseDetail(error);
    if (detail === null) throw error;
    problems.add({
      file,
      line: null,
      column: null,
      message: `The database refused ${kind.label}s of this file: ${detail}`,
    });
    throw new RollBack();
  }
}

/** A constraint's refusal in words ("Key (slug)=(x) already exists."), or null for any other error. */
function databaseDetail(error: unknown): string | null {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('23')) {
      const detail = (cause as { detail?: unknown }).detail;
      return typeof detail === 'string' && detail !== '' ? detail : cause.message;
    }
  }
  return null;
}

/**
 * Saves each written row's key, Lido's id and hash, a chunk per statement (its rows as one JSON
 * parameter: cheaper than thousands of bound parameters).
 */
async function saveKeys(
  tx: Database,
  operatorId: number,
  kind: string,
  rows: ReadonlyArray<{ key: string; rowHash: string }>,
  idOf: (key: string) => string,
  now: Date,
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows
      .slice(start, start + CHUNK)
      .map((row) => ({ external_id: row.key, internal_id: idOf(row.key), row_hash: row.rowHash }));
    await tx.execute(sql`insert into import_keys
        (operator_id, kind, external_id, internal_id, row_hash, updated_at)
      select ${operatorId}::integer, ${kind}::text, v.external_id, v.internal_id, v.row_hash,
        ${now.toISOString()}::timestamptz
      from json_to_recordset(${JSON.stringify(chunk)}::json)
        as v(external_id text, internal_id text, row_hash text)
      on conflict (operator_id, kind, external_id) do update set
        internal_id = excluded.internal_id, row_hash = excluded.row_hash,
        updated_at = excluded.updated_at`);
  }
}

/** The row's values in a stable order, hashed: equal rows hash equal whichever file they came from. */
function hashRow(values: Record<string, unknown>): string {
  const sorted = Object.keys(values)
    .sort()
    .map((key) => [key, values[key]]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('base64url');
}
