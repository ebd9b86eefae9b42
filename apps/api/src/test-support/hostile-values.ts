import fc from 'fast-check';

/**
 * What a careless or hostile client sends, as a fixed table the fuzz test sends to every field
 * of every route (hostile-input-suite.ts), and as fast-check arbitraries on top of it.
 */

/** A JSON value put in one body field in place of a valid one. */
export interface HostileValue {
  name: string;
  value: unknown;
}

/** `levels` arrays inside each other, built without recursion. */
export function nestedArrays(levels: number, inner: unknown = 1): unknown {
  let value = inner;
  for (let level = 0; level < levels; level += 1) value = [value];
  return value;
}

/** The same as JSON text: JSON.stringify itself runs out of stack at a few thousand levels. */
export function nestedJson(levels: number): string {
  return `${'['.repeat(levels)}1${']'.repeat(levels)}`;
}

export const HUGE = 'x'.repeat(100_000);

export const hostileBodyValues: readonly HostileValue[] = [
  { name: 'empty string', value: '' },
  { name: 'blank string', value: '   ' },
  { name: 'NUL', value: '\u0000' },
  { name: 'NUL inside', value: 'ab\u0000cd' },
  { name: 'percent-encoded NUL', value: '%00' },
  { name: 'id beyond integer, as text', value: '2147483648' },
  { name: 'id beyond integer', value: 2_147_483_648 },
  { name: 'below integer', value: -2_147_483_649 },
  { name: 'beyond safe integers', value: 2 ** 53 },
  { name: '1e308', value: 1e308 },
  { name: 'negative', value: -1 },
  { name: 'zero', value: 0 },
  { name: 'fraction', value: 1.5 },
  { name: 'fraction as text', value: '1.5' },
  { name: 'exponent as text', value: '1e3' },
  { name: 'huge string', value: HUGE },
  { name: 'long string', value: 'x'.repeat(2_000) },
  { name: 'lone high surrogate', value: '\uD800' },
  { name: 'lone low surrogate', value: 'a\uDFFFb' },
  { name: 'replacement character', value: '\uFFFD' },
  { name: 'emoji', value: '\uD83C\uDFCA' },
  { name: 'true', value: true },
  { name: 'false', value: false },
  { name: 'null', value: null },
  { name: 'empty object', value: {} },
  { name: 'object', value: { id: 1, a: 'b' } },
  { name: 'object with NUL key', value: { '\u0000': 1 } },
  { name: 'empty array', value: [] },
  { name: 'array of strings', value: ['x', 'y'] },
  { name: 'array of numbers', value: [1, 2_147_483_648] },
  { name: 'nested 20 deep', value: nestedArrays(20) },
  { name: 'nested 40 deep', value: nestedArrays(40) },
  { name: 'impossible date', value: '2026-02-30' },
  { name: 'far date', value: '9999-12-31' },
  { name: 'markup', value: '<script>alert(1)</script>' },
  { name: 'SQL', value: "' or 1=1; drop table customers; --" },
  { name: 'path', value: '../../etc/passwd' },
  { name: 'prototype key', value: '__proto__' },
];

/** A path or query value as it appears in the URL, percent-encoding and all. */
export interface HostileSegment {
  name: string;
  raw: string;
}

export const hostileUrlValues: readonly HostileSegment[] = [
  { name: 'empty', raw: '' },
  { name: 'NUL', raw: '%00' },
  { name: 'NUL inside', raw: 'ab%00cd' },
  { name: 'overlong NUL', raw: '%C0%80' },
  { name: 'id beyond integer', raw: '2147483648' },
  { name: 'twenty digits', raw: '99999999999999999999' },
  { name: 'negative', raw: '-1' },
  { name: 'zero', raw: '0' },
  { name: 'fraction', raw: '1.5' },
  { name: '1e308', raw: '1e308' },
  { name: 'hex', raw: '0x10' },
  { name: 'NaN', raw: 'NaN' },
  { name: 'Infinity', raw: 'Infinity' },
  { name: 'huge', raw: HUGE },
  { name: 'lone surrogate (WTF-8)', raw: '%ED%A0%80' },
  { name: 'replacement character', raw: '%EF%BF%BD' },
  { name: 'truncated UTF-8', raw: '%E2%82' },
  { name: 'bad escape', raw: '%ZZ' },
  { name: 'lone percent', raw: '%' },
  { name: 'encoded slash', raw: '..%2F..%2Fetc%2Fpasswd' },
  { name: 'markup', raw: '%3Cscript%3E' },
  { name: 'SQL', raw: "'%20or%201%3D1--" },
  { name: 'impossible date', raw: '2026-02-30' },
  { name: 'spaces', raw: '%20%20' },
];

/** Whole bodies that are not the JSON object a route reads. */
export interface HostileBody {
  name: string;
  contentType?: string;
  payload?: string;
}

export const hostileBodies: readonly HostileBody[] = [
  { name: 'missing body' },
  { name: 'empty JSON body', contentType: 'application/json', payload: '' },
  { name: 'invalid JSON', contentType: 'application/json', payload: '{"a":' },
  { name: 'JSON null', contentType: 'application/json', payload: 'null' },
  { name: 'JSON array', contentType: 'application/json', payload: '[]' },
  { name: 'JSON string', contentType: 'application/json', payload: '"x"' },
  { name: 'JSON number', contentType: 'application/json', payload: '2147483648' },
  { name: 'nested 5000 deep', contentType: 'application/json', payload: nestedJson(5_000) },
  { name: 'NUL key', contentType: 'application/json', payload: '{"\\u0000":1}' },
  { name: 'prototype key', contentType: 'application/json', payload: '{"__proto__":{"x":1}}' },
  { name: 'text', contentType: 'text/plain', payload: 'hello' },
  { name: 'XML', contentType: 'application/xml', payload: '<a/>' },
  { name: 'form with NUL', contentType: 'application/x-www-form-urlencoded', payload: 'a=%00' },
  { name: 'JSON as latin1', contentType: 'application/json; charset=latin1', payload: '{}' },
];

/** A file as the operator import (`POST /api/admin/import`) reads it. */
interface ImportFile {
  name: string;
  content: string;
}

const IMPORT_DEEP = 10_000;
const IMPORT_ROWS = 200_000;

/**
 * Files a careless export or a hostile manager's browser could upload: nesting deeper than any
 * call stack, parsed or merely opened, and a CSV of 200,000 rows each with a problem (about 9 MB,
 * under the import's own limit, so the import itself must answer it).
 */
function hostileImportFiles(): { name: string; file: ImportFile }[] {
  const venuesHeader = 'venue_id,name,address_line_1,town,area,postcode,lat';
  const badLatitudeRow = 'V,Baths,1 High St,London,Camden,NW1 1AA,151';
  return [
    {
      name: 'JSON file nested 10,000 deep',
      file: { name: 'venues.json', content: nestedJson(IMPORT_DEEP) },
    },
    {
      name: 'JSON file of 10,000 unclosed [',
      file: { name: 'venues.json', content: '['.repeat(IMPORT_DEEP) },
    },
    {
      name: 'CSV file of 200,000 rows with a bad latitude',
      file: {
        name: 'venues.csv',
        content: [venuesHeader, ...Array<string>(IMPORT_ROWS).fill(badLatitudeRow)].join('\n'),
      },
    },
  ];
}

/**
 * Whole import bodies carrying each hostile file, as a dry run and for real (which would write):
 * both must be answered. Built when asked for, not when this module loads, as the CSV is large.
 */
export function hostileImportBodies(): HostileBody[] {
  return hostileImportFiles().flatMap(({ name, file }) =>
    [true, false].map((dryRun) => ({
      name: `${name}${dryRun ? ', dry run' : ''}`,
      contentType: 'application/json',
      payload: JSON.stringify({ files: [file], dry_run: dryRun }),
    })),
  );
}

/** Percent-encodes a string's UTF-8 bytes, lone surrogates as their WTF-8 bytes (not U+FFFD). */
export function encodeSegment(text: string): string {
  let encoded = '';
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const pairs = code >= 0xd800 && code <= 0xdbff && /[\uDC00-\uDFFF]/.test(text[index + 1] ?? '');
    if (pairs) {
      encoded += encodeURIComponent(text.slice(index, index + 2));
      index += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(text[index] ?? '');
    }
  }
  return encoded;
}

/** Any string: every UTF-16 code unit may appear, lone surrogates and NUL included. */
export const anyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) }),
  fc.constantFrom(...hostileUrlValues.map((segment) => segment.raw)),
);

/** Any JSON value a client could send for one field, hostile ones weighted in. */
export const anyJsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  anyString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(...hostileBodyValues.map((entry) => entry.value)),
);
