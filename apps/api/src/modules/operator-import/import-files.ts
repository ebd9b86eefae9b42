/**
 * Reading an import's files into records that remember where they came from: the file, the line
 * a row starts on, and for CSV the column number of each field, so every problem can be pointed
 * at. CSV is RFC 4180 (a header row; fields may be quoted, with "" for a quote and line breaks
 * inside quotes); JSON is an array of objects, one per row.
 */

/** One file of an import, as the CLI reads it from disk or the console uploads it. */
export interface ImportFile {
  /** The file's name; its stem says which kind of rows it holds ("venues.csv"). */
  name: string;
  content: string;
}

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

export type ReadResult = { records: SourceRecord[]; headers: string[] } | { problem: FileProblem };

export function fileExtension(name: string): 'csv' | 'json' | null {
  const match = /\.(csv|json)$/i.exec(name);
  return match ? (match[1]!.toLowerCase() as 'csv' | 'json') : null;
}

/** The kind a file holds, from its name: "Venues.csv" and "venues.json" hold venues. */
export function fileStem(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  return base
    .replace(/\.(csv|json)$/i, '')
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

export function readImportFile(file: ImportFile): ReadResult {
  const content = file.content.replace(/^\uFEFF/, '');
  return fileExtension(file.name) === 'json'
    ? readJson(file.name, content)
    : readCsv(file.name, content);
}

interface CsvRow {
  line: number;
  fields: string[];
}

/** RFC 4180 rows with the line each starts on; an unclosed quote is the one unreadable case. */
function parseCsv(text: string): CsvRow[] | { unclosedQuoteLine: number } {
  const rows: CsvRow[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let rowLine = 1;
  let quoteLine = 0;
  let inQuotes = false;
  let atFieldStart = true;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (inQuotes) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 1;
        } else {
          inQuotes = false;
        }
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
      continue;
    }
    if (char === '"' && atFieldStart) {
      inQuotes = true;
      quoteLine = line;
      atFieldStart = false;
    } else if (char === ',') {
      fields.push(field);
      field = '';
      atFieldStart = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      fields.push(field);
      rows.push({ line: rowLine, fields });
      fields = [];
      field = '';
      atFieldStart = true;
      line += 1;
      rowLine = line;
    } else {
      field += char;
      atFieldStart = false;
    }
  }
  if (inQuotes) return { unclosedQuoteLine: quoteLine };
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    rows.push({ line: rowLine, fields });
  }
  // Blank lines are no rows.
  return rows.filter((row) => row.fields.length > 1 || row.fields[0]!.trim() !== '');
}

function readCsv(fileName: string, text: string): ReadResult {
  const parsed = parseCsv(text);
  if (!Array.isArray(parsed)) {
    return {
      problem: {
        file: fileName,
        line: parsed.unclosedQuoteLine,
        column: null,
        message: 'A quoted field is never closed: add the closing double quote.',
      },
    };
  }
  const [header, ...rows] = parsed;
  if (!header) {
    return {
      problem: {
        file: fileName,
        line: null,
        column: null,
        message: 'The file is empty: it needs a header row.',
      },
    };
  }
  const headers = header.fields.map((name) => name.trim().toLowerCase());
  const seen = new Set<string>();
  for (const [index, name] of headers.entries()) {
    if (name === '' || seen.has(name)) {
      return {
        problem: {
          file: fileName,
          line: header.line,
          column: `column ${index + 1}`,
          message:
            name === ''
              ? 'A column has no name in the header row.'
              : `The column "${name}" appears twice in the header row.`,
        },
      };
    }
    seen.add(name);
  }
  const columnNumbers = Object.fromEntries(headers.map((name, index) => [name, index + 1]));
  const records: SourceRecord[] = [];
  for (const row of rows) {
    if (row.fields.length > headers.length) {
      return {
        problem: {
          file: fileName,
          line: row.line,
          column: `column ${headers.length + 1}`,
          message: `The row has ${row.fields.length} fields but the header names ${headers.length} columns.`,
        },
      };
    }
    records.push({
      file: fileName,
      line: row.line,
      values: Object.fromEntries(
        headers.map((name, index) => [name, row.fields[index]?.trim() ?? '']),
      ),
      columnNumbers,
    });
  }
  return { records, headers };
}

/** Where each element of the top-level array begins: the line of its opening brace. */
function arrayElementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '\n') line += 1;
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (depth === 1) lines.push(line);
      depth += 1;
    } else if (char === ']' || char === '}') depth -= 1;
  }
  return lines;
}

function readJson(fileName: string, text: string): ReadResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    const line = text.slice(0, jsonErrorOffset(text)).split('\n').length;
    return {
      problem: { file: fileName, line, column: null, message: 'The file is not valid JSON.' },
    };
  }
  if (!Array.isArray(parsed)) {
    return {
      problem: {
        file: fileName,
        line: 1,
        column: null,
        message: 'The file must hold a JSON array with one object per row.',
      },
    };
  }
  const lines = arrayElementLines(text);
  const records: SourceRecord[] = [];
  const headers = new Set<string>();
  for (const [index, element] of parsed.entries()) {
    const line = lines[index] ?? 1;
    if (typeof element !== 'object' || element === null || Array.isArray(element)) {
      return {
        problem: { file: fileName, line, column: null, message: 'Each row must be a JSON object.' },
      };
    }
    const values: Record<string, RawValue | undefined> = {};
    for (const [key, value] of Object.entries(element as Record<string, RawValue>)) {
      const name = key.trim().toLowerCase();
      values[name] = typeof value === 'string' ? value.trim() : value;
      headers.add(name);
    }
    records.push({ file: fileName, line, values, columnNumbers: null });
  }
  return { records, headers: [...headers] };
}

class JsonBreak extends Error {
  constructor(readonly offset: number) {
    super('JSON breaks here');
  }
}

/**
 * Where JSON text first goes wrong, as an offset: a small scanner run only on text JSON.parse
 * refused (whose message names no position on every Node version).
 */
export function jsonErrorOffset(text: string): number {
  let index = 0;
  const skipSpace = () => {
    while (index < text.length && ' \t\n\r'.includes(text[index]!)) index += 1;
  };
  const fail = (): never => {
    throw new JsonBreak(index);
  };
  const literal = (word: string) => {
    if (text.startsWith(word, index)) index += word.length;
    else fail();
  };
  const string = () => {
    index += 1;
    while (index < text.length && text[index] !== '"') {
      if (text[index] === '\\') index += 1;
      else if (text.charCodeAt(index) < 0x20) fail();
      index += 1;
    }
    if (index >= text.length) fail();
    index += 1;
  };
  const value = (): void => {
    skipSpace();
    const char = text[index];
    if (char === '{' || char === '[') {
      const close = char === '{' ? '}' : ']';
      index += 1;
      skipSpace();
      if (text[index] === close) {
        index += 1;
        return;
      }
      for (;;) {
        if (char === '{') {
          skipSpace();
          if (text[index] !== '"') fail();
          string();
          skipSpace();
          if (text[index] !== ':') fail();
          index += 1;
        }
        value();
        skipSpace();
        if (text[index] === ',') index += 1;
        else if (text[index] === close) {
          index += 1;
          return;
        } else fail();
      }
    }
    if (char === '"') return string();
    if (char === 't') return literal('true');
    if (char === 'f') return literal('false');
    if (char === 'n') return literal('null');
    const number = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(index, index + 400));
    if (!number) fail();
    index += number![0].length;
  };
  try {
    value();
    skipSpace();
    return index;
  } catch (error) {
    if (error instanceof JsonBreak) return error.offset;
    throw error;
  }
}
