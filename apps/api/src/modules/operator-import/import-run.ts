import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { findOperator } from '../venues';
import { isMissing } from './import-columns';
import {
  fileExtension,
  fileStem,
  readImportFile,
  type ImportFile,
  type SourceRecord,
} from './import-files';
import type { CheckContext, ImportKind, ImportProblem, ImportRow, RowToWrite } from './import-kind';
import { importKeys, importRuns } from './operator-import.tables';

export interface ImportOptions {
  /** Check and count everything, write nothing. */
  dryRun: boolean;
  /** The manager who ran it from the console; null from the command line. */
  staffUserId: number | null;
  now: Date;
}

export interface KindSummary {
  kind: string;
  files: string[];
  created: number;
  updated: number;
  unchanged: number;
}

export interface ImportReport {
  dryRun: boolean;
  /** True when the import's changes were committed (never for a dry run or a refused file). */
  written: boolean;
  kinds: KindSummary[];
  problems: ImportProblem[];
}

interface KnownKey {
  internalId: string;
  rowHash: string;
}

/** Thrown inside the transaction to undo a dry run, or a write the database refused. */
class RollBack extends Error {}

const IMPORT_LOCK = 'lido-operator-import';
/** Unpaired UTF-16 surrogates are not text any system downstream can store or send on. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** NUL, which PostgreSQL text cannot hold, or a broken character. */
const isUnstorable = (text: string) => text.includes('\u0000') || UNPAIRED_SURROGATE.test(text);
const CHUNK = 1000;

/**
 * Imports an operator's files: every row of every file is read and checked first, and nothing
 * is written unless all of them are valid; then each kind is written in order (venues before
 * their locations, activities before their schedules) by its owner module, in one transaction.
 * Rows are named by the operator's own ids, so the same files again change nothing and a changed
 * row updates what it wrote before. Imports run one at a time (an advisory lock).
 */
export async function runImport(
  db: Database,
  kinds: readonly ImportKind[],
  files: readonly ImportFile[],
  options: ImportOptions,
): Promise<ImportReport> {
  const problems: ImportProblem[] = [];
  const recordsByKind = readFiles(kinds, files, problems);
  const report = (written: boolean, summaries: KindSummary[] = []): ImportReport => ({
    dryRun: options.dryRun,
    written,
    kinds: summaries,
    problems,
  });
  if (problems.length > 0) return report(false);

  let summaries: KindSummary[] = [];
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${IMPORT_LOCK}))`);
      const operator = await findOperator(tx);
      let operatorId = operator?.id ?? null;
      const known =
        operatorId === null
          ? new Map<string, Map<string, KnownKey>>()
          : await loadKnownKeys(tx, operatorId);
      const rows = parseRows(kinds, recordsByKind, problems);
      const context = checkContext(tx, operatorId, rows, known, options.now);
      await checkRows(kinds, rows, context, problems);
      if (problems.length > 0) throw new RollBack();
      for (const kind of kinds) {
        const kindRows = rows.get(kind.name);
        if (kindRows && kind.complete) problems.push(...(await kind.complete(kindRows, context)));
      }
      if (problems.length > 0) throw new RollBack();

      const internalIds = new Map<string, Map<string, string>>();
      for (const [kind, keys] of known) {
        internalIds.set(kind, new Map([...keys].map(([key, entry]) => [key, entry.internalId])));
      }
      for (const kind of kinds) {
        const kindRows = rows.get(kind.name);
        if (!kindRows) continue;
        const knownKeys = known.get(kind.name) ?? new Map<string, KnownKey>();
        const toWrite: Array<RowToWrite<Record<string, unknown>> & { rowHash: string }> = [];
        let unchanged = 0;
        for (const row of kindRows) {
          const rowHash = hashRow(row.values);
          const before = knownKeys.get(row.key);
          if (before?.rowHash === rowHash) unchanged += 1;
          else toWrite.push({ ...row, internalId: before?.internalId ?? null, rowHash });
        }
        const summary: KindSummary = {
          kind: kind.name,
          files: [...new Set(kindRows.map((row) => row.file))],
          created: toWrite.filter((row) => row.internalId === null).length,
          updated: toWrite.filter((row) => row.internalId !== null).length,
          unchanged,
        };
        summaries.push(summary);
        if (toWrite.length === 0) continue;
        if (operatorId === null) {
          if (kind.name !== 'operator') {
            problems.push({
              file: summary.files[0]!,
              line: null,
              column: null,
              message:
                'This database has no operator yet: import an operator file with these files.',
            });
            throw new RollBack();
          }
        }
        const written = await writeKind(
          kind,
          toWrite,
          {
            tx,
            operatorId: operatorId ?? 0,
            now: options.now,
            internalId: (kindName, key) => {
              const id = internalIds.get(kindName)?.get(key);
              if (id === undefined) throw new Error(`no ${kindName} imported as ${key}`);
              return id;
            },
          },
          problems,
          summary.files[0]!,
        );
        const ids = internalIds.get(kind.name) ?? new Map<string, string>();
        internalIds.set(kind.name, ids);
        for (const [key, id] of written) ids.set(key, id);
        if (kind.name === 'operator') operatorId = Number([...written.values()][0]);
        await saveKeys(
          tx,
          operatorId!,
          kind.name,
          toWrite.map((row) => ({
            key: row.key,
            internalId: ids.get(row.key)!,
            rowHash: row.rowHash,
          })),
          options.now,
        );
      }
      if (options.dryRun) throw new RollBack();
      if (
        operatorId !== null &&
        summaries.some((summary) => summary.created + summary.updated > 0)
      ) {
        await tx.insert(importRuns).values({
          operatorId,
          staffUserId: options.staffUserId,
          files: files.map((file) => file.name),
          counts: summaries.map(({ kind, created, updated, unchanged }) => ({
            kind,
            created,
            updated,
            unchanged,
          })),
          createdAt: options.now,
        });
      }
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
    if (problems.length > 0) summaries = [];
    return report(false, summaries);
  }
  return report(true, summaries);
}

async function writeKind(
  kind: ImportKind,
  rows: RowToWrite<Record<string, unknown>>[],
  context: Parameters<ImportKind['write']>[1],
  problems: ImportProblem[],
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
    problems.push({
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

function readFiles(
  kinds: readonly ImportKind[],
  files: readonly ImportFile[],
  problems: ImportProblem[],
): Map<string, SourceRecord[]> {
  const byKind = new Map<string, SourceRecord[]>();
  const names = kinds.map((kind) => kind.name);
  for (const file of files) {
    if (fileExtension(file.name) === null) {
      problems.push({
        file: file.name,
        line: null,
        column: null,
        message: 'Lido imports .csv and .json files only.',
      });
      continue;
    }
    const kind = kinds.find((candidate) => candidate.name === fileStem(file.name));
    if (!kind) {
      problems.push({
        file: file.name,
        line: null,
        column: null,
        message: `The file's name says what it holds and must be one of: ${names.join(', ')} (with .csv or .json).`,
      });
      continue;
    }
    const read = readImportFile(file);
    if ('problem' in read) {
      problems.push(read.problem);
      continue;
    }
    const columns = new Set(kind.columns.map((column) => column.name));
    for (const header of read.headers) {
      if (!columns.has(header)) {
        problems.push({
          file: file.name,
          line: 1,
          column: header,
          message: `Lido does not import a column "${header}" for ${kind.label}s; the columns are: ${[...columns].join(', ')}.`,
        });
      }
    }
    if (fileExtension(file.name) === 'csv') {
      for (const column of kind.columns) {
        if (column.required && !read.headers.includes(column.name)) {
          problems.push({
            file: file.name,
            line: 1,
            column: column.name,
            message: `The header row has no "${column.name}" column, which every ${kind.label} needs.`,
          });
        }
      }
    }
    byKind.set(kind.name, [...(byKind.get(kind.name) ?? []), ...read.records]);
  }
  return byKind;
}

function columnName(
  record: Pick<SourceRecord, 'columnNumbers'> | ImportRow<unknown>,
  name: string,
): string {
  const number = record.columnNumbers?.[name];
  return number === undefined ? name : `${name} (column ${number})`;
}

function parseRows(
  kinds: readonly ImportKind[],
  recordsByKind: ReadonlyMap<string, SourceRecord[]>,
  problems: ImportProblem[],
): Map<string, ImportRow<Record<string, unknown>>[]> {
  const rows = new Map<string, ImportRow<Record<string, unknown>>[]>();
  for (const kind of kinds) {
    const records = recordsByKind.get(kind.name);
    if (!records) continue;
    const kindRows: ImportRow<Record<string, unknown>>[] = [];
    const lines = new Map<string, string>();
    for (const record of records) {
      const values: Record<string, unknown> = {};
      let isValid = true;
      for (const column of kind.columns) {
        const raw = record.values[column.name];
        if (isMissing(raw)) {
          if (column.required) {
            problems.push({
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
          problems.push({
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
          problems.push({
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
      if (!isValid) continue;
      const key = String(values[kind.key]);
      const earlier = lines.get(key);
      if (earlier !== undefined) {
        problems.push({
          file: record.file,
          line: record.line,
          column: columnName(record, kind.key),
          message: `The ${kind.key} "${key}" is already used by ${earlier}: each ${kind.label} needs its own.`,
        });
        continue;
      }
      lines.set(key, `${record.file} line ${record.line}`);
      kindRows.push({
        key,
        values,
        file: record.file,
        line: record.line,
        columnNumbers: record.columnNumbers,
      });
    }
    rows.set(kind.name, kindRows);
  }
  return rows;
}

function checkContext(
  db: Database,
  operatorId: number | null,
  rows: ReadonlyMap<string, readonly ImportRow<Record<string, unknown>>[]>,
  known: ReadonlyMap<string, ReadonlyMap<string, KnownKey>>,
  now: Date,
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
  };
}

async function checkRows(
  kinds: readonly ImportKind[],
  rows: ReadonlyMap<string, ImportRow<Record<string, unknown>>[]>,
  context: CheckContext,
  problems: ImportProblem[],
): Promise<void> {
  for (const kind of kinds) {
    for (const row of rows.get(kind.name) ?? []) {
      const found: Array<{ column: string; message: string }> = [];
      for (const column of kind.columns) {
        const target = column.refersTo;
        const value = row.values[column.name];
        if (!target || value === null || value === undefined) continue;
        for (const key of Array.isArray(value) ? (value as string[]) : [value as string]) {
          if (!context.isKnown(target, key)) {
            found.push({
              column: column.name,
              message: `"${column.name}" names ${target} "${key}", which is neither in this import nor imported before.`,
            });
          }
        }
      }
      if (kind.check) found.push(...(await kind.check(row, context)));
      for (const problem of found) {
        problems.push({
          file: row.file,
          line: row.line,
          column: columnName(row, problem.column),
          message: problem.message,
        });
      }
    }
  }
}

async function loadKnownKeys(
  db: Database,
  operatorId: number,
): Promise<Map<string, Map<string, KnownKey>>> {
  const rows = await db
    .select({
      kind: importKeys.kind,
      externalId: importKeys.externalId,
      internalId: importKeys.internalId,
      rowHash: importKeys.rowHash,
    })
    .from(importKeys)
    .where(eq(importKeys.operatorId, operatorId));
  const known = new Map<string, Map<string, KnownKey>>();
  for (const row of rows) {
    const keys = known.get(row.kind) ?? new Map<string, KnownKey>();
    known.set(row.kind, keys);
    keys.set(row.externalId, { internalId: row.internalId, rowHash: row.rowHash });
  }
  return known;
}

async function saveKeys(
  tx: Database,
  operatorId: number,
  kind: string,
  keys: Array<{ key: string; internalId: string; rowHash: string }>,
  now: Date,
): Promise<void> {
  for (let start = 0; start < keys.length; start += CHUNK) {
    await tx
      .insert(importKeys)
      .values(
        keys.slice(start, start + CHUNK).map((entry) => ({
          operatorId,
          kind,
          externalId: entry.key,
          internalId: entry.internalId,
          rowHash: entry.rowHash,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [importKeys.operatorId, importKeys.kind, importKeys.externalId],
        set: {
          internalId: sql`excluded.internal_id`,
          rowHash: sql`excluded.row_hash`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
}

/** The row's values in a stable order, hashed: equal rows hash equal whichever file they came from. */
export function hashRow(values: Record<string, unknown>): string {
  const sorted = Object.keys(values)
    .sort()
    .map((key) => [key, values[key]]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('base64url');
}

/** Lido's ids kept for a kind (for tests and the console). */
export async function importedIds(
  db: Database,
  operatorId: number,
  kind: string,
): Promise<Map<string, string>> {
  const rows = await db
    .select({ externalId: importKeys.externalId, internalId: importKeys.internalId })
    .from(importKeys)
    .where(and(eq(importKeys.operatorId, operatorId), eq(importKeys.kind, kind)));
  return new Map(rows.map((row) => [row.externalId, row.internalId]));
}
