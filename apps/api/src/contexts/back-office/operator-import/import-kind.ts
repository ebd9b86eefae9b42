import type { Database } from '../../../platform/db/client';
import type { ColumnSpec } from './import-columns';
import type { ImportImages } from './import-images';

/** A problem with an import, pointed at as closely as it can be. */
export interface ImportProblem {
  file: string;
  line: number | null;
  /** The column's name (and, for CSV, its number). */
  column: string | null;
  message: string;
}

/** A row of a kind, read and parsed, with the operator's id that names it. */
export interface ImportRow<V> {
  key: string;
  values: V;
  file: string;
  line: number;
  /** For CSV, each column's number, so problems found later can say where too. */
  columnNumbers?: Record<string, number> | null;
}

/** A row to write: new (`internalId` null) or changed since it was last imported. */
export interface RowToWrite<V> extends ImportRow<V> {
  internalId: string | null;
}

export interface WriteContext {
  tx: Database;
  operatorId: number;
  now: Date;
  /** Lido's id of a row of `kind` named by the operator's id (written earlier in this import or before). */
  internalId(kind: string, key: string): string;
  /** The images the import carries, as its checks made them ready. */
  images: ImportImages;
}

export interface CheckContext {
  db: Database;
  /** Null while the database has no operator (the import's operator file makes it). */
  operatorId: number | null;
  /** The import's time: what "in the future" is measured from. */
  now: Date;
  /** Rows of every kind in this import, by kind. */
  rows: ReadonlyMap<string, readonly ImportRow<Record<string, unknown>>[]>;
  /** Whether `key` names a row of `kind` in this import or imported before. */
  isKnown(kind: string, key: string): boolean;
  /** Lido's id of a row imported before, if any. */
  existingInternalId(kind: string, key: string): string | undefined;
  /** The images the import carries (`yoga.jpg`), for rows that name one. */
  images: ImportImages;
}

/**
 * One kind of row an operator imports (venues, activities, schedules…): its columns, the
 * checks a row needs beyond its cells, and how its owner module writes it.
 */
export interface ImportKind<V extends Record<string, unknown> = Record<string, unknown>> {
  /** The file stem that holds these rows ("venues" for venues.csv). */
  name: string;
  /** What one row is, in a sentence ("a venue"). */
  label: string;
  /** The column holding the operator's id of the row. */
  key: string;
  columns: readonly ColumnSpec[];
  /** Checks of a parsed row against its other cells or the database; each problem names its column. */
  check?(
    row: ImportRow<V>,
    context: CheckContext,
  ):
    | Promise<Array<{ column: string; message: string }>>
    | Array<{ column: string; message: string }>;
  /**
   * Fills in what the file may leave out (a venue's coordinates from its town); runs after every
   * row is valid, before hashing, so what it finds is part of the row.
   */
  complete?(rows: ImportRow<V>[], context: CheckContext): Promise<Array<ImportProblem>>;
  /**
   * For kinds whose ids customers' apps and links hold (venues, locations, activities, prices,
   * membership plans): the kind has a `lido_id` column, the id a new row takes (the one it had in
   * the system the operator is moving from), or the id of a row already in Lido (made in the
   * console, or by an earlier system) that the import takes over. Answers which of these ids
   * name rows the operator has.
   */
  existingLidoIds?(db: Database, operatorId: number, ids: readonly string[]): Promise<Set<string>>;
  /**
   * What writing these rows will do beyond them, each a sentence for the operator to read before
   * committing (a dry run says it too): a plan's new price reaching its members' Direct Debits.
   * Runs just before the rows are written, so it sees what they change.
   */
  notices?(rows: readonly RowToWrite<V>[], context: WriteContext): Promise<string[]>;
  /**
   * Of rows the file has as they were last imported, the keys of those whose live record was
   * changed since (a manager's price in the console): they are written again, to the file's
   * values, and counted as updated, so a dry run never calls a row "unchanged" that an import
   * would in fact change back.
   */
  changedSinceImport?(
    db: Database,
    rows: ReadonlyArray<{ key: string; internalId: string; values: V }>,
  ): Promise<Set<string>>;
  /**
   * Writes new and changed rows through the owning module; answers Lido's id of each, by key.
   * A new row with a `lido_id` takes that id.
   */
  write(rows: readonly RowToWrite<V>[], context: WriteContext): Promise<Map<string, string>>;
  /**
   * Work a write leaves until the import has committed, each part in its own transaction (the
   * customers' invitations: 100,000 emails are no part of the import's own transaction). Runs
   * after every import that committed with rows of this kind, so it also finishes what an
   * earlier import left undone.
   */
  afterCommit?(context: { db: Database; now: Date }): Promise<void>;
}
