import type { FileProblem, SourceRecord } from './import-records';

// CSV as RFC 4180: a header row; fields may be quoted, with "" for a quote and line breaks inside
// quotes. Rows are handed on one at a time, so a file of 100,000 customers is never held as rows
// of fields and records at once.

interface CsvRow {
  line: number;
  fields: string[];
}

/**
 * RFC 4180 rows with the line each starts on, skipping blank lines; answers the line of a quote
 * never closed (the one unreadable case), or null. Unquoted fields are sliced from the text.
 */
function eachCsvRow(text: string, onRow: (row: CsvRow) => void): number | null {
  let fields: string[] = [];
  let line = 1;
  let rowLine = 1;
  let index = 0;
  const endRow = () => {
    // Blank lines are no rows.
    if (fields.length > 1 || fields[0]!.trim() !== '') onRow({ line: rowLine, fields });
    fields = [];
  };
  while (index < text.length) {
    let field = '';
    if (text[index] === '"') {
      const quoteLine = line;
      let from = index + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote === -1) return quoteLine;
        field += text.slice(from, quote);
        for (let at = from; at < quote; at += 1) if (text.charCodeAt(at) === 10) line += 1;
        if (text[quote + 1] === '"') {
          field += '"';
          from = quote + 2;
        } else {
          index = quote + 1;
          break;
        }
      }
      // Anything after the closing quote, up to the delimiter, belongs to the field as written.
      let end = index;
      while (end < text.length && !',\n\r'.includes(text[end]!)) end += 1;
      field += text.slice(index, end);
      index = end;
    } else {
      let end = index;
      while (end < text.length) {
        const code = text.charCodeAt(end);
        if (code === 44 || code === 10 || code === 13) break;
        end += 1;
      }
      field = text.slice(index, end);
      index = end;
    }
    fields.push(field);
    if (index >= text.length) break;
    const char = text[index]!;
    index += 1;
    if (char === ',') {
      if (index >= text.length) fields.push('');
      continue;
    }
    if (char === '\r' && text[index] === '\n') index += 1;
    endRow();
    line += 1;
    rowLine = line;
  }
  if (fields.length > 0) endRow();
  return null;
}

/**
 * Reads a CSV file's header and hands on each row as a record. A problem found after some rows
 * were handed on makes the whole file unreadable: the caller drops what it was given.
 */
export function scanCsv(
  fileName: string,
  text: string,
  onRecord: (record: SourceRecord) => void,
): { headers: string[] } | { problem: FileProblem } {
  // Set inside the callback: typed with `as` so the checks below are not narrowed to null.
  let headers = null as string[] | null;
  let columnNumbers: Record<string, number> = {};
  let problem = null as Omit<FileProblem, 'file'> | null;
  const unclosedQuoteLine = eachCsvRow(text, (row) => {
    if (problem !== null) return;
    if (headers === null) {
      headers = row.fields.map((name) => name.trim().toLowerCase());
      problem = headerProblem(headers, row.line);
      columnNumbers = Object.fromEntries(headers.map((name, index) => [name, index + 1]));
      return;
    }
    const names = headers;
    if (row.fields.length > names.length) {
      problem = {
        line: row.line,
        column: `column ${names.length + 1}`,
        message: `The row has ${row.fields.length} fields but the header names ${names.length} columns.`,
      };
      return;
    }
    const values: SourceRecord['values'] = {};
    for (const [index, name] of names.entries()) values[name] = row.fields[index]?.trim() ?? '';
    onRecord({ file: fileName, line: row.line, values, columnNumbers });
  });
  if (unclosedQuoteLine !== null) {
    return {
      problem: {
        file: fileName,
        line: unclosedQuoteLine,
        column: null,
        message: 'A quoted field is never closed: add the closing double quote.',
      },
    };
  }
  if (headers === null) {
    return {
      problem: {
        file: fileName,
        line: null,
        column: null,
        message: 'The file is empty: it needs a header row.',
      },
    };
  }
  if (problem !== null) return { problem: { file: fileName, ...problem } };
  return { headers };
}

function headerProblem(headers: string[], line: number): Omit<FileProblem, 'file'> | null {
  const seen = new Set<string>();
  for (const [index, name] of headers.entries()) {
    if (name === '' || seen.has(name)) {
      return {
        line,
        column: `column ${index + 1}`,
        message:
          name === ''
            ? 'A column has no name in the header row.'
            : `The column "${name}" appears twice in the header row.`,
      };
    }
    seen.add(name);
  }
  return null;
}
