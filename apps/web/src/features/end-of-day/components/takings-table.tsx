import type { ReactNode } from 'react';
import { Fragment } from 'react';
import { useIsPhone } from '../../../shared/hooks/use-media-query';

export interface TakingsColumn {
  label: string;
  /** Amounts and counts line up on the right in the wide table. */
  isNumeric?: boolean;
}

export interface TakingsRow {
  key: string | number;
  cells: readonly ReactNode[];
  /** A hook for tests and journeys, the same in both layouts. */
  testId?: string;
}

interface TakingsTableProps {
  caption: string;
  columns: readonly TakingsColumn[];
  rows: readonly TakingsRow[];
  /** The totals row, under the others (a `tfoot` in the wide table). */
  footer?: TakingsRow;
  testId?: string;
}

/**
 * A desk table on wide screens; under 575 px each row is a card of label and value pairs, as
 * My account's tables are, so a 320 px screen never scrolls sideways.
 */
export function TakingsTable({ caption, columns, rows, footer, testId }: TakingsTableProps) {
  const isPhone = useIsPhone();

  if (isPhone) {
    const cards = footer ? [...rows, footer] : rows;
    return (
      <ul className="lido-end-of-day__cards" aria-label={caption} data-testid={testId}>
        {cards.map((row) => (
          <li
            key={row.key}
            className={
              row === footer
                ? 'lido-end-of-day__card lido-end-of-day__card--total'
                : 'lido-end-of-day__card'
            }
            data-testid={row.testId}
          >
            <dl className="lido-end-of-day__facts">
              {columns.map((column, index) => (
                <Fragment key={column.label}>
                  <dt>{column.label}</dt>
                  <dd>{row.cells[index]}</dd>
                </Fragment>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    );
  }

  const cellClass = (index: number) =>
    columns[index]?.isNumeric ? 'lido-end-of-day__number' : undefined;
  // The first cell names the row (the tender, the member of staff, "Total").
  const cellsOf = (row: TakingsRow) =>
    row.cells.map((cell, index) => {
      const key = columns[index]?.label ?? index;
      return index === 0 ? (
        <th key={key} scope="row">
          {cell}
        </th>
      ) : (
        <td key={key} className={cellClass(index)}>
          {cell}
        </td>
      );
    });
  return (
    <table className="lido-end-of-day__table" data-testid={testId}>
      <caption className="lido-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={column.label} scope="col" className={cellClass(index)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-testid={row.testId}>
            {cellsOf(row)}
          </tr>
        ))}
      </tbody>
      {footer ? (
        <tfoot>
          <tr data-testid={footer.testId}>{cellsOf(footer)}</tr>
        </tfoot>
      ) : null}
    </table>
  );
}
