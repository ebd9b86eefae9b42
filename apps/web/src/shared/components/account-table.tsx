import type { ReactNode } from 'react';
import { Fragment } from 'react';
import { useIsPhone } from '../hooks/use-media-query';

export interface AccountColumn {
  label: string;
  /** Named for screen readers only (an actions column); its cards show the cell without a term. */
  isLabelHidden?: boolean;
}

export interface AccountRow {
  key: string | number;
  cells: readonly ReactNode[];
  /** A hook for tests and journeys (`booking-row`), the same in both layouts. */
  testId?: string;
  /** Extra class on the row or card (a cancelled booking is greyed). */
  className?: string;
}

interface AccountTableProps {
  caption: string;
  columns: readonly AccountColumn[];
  rows: readonly AccountRow[];
  testId?: string;
}

/**
 * A My account table on wide screens; under 575 px, where seven columns cannot fit, each row is
 * a card listing the same content as label and value pairs.
 */
export function AccountTable({ caption, columns, rows, testId }: AccountTableProps) {
  const isPhone = useIsPhone();

  if (isPhone) {
    return (
      <ul className="lido-account__row-cards" aria-label={caption} data-testid={testId}>
        {rows.map((row) => (
          <li
            key={row.key}
            className={['lido-account__row-card', row.className].filter(Boolean).join(' ')}
            data-testid={row.testId}
          >
            <dl className="lido-account__facts">
              {columns.map((column, index) =>
                column.isLabelHidden ? null : (
                  <Fragment key={column.label}>
                    <dt>{column.label}</dt>
                    <dd>{row.cells[index]}</dd>
                  </Fragment>
                ),
              )}
            </dl>
            {columns.map((column, index) =>
              column.isLabelHidden && row.cells[index] ? (
                <div key={column.label} className="lido-account__row-card-actions">
                  {row.cells[index]}
                </div>
              ) : null,
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <table className="lido-account__table" data-testid={testId}>
      <caption className="lido-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.isLabelHidden ? (
                <span className="lido-visually-hidden">{column.label}</span>
              ) : (
                column.label
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-testid={row.testId} className={row.className}>
            {row.cells.map((cell, index) => (
              <td key={columns[index]?.label ?? index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
