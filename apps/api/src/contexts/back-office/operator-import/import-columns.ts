import type { RawValue } from './import-files';

/**
 * How a column's cell becomes a value: each parser says in a sentence what is wrong with a cell
 * it refuses. A missing cell (absent, empty or null) never reaches a parser: the column is either
 * required or its value is null.
 */
export type Parsed<T> = { value: T } | { error: string };
export type Parser<T> = (raw: RawValue) => Parsed<T>;

export interface ColumnSpec<T = unknown> {
  name: string;
  required: boolean;
  parse: Parser<T>;
  /** The value is an operator's id of a row of this kind (in this import or an earlier one). */
  refersTo?: string;
  /** What the column holds, for the templates' documentation. */
  description: string;
}

export function isMissing(raw: RawValue | undefined): raw is undefined | null | '' {
  return (
    raw === undefined || raw === null || raw === '' || (Array.isArray(raw) && raw.length === 0)
  );
}

function asText(raw: RawValue): string | null {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  return null;
}

export function text(maxLength = 200): Parser<string> {
  return (raw) => {
    const value = asText(raw);
    if (value === null) return { error: 'must be text.' };
    if (value.length > maxLength) return { error: `must be at most ${maxLength} characters.` };
    return { value };
  };
}

/** An operator's id: letters, digits and - _ . / : (what spreadsheets and other systems use). */
export const operatorId: Parser<string> = (raw) => {
  const value = asText(raw);
  if (value === null || !/^[A-Za-z0-9][A-Za-z0-9_./:-]{0,99}$/.test(value)) {
    return { error: 'must be an id of letters, digits, and - _ . / : (at most 100 characters).' };
  }
  return { value };
};

export function integer(min: number, max: number): Parser<number> {
  return (raw) => {
    const value = typeof raw === 'number' ? raw : Number(asText(raw) ?? Number.NaN);
    if (!Number.isInteger(value) || (typeof raw === 'string' && !/^-?\d+$/.test(raw))) {
      return { error: 'must be a whole number.' };
    }
    if (value < min || value > max) return { error: `must be between ${min} and ${max}.` };
    return { value };
  };
}

/** Money in pounds as people write it ("4.50", "£4.50", "12"): kept as integer pence. */
export const pounds: Parser<number> = (raw) => {
  const textValue = asText(raw)?.replace(/^£/, '').trim() ?? '';
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(textValue)) {
    return {
      error: 'must be an amount in pounds, such as 4.50 (no more than two decimal places).',
    };
  }
  const [whole, fraction = ''] = textValue.split('.');
  return { value: Number(whole) * 100 + Number(fraction.padEnd(2, '0')) };
};

export const yesNo: Parser<boolean> = (raw) => {
  if (typeof raw === 'boolean') return { value: raw };
  const value = asText(raw)?.toLowerCase();
  if (value === 'yes' || value === 'true' || value === 'y' || value === '1') return { value: true };
  if (value === 'no' || value === 'false' || value === 'n' || value === '0')
    return { value: false };
  return { error: 'must be yes or no.' };
};

export function oneOf<T extends string>(choices: readonly T[]): Parser<T> {
  return (raw) => {
    const value = asText(raw)?.toLowerCase();
    const found = choices.find((choice) => choice === value);
    return found === undefined
      ? { error: `must be one of: ${choices.join(', ')}.` }
      : { value: found };
  };
}

/** A calendar date, YYYY-MM-DD (what every spreadsheet can export without ambiguity). */
export const isoDate: Parser<string> = (raw) => {
  const value = asText(raw) ?? '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    if (
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day
    ) {
      return { value };
    }
  }
  return { error: 'must be a date written YYYY-MM-DD, such as 2027-01-04.' };
};

/** A 24-hour time of day, HH:MM. */
export const timeOfDay: Parser<string> = (raw) => {
  const value = asText(raw) ?? '';
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (match && Number(match[1]) < 24 && Number(match[2]) < 60) {
    return { value: `${match[1]!.padStart(2, '0')}:${match[2]}` };
  }
  return { error: 'must be a 24-hour time written HH:MM, such as 18:00.' };
};

export const email: Parser<string> = (raw) => {
  const value = asText(raw)?.toLowerCase() ?? '';
  if (value.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
    return { error: 'must be an email address.' };
  }
  return { value };
};

/**
 * A list's item as a problem quotes it. A list or object inside the list is only named: written
 * out, one nested thousands deep would overflow the stack (and fill the answer).
 */
function shownEntry(entry: RawValue): string {
  if (Array.isArray(entry)) return '[…]';
  if (typeof entry === 'object' && entry !== null) return '{…}';
  return typeof entry === 'string' ? entry : String(entry);
}

/** A list: a JSON array, or in CSV the items separated by semicolons ("Mon;Wed"). */
export function listOf<T>(item: Parser<T>): Parser<T[]> {
  return (raw) => {
    const items = Array.isArray(raw)
      ? (raw as RawValue[])
      : (asText(raw) ?? '')
          .split(';')
          .map((part) => part.trim())
          .filter((part) => part !== '');
    const values: T[] = [];
    for (const entry of items) {
      const parsed = item(entry);
      if ('error' in parsed) {
        return { error: `"${shownEntry(entry)}" ${parsed.error}` };
      }
      values.push(parsed.value);
    }
    return { value: values };
  };
}

const weekdayNames = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** A day of the week by name ("Mon", "Monday"): ISO number, 1 = Monday. */
export const weekday: Parser<number> = (raw) => {
  const value = asText(raw)?.toLowerCase().slice(0, 3) ?? '';
  const index = weekdayNames.indexOf(value);
  return index < 0
    ? { error: 'must be a day of the week: Mon, Tue, Wed, Thu, Fri, Sat or Sun.' }
    : { value: index + 1 };
};

export const latitude: Parser<number> = (raw) =>
  decimal(raw, 49, 61, 'a latitude in the UK (49 to 61)');
export const longitude: Parser<number> = (raw) =>
  decimal(raw, -9, 2, 'a longitude in the UK (-9 to 2)');

function decimal(raw: RawValue, min: number, max: number, what: string): Parsed<number> {
  const value = typeof raw === 'number' ? raw : Number(asText(raw) ?? Number.NaN);
  if (!Number.isFinite(value) || value < min || value > max) return { error: `must be ${what}.` };
  return { value };
}
