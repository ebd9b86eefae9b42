import type { CSSProperties } from 'react';
import { barExtents } from './bar-extents';
import './bar-chart.css';

interface BarChartProps {
  /** Says what the chart shows, for people who cannot see it. */
  summary: string;
  /** The id of the table holding the same figures: the chart's text alternative. */
  tableId: string;
  /** One label beside each bar. */
  labels: readonly string[];
  values: readonly number[];
  /** What the bars measure ("Utilisation (%)"). */
  valueLabel: string;
  /** How a value is written at the end of its bar. */
  formatValue: (value: number) => string;
}

/**
 * A bar chart of figures a table beside it also lists: one row per label, its bar running across
 * and its value written after it. The labels are text in rows of their own, so however many and
 * however long they are, and however narrow the screen, they wrap and never overlap.
 */
export function BarChart({
  summary,
  tableId,
  labels,
  values,
  valueLabel,
  formatValue,
}: BarChartProps) {
  if (labels.length === 0) return null;
  const extents = barExtents(values);
  return (
    <div
      className="lido-bar-chart"
      role="img"
      aria-label={`${summary} The table gives the same figures.`}
      aria-describedby={tableId}
    >
      <p className="lido-bar-chart__measure">{valueLabel}</p>
      <ul className="lido-bar-chart__rows">
        {labels.map((label, index) => {
          const extent = extents[index] ?? { startPercent: 0, sizePercent: 0 };
          const bar = {
            '--bar-start': `${extent.startPercent}%`,
            '--bar-size': `${extent.sizePercent}%`,
          } as CSSProperties;
          return (
            <li key={`${index} ${label}`} className="lido-bar-chart__row">
              <span className="lido-bar-chart__label" data-testid="chart-label">
                {label}
              </span>
              <span className="lido-bar-chart__track">
                <span className="lido-bar-chart__bar" style={bar} />
              </span>
              <span className="lido-bar-chart__value">{formatValue(values[index] ?? 0)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
