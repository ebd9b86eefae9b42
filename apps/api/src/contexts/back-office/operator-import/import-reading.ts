import {
  fileExtension,
  fileStem,
  isImageFileName,
  scanImportFile,
  type ImportFile,
} from './import-files';
import { ImportImages } from './import-images';
import type { ImportKind, ImportRow } from './import-kind';
import { rowParser } from './import-parsing';
import { ImportProblems } from './import-problems';

export interface ReadImport {
  /** Files that cannot be imported at all: unreadable, unknown or with wrong headers. */
  fileProblems: ImportProblems;
  /** Each kind's valid rows, from all its files. */
  rows: Map<string, ImportRow<Record<string, unknown>>[]>;
  /** The cells that did not parse, by kind (reported only when every file could be read). */
  rowProblems: Map<string, ImportProblems>;
  /** The images the files carry, for activities to name. */
  images: ImportImages;
}

/**
 * Reads every file and parses its rows as they are read (images are kept aside for the rows
 * that name them), so a file is never held as records
 * and rows at once; the files' own problems (name, headers, syntax) come first. Each list of
 * problems keeps at most `problemLimit` of them, and counts the rest.
 */
export function readImport(
  kinds: readonly ImportKind[],
  files: readonly ImportFile[],
  problemLimit?: number,
): ReadImport {
  const fileProblems = new ImportProblems(problemLimit);
  const rows = new Map<string, ImportRow<Record<string, unknown>>[]>();
  const rowProblems = new Map<string, ImportProblems>();
  const parsers = new Map<string, ReturnType<typeof rowParser>>();
  const images = new ImportImages();
  const names = kinds.map((kind) => kind.name);
  for (const file of files) {
    if (isImageFileName(file.name)) {
      images.add(file);
      continue;
    }
    if (fileExtension(file.name) === null) {
      fileProblems.add({
        file: file.name,
        line: null,
        column: null,
        message:
          'Lido imports .csv and .json files, and the .jpg, .jpeg, .png or .webp images their activities name.',
      });
      continue;
    }
    const kind = kinds.find((candidate) => candidate.name === fileStem(file.name));
    if (!kind) {
      fileProblems.add({
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
      const kindProblems = new ImportProblems(problemLimit);
      rows.set(kind.name, kindRows);
      rowProblems.set(kind.name, kindProblems);
      parse = rowParser(kind, kindRows, kindProblems);
      parsers.set(kind.name, parse);
    }
    const read = scanImportFile(file, parse);
    if ('problem' in read) {
      fileProblems.add(read.problem);
      continue;
    }
    addHeaderProblems(kind, file.name, read.headers, fileProblems);
  }
  return { fileProblems, rows, rowProblems, images };
}

function addHeaderProblems(
  kind: ImportKind,
  fileName: string,
  headers: string[],
  problems: ImportProblems,
): void {
  const columns = new Set(kind.columns.map((column) => column.name));
  for (const header of headers) {
    if (!columns.has(header)) {
      problems.add({
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
        problems.add({
          file: fileName,
          line: 1,
          column: column.name,
          message: `The header row has no "${column.name}" column, which every ${kind.label} needs.`,
        });
      }
    }
  }
}
