import { useEffect, useRef } from 'react';
import type { BarChartData } from './draw-bar-chart';

interface BarChartProps extends BarChartData {
  /** Says what the chart shows, for people who cannot see it. */
  summary: string;
  /** The id of the table holding the same figures: the chart's text alternative. */
  tableId: string;
}

/**
 * A bar chart of figures a table beside it also lists. The chart library is fetched when the
 * chart is first drawn; if it cannot be, the table still says everything, so nothing is shown.
 */
export function BarChart({
  summary,
  tableId,
  labels,
  values,
  valueLabel,
  formatValue,
}: BarChartProps) {
  const target = useRef<HTMLDivElement>(null);
  // Redrawn only when the figures change, not on every render.
  const figures = JSON.stringify([labels, values, valueLabel]);

  useEffect(() => {
    const element = target.current;
    if (!element || labels.length === 0) return undefined;
    let chart: { destroy: () => void } | undefined;
    let isCurrent = true;
    import('./draw-bar-chart')
      .then(({ drawBarChart }) => {
        if (isCurrent) chart = drawBarChart(element, { labels, values, valueLabel, formatValue });
      })
      .catch(() => {
        element.hidden = true;
      });
    return () => {
      isCurrent = false;
      chart?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `figures` stands for them all
  }, [figures]);

  if (labels.length === 0) return null;
  return (
    <div
      ref={target}
      className="lido-reports__chart"
      role="img"
      aria-label={`${summary} The table gives the same figures.`}
      aria-describedby={tableId}
    />
  );
}
