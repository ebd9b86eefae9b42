import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface BarChartData {
  /** One label under each bar. */
  labels: readonly string[];
  values: readonly number[];
  /** What the bars measure, on the vertical axis ("Utilisation (%)"). */
  valueLabel: string;
  /** How a value is written on the axis. */
  formatValue: (value: number) => string;
}

/** The theme's colour for the bars, else Lido's blue. */
function barColour(target: HTMLElement): string {
  const themed = getComputedStyle(target).getPropertyValue('--lido-primary').trim();
  return themed || '#0b5cad';
}

/**
 * Draws bars into `target` with uPlot (in this chunk only, so no other page loads it): one bar
 * per label, as wide as the element. Answers the chart, to destroy when the figures change.
 */
export function drawBarChart(target: HTMLElement, data: BarChartData): uPlot {
  const colour = barColour(target);
  const positions = data.labels.map((_, index) => index);
  const bars = uPlot.paths.bars?.({ size: [0.7, 64] });
  return new uPlot(
    {
      width: Math.max(target.clientWidth, 280),
      height: 240,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false, range: [-0.5, data.labels.length - 0.5] } },
      axes: [
        {
          splits: () => positions,
          values: (_chart, splits) => splits.map((split) => data.labels[split] ?? ''),
          gap: 4,
        },
        { label: data.valueLabel, values: (_chart, splits) => splits.map(data.formatValue) },
      ],
      series: [
        {},
        {
          label: data.valueLabel,
          fill: colour,
          stroke: colour,
          points: { show: false },
          ...(bars ? { paths: bars } : {}),
        },
      ],
    },
    [positions, [...data.values]],
    target,
  );
}
