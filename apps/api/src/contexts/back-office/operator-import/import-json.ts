import type { FileProblem, RawValue, SourceRecord } from './import-records';
import { jsonErrorOffset } from './json-error-offset';

// JSON import files: an array of objects, one per row, each pointed at by the line its opening
// brace is on.

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

/**
 * Reads a JSON file (an array of objects, one per row) and hands on each object as a record; the
 * headers are every field any row names. As for CSV, a problem makes the whole file unreadable.
 */
export function scanJson(
  fileName: string,
  text: string,
  onRecord: (record: SourceRecord) => void,
): { headers: string[] } | { problem: FileProblem } {
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
    onRecord({ file: fileName, line, values, columnNumbers: null });
  }
  return { headers: [...headers] };
}
