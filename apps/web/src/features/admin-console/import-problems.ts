import { toCamelKey, toSnakeKey } from '../../shared/lib/case-keys';
import type { ApiError } from '../../shared/lib/request-state';

/** One problem of a refused import: where (as the API wrote it) and what. */
export interface ImportProblem {
  /** "venues.csv, line 3, postcode (column 6)". */
  place: string;
  /** The file it is in, as it was sent; null when the place names no file sent. */
  file: string | null;
  line: number | null;
  /** The column's name as the files spell it (`address_line_1`); null for the file as a whole. */
  column: string | null;
  message: string;
}

/** `addressLine1 (column 6)` back to `address_line_1 (column 6)`: column names are snake_case. */
function columnAsSent(text: string): string {
  const [name = '', ...rest] = text.split(' ');
  return [toSnakeKey(name), ...rest].join(' ');
}

/**
 * The problems of an import's 422, in the order the API listed them. The request layer camelises
 * the `errors` keys as it does form field names; the import's keys are places
 * ("schedules.json, line 2, end_time"), so each is read back against the files sent: the file by
 * its name, the column by the files' snake_case.
 */
export function importProblemsOf(error: ApiError, sentFiles: readonly string[]): ImportProblem[] {
  // Longest first, so "venues.csv" never claims the start of "venues.csv.json".
  const files = [...sentFiles].sort((a, b) => b.length - a.length);
  const problems: ImportProblem[] = [];
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const file =
      files.find((name) => key === toCamelKey(name) || key.startsWith(`${toCamelKey(name)}, `)) ??
      null;
    const parts = (file === null ? key : key.slice(toCamelKey(file).length))
      .split(', ')
      .filter(Boolean);
    let line: number | null = null;
    let column: string | null = null;
    for (const part of file === null ? [] : parts) {
      const lineMatch = /^line (\d+)$/.exec(part);
      if (lineMatch) line = Number(lineMatch[1]);
      else column = columnAsSent(part);
    }
    const place =
      file === null
        ? key
        : [file, line === null ? null : `line ${line}`, column].filter(Boolean).join(', ');
    for (const message of messages) {
      problems.push({
        place,
        file,
        line,
        column: column?.replace(/ \(column \d+\)$/, '') ?? null,
        message,
      });
    }
  }
  return problems;
}

/**
 * A problem's message beside a form's field: the import names the column in quotes
 * (`"postcode" must be a UK postcode…`), the form says its label instead ("Postcode must be…").
 */
export function fieldMessage(problem: ImportProblem, label: string): string {
  if (problem.column === null) return problem.message;
  const quoted = `"${problem.column}" `;
  return problem.message.startsWith(quoted)
    ? `${label} ${problem.message.slice(quoted.length)}`
    : problem.message;
}
