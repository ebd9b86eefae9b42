import type { ReactNode } from 'react';

export interface ReportColumn {
  label: string;
  /** Counts and amounts line up on the right. */
  isNumeric?: boolean;
}

export interface ReportRow {
  key: string;
  /** The first cell names the row (a row header). */
  cells: readonly ReactNode[];
}

interface ReportTableProps {
  /** The table's id: a chart of the same figures points at it as its text alternative. */
  id: string;
  caption: string;
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  /** The totals, under the rows. */
  total?: ReportRow;
  /** Said in place of the table when there are no rows. */
  emptyText: string;
}

/**
 * A report as a table with its caption and headers. On a narrow screen it scrolls sideways
 * within its own box (a focusable region, so the keyboard can scroll it) and the page does not.
 */
export function ReportTable({ id, caption, columns, rows, total, emptyText }: ReportTableProps) {
  if (rows.length === 0) return <p data-testid={`${id}-empty`}>{emptyText}</p>;
  const captionId = `${id}-caption`;
  const cellsOf = (row: ReportRow) =>
    row.cells.map((cell, index) => {
      const column = columns[index];
      const className = column?.isNumeric ? 'lido-reports__number' : undefined;
      return index === 0 ? (
        <th key={column?.label ?? index} scope="row">
          {cell}
        </th>
      ) : (
        <td key={column?.label ?? index} className={className}>
          {cell}
        </td>
      );
    });
  return (
    <div className="lido-reports__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table id={id} className="lido-reports__table" data-testid={id}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={column.isNumeric ? 'lido-reports__number' : undefined}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-testid={`${id}-row`}>
              {cellsOf(row)}
            </tr>
          ))}
        </tbody>
        {total ? (
          <tfoot>
            <tr data-testid={`${id}-total`}>{cellsOf(total)}</tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
