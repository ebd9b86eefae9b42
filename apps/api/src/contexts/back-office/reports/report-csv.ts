// Reports as CSV files a spreadsheet opens: RFC 4180 (a header row, CRLF line ends, a field
// quoted when it holds a comma, a quote or a line break, quotes doubled).

/** A cell: text as it is, or a figure already written out (never guarded, never reformatted). */
export type CsvCell = string | { figure: string };

// Spreadsheets run a cell beginning with one of these as a formula: an activity or plan named
// "=HYPERLINK(…)" by whoever typed it in must arrive as text (OWASP's CSV injection advice).
const formulaStart = /^[=+\-@\t\r]/;

function field(cell: CsvCell): string {
  const text =
    typeof cell === 'string' ? (formulaStart.test(cell) ? `'${cell}` : cell) : cell.figure;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The file's text: the header, then each row. Led by a byte order mark, without which Excel
 * reads UTF-8 as Windows-1252 and turns "£" and accented names into mojibake.
 */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(field).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Pence as pounds with two decimals and no symbol or separators: 123456 → "1234.56". */
export function pounds(pence: number): { figure: string } {
  const magnitude = Math.abs(pence);
  const whole = Math.floor(magnitude / 100);
  const part = String(magnitude % 100).padStart(2, '0');
  return { figure: `${pence < 0 ? '-' : ''}${whole}.${part}` };
}

/** A whole number, or a percentage to one decimal place (empty when there is none). */
export function figure(value: number | null): { figure: string } {
  return { figure: value === null ? '' : String(value) };
}
