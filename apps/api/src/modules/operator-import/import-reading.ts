import { fileExtension, fileStem, scanImportFile, type ImportFile } from './import-files';
import type { ImportKind, ImportProblem, ImportRow } from './import-kind';
import { rowParser } from './import-parsing';

export interface ReadImport {
  /** Files that cannot be imported at all: unreadable, unknown or with wrong headers. */
  fileProblems: ImportProblem[];
  /** Each kind's valid rows, from all its files. */
  rows: Map<string, ImportRow<Record<string, unknown>>[]>;
  /** The cells that did not parse, by kind (reported only when every file could be read). */
  rowProblems: Map<string, ImportProblem[]>;
}

/**
 * Reads every file and parses its rows as they are read, so a file is never held as records
 * and rows at once; the files' own problems (name, headers, syntax) come first.
 */
export function readImport(kinds: readonly ImportKind[], files: readonly ImportFile[]): ReadImport {
  const fileProblems: ImportProblem[] = [];
  const rows = new Map<string, ImportRow<Record<string, unknown>>[]>();
  const rowProblems = new Map<string, ImportProblem[]>();
  const parsers = new Map<string, ReturnType<typeof rowParser>>();
  const names = kinds.map((kind) => kind.name);
  for (const file of files) {
    if (fileExtension(file.name) === null) {
      fileProblems.push({
        file: file.name,
        line: null,
        column: null,
        message: 'Lido imports .csv and .json files only.',
      });
      continue;
    }
    const kind = kinds.find((candidate) => candidate.name === fileStem(file.name));
    if (!kind) {
      fileProblems.push({
        file: file.name,
        line: null,
        column: null,
        message: `The file's name says what it holds and must be one of: ${names.join(', ')} (with .csv or .json).`,
      });
      continue;
    }
    let parse = parsers.get(kind.name);
    if (!parse) {
      const kindRows: ImportRow<Record<string, unknown>>[] = [];
      const kindProblems: ImportProblem[] = [];
      rows.set(kind.name, kindRows);
      rowProblems.set(kind.name, kindProblems);
      parse = rowParser(kind, kindRows, kindProblems);
      parsers.set(kind.name, parse);
    }
    const read = scanImportFile(file, parse);
    if ('problem' in read) {
      fileProblems.push(read.problem);
      continue;
    }
    fileProblems.push(...headerProblems(kind, file.name, read.headers));
  }
  return { fileProblems, rows, rowProblems };
}

function headerProblems(kind: ImportKind, fileName: string, headers: string[]): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const columns = new Set(kind.columns.map((column) => column.name));
  for (const header of headers) {
    if (!columns.has(header)) {
      problems.push({
        file: fileName,
        line: 1,
        column: header,
        message: `Lido does not import a column "${header}" for ${kind.label}s; the columns are: ${[...columns].join(', ')}.`,
      });
    }
  }
  if (fileExtension(fileName) === 'csv') {
    for (const column of kind.columns) {
      if (column.required && !headers.includes(column.name)) {
        problems.push({
          file: fileName,
          line: 1,
          column: column.name,
          message: `The header row has no "${column.name}" column, which every ${kind.label} needs.`,
        });
      }
    }
  }
  return problems;
}
