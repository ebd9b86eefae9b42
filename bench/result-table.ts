/** Every benchmark ends by printing one table of its figures, aligned for a terminal or a README. */
export function printResultTable(title: string, rows: Record<string, string | number>[]): void {
  const first = rows[0];
  if (!first) {
    console.log(`${title}: no results`);
    return;
  }
  const columns = Object.keys(first);
  const cell = (value: string | number | undefined) =>
    typeof value === 'number'
      ? value.toLocaleString('en-GB', { maximumFractionDigits: 2 })
      : (value ?? '');
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => cell(row[column]).length)),
  );
  const line = (values: string[]) =>
    `| ${values.map((value, index) => value.padEnd(widths[index] ?? 0)).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(line(columns));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const row of rows) console.log(line(columns.map((column) => cell(row[column]))));
}
