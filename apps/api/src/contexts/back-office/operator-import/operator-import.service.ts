import { IMPORT_PROBLEMS_LISTED, type ImportReport } from '@lido/contract';
import { authorize } from '../../../platform/authorize';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { extendOccurrenceHorizon } from '../../timetable/timetable';
import { importKinds } from './import-kinds';
import type { ImportFile } from './import-files';
import type { ImportProblem } from './import-kind';
import { runImport, type ImportReport as RunReport } from './import-run';

export interface OperatorImportDeps {
  db: Database;
  clock: Clock;
  /** Days ahead the timetable's occurrences are made: an import's new schedules get theirs at once. */
  horizonDays: number;
}

const wholeNumber = (count: number) => count.toLocaleString('en-GB');

/** "venues.csv, line 3, postcode (column 6)": where a problem is, as a person reads it. */
export function problemPlace(problem: ImportProblem): string {
  return [problem.file, problem.line === null ? null : `line ${problem.line}`, problem.column]
    .filter((part) => part !== null)
    .join(', ');
}

/**
 * Imports files for the operator and, when they changed the timetable's rules, makes the new
 * sessions at once (the sweep would within the hour). Called by the console's route and the
 * command line alike.
 */
export async function importFiles(
  deps: OperatorImportDeps,
  files: readonly ImportFile[],
  options: {
    dryRun: boolean;
    staffUserId: number | null;
    operatorId?: number;
    problemLimit?: number;
  },
): Promise<RunReport> {
  const now = deps.clock.now();
  const report = await runImport(deps.db, importKinds, files, { ...options, now });
  const touchedTimetable = report.kinds.some(
    (kind) => ['schedules', 'closures'].includes(kind.kind) && kind.created + kind.updated > 0,
  );
  if (report.written && touchedTimetable) {
    try {
      await extendOccurrenceHorizon(deps.db, now, deps.horizonDays);
    } catch {
      // The import is committed whatever happens here: the server's horizon sweep (at start and
      // hourly) makes the sessions, so this is reported as unfinished rather than failed.
      return { ...report, unfinished: [...report.unfinished, 'sessions'] };
    }
  }
  return report;
}

/**
 * The console's import: managers only; a refused file is a 422 listing its first thousand
 * problems, and how many there are in all when there are more.
 */
export async function importForManager(
  deps: OperatorImportDeps,
  caller: Caller,
  files: readonly ImportFile[],
  dryRun: boolean,
): Promise<ImportReport> {
  const { userId: staffUserId, staffOperatorId } = authorize(caller, 'import.run');
  const report = await importFiles(deps, files, {
    dryRun,
    staffUserId,
    operatorId: staffOperatorId,
    problemLimit: IMPORT_PROBLEMS_LISTED,
  });
  if (report.problemCount > 0) {
    // A Map, not an object: a place is a file name, and a file named "__proto__" or
    // "constructor" must be a place like any other, not the object's prototype.
    const details = new Map<string, string[]>();
    if (report.problemCount > report.problems.length) {
      // First, so the answer's message (its first entry) says how many problems there are.
      details.set('files', [
        `The files have ${wholeNumber(report.problemCount)} problems: the first ${wholeNumber(report.problems.length)} are listed.`,
      ]);
    }
    for (const problem of report.problems) {
      const place = problemPlace(problem);
      const listed = details.get(place);
      if (listed) listed.push(problem.message);
      else details.set(place, [problem.message]);
    }
    // The error model answers the first entry and how many more; `errors` lists each problem.
    throw new DomainError(
      'VALIDATION_FAILED',
      'The import has problems; nothing was written.',
      Object.fromEntries(details),
    );
  }
  return {
    dry_run: report.dryRun,
    written: report.written,
    kinds: report.kinds,
    notices: report.notices,
  };
}
