// What reading a file makes: records that remember where they came from, and the problem of a
// file that cannot be read. Both readers (import-csv.ts, import-json.ts) make them.

/** A cell as the file gave it: CSV gives text ('' for empty), JSON any value. */
export type RawValue = string | number | boolean | null | readonly unknown[] | object;

export interface SourceRecord {
  file: string;
  /** The 1-based line the row starts on. */
  line: number;
  values: Record<string, RawValue | undefined>;
  /** For CSV, each header's 1-based column number; JSON rows name fields instead. */
  columnNumbers: Record<string, number> | null;
}

/** A file that cannot be read at all: no row of it can be judged. */
export interface FileProblem {
  file: string;
  line: number | null;
  column: string | null;
  message: string;
}
