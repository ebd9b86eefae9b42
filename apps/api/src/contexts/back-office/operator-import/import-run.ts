import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { findOperator } from '../../venue-setup/venues';
import { checkContext, checkRows, type KnownKey } from './import-checks';
import type { ImportFile } from './import-files';
import type { ImportKind, ImportProblem } from './import-kind';
import { adoptLidoIds } from './import-lido-ids';
import type { ImportProblems } from './import-problems';
import { readImport } from './import-reading';
import { RollBack, writeKinds, type KindSummary } from './import-writing';
import { importKeys, importRuns } from './operator-import.tables';

export type { KindSummary } from './import-writing';

export interface ImportOptions {
  /** Check and count everything, write nothing. */
  dryRun: boolean;
  /** The manager who ran it from the console; null from the command line. */
  staffUserId: number | null;
  /**
   * The operator whose data it is: the signed-in manager's from the console; from the command
   * line, the database's operator (or the one its operator file makes).
   */
  operatorId?: number;
  now: Date;
  /**
   * At most this many problems are listed (the rest are only counted); all of them unless told.
   * The console lists a thousand: a file can hold a problem on every one of its rows.
   */
  problemLimit?: number;
}

export interface ImportReport {
  dryRun: boolean;
  /** True when the import's changes were committed (never for a dry run or a refused file). */
  written: boolean;
  kinds: KindSummary[];
  /** The problems found, in order: all of them, or the first `problemLimit`. */
  problems: ImportProblem[];
  /** How many problems were found, listed or not. */
  problemCount: number;
  /** What the import does beyond its rows, a sentence each (`ImportKind.notices`). */
  notices: string[];
  /**
   * Work after the commit that failed (the customers' invitations; `sessions`, the new
   * schedules' sessions): the import itself stands, and a background sweep finishes that work
   * (invitations within the minute, sessions when the server starts and hourly).
   */
  unfinished: string[];
}

const IMPORT_LOCK = 'lido-operator-import';

/**
 * Imports an operator's files: every row of every file is read and checked first, and nothing
 * is written unless all of them are valid; then each kind is written in order (venues before
 * their locations, activities before their schedules) by its owner module, in one transaction.
 * Rows are named by the operator's own ids, so the same files again change nothing and a changed
 * row updates what it wrote before. Imports run one at a time (an advisory lock). What a kind
 * leaves until its rows are committed (the customers' invitations) runs after the commit.
 *
 * The steps: `import-reading.ts` (files into parsed rows), `import-checks.ts` (references and
 * each kind's checks), `import-writing.ts` (new and changed rows and their keys).
 */
export async function runImport(
  db: Database,
  kinds: readonly ImportKind[],
  files: readonly ImportFile[],
  options: ImportOptions,
): Promise<ImportReport> {
  const notices: string[] = [];
  const read = readImport(kinds, files, options.problemLimit);
  const problems: ImportProblems = read.fileProblems;
  const report = (written: boolean, summaries: KindSummary[] = []): ImportReport => ({
    dryRun: options.dryRun,
    written,
    kinds: summaries,
    problems: problems.listed,
    problemCount: problems.count,
    // A refused import does nothing, so says nothing of what it would have done.
    notices: problems.count > 0 ? [] : notices,
    unfinished: [],
  });
  if (problems.count > 0) return report(false);

  let summaries: KindSummary[] = [];
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${IMPORT_LOCK}))`);
      const operatorId = options.operatorId ?? (await findOperator(tx))?.id ?? null;
      const known =
        operatorId === null
          ? new Map<string, Map<string, KnownKey>>()
          : await loadKnownKeys(tx, operatorId);
      const rows = read.rows;
      for (const kind of kinds) {
        const kindProblems = read.rowProblems.get(kind.name);
        if (kindProblems) problems.addList(kindProblems);
      }
      problems.addEach(await adoptLidoIds(tx, kinds, rows, known, operatorId));
      const context = checkContext(tx, operatorId, rows, known, options.now, read.images);
      await checkRows(kinds, rows, context, problems);
      if (problems.count > 0) throw new RollBack();
      for (const kind of kinds) {
        const kindRows = rows.get(kind.name);
        if (kindRows && kind.complete) problems.addEach(await kind.complete(kindRows, context));
      }
      if (problems.count > 0) throw new RollBack();

      const writtenFor = await writeKinds(
        tx,
        kinds,
        rows,
        known,
        { operatorId, now: options.now, images: read.images },
        summaries,
        problems,
        notices,
      );
      if (options.dryRun) throw new RollBack();
      if (
        writtenFor !== null &&
        summaries.some((summary) => summary.created + summary.updated > 0)
      ) {
        await tx.insert(importRuns).values({
          operatorId: writtenFor,
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
    if (problems.count > 0) summaries = [];
    return report(false, summaries);
  }
  const unfinished: string[] = [];
  for (const kind of kinds) {
    if (kind.afterCommit && summaries.some((summary) => summary.kind === kind.name)) {
      try {
        await kind.afterCommit({ db, now: options.now });
      } catch {
        // Committed is committed: what is left (recorded in the import's transaction) is the
        // sweep's to finish, and it logs the failure if it persists.
        unfinished.push(kind.name);
      }
    }
  }
  return { ...report(true, summaries), unfinished };
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
