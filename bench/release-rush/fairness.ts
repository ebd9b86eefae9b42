// How fair a waiting room's line was, from each visitor's arrival and their place in line.
// Two questions (issue 41): did those who came after the opening get in in the order they came
// (Kendall's τ near 1), and were those who came before it drawn in an order unrelated to their
// arrival (a χ² test of independence finds no link)?

/** Kendall's τ-a between two rankings of the same items (no ties): 1 same order, −1 reversed. */
export function kendallTau(first: readonly number[], second: readonly number[]): number {
  const count = first.length;
  if (count < 2) return 1;
  let concordant = 0;
  let discordant = 0;
  for (let i = 0; i < count; i++) {
    const a = first[i] ?? 0;
    const b = second[i] ?? 0;
    for (let j = i + 1; j < count; j++) {
      const sign = Math.sign((first[j] ?? 0) - a) * Math.sign((second[j] ?? 0) - b);
      if (sign > 0) concordant++;
      else if (sign < 0) discordant++;
    }
  }
  return (concordant - discordant) / ((count * (count - 1)) / 2);
}

/** The standard normal distribution's upper tail, P(Z > z) (Abramowitz and Stegun 26.2.17). */
function normalUpperTail(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
  const tail =
    density *
    t *
    (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z >= 0 ? tail : 1 - tail;
}

/** P(χ² ≥ statistic) with `df` degrees of freedom, by the Wilson–Hilferty approximation. */
export function chiSquareUpperTail(statistic: number, df: number): number {
  const ratio = Math.cbrt(statistic / df);
  const mean = 1 - 2 / (9 * df);
  return normalUpperTail((ratio - mean) / Math.sqrt(2 / (9 * df)));
}

export interface DrawTest {
  /** Visitors in the draw. */
  count: number;
  groups: number;
  statistic: number;
  df: number;
  /** How likely a statistic this large is if the draw ignored arrival order: small means unfair. */
  pValue: number;
}

/**
 * χ² test of independence between arrival order and drawn place: visitors are split into `groups`
 * equal bands by arrival and by place, and the table of band pairs is compared with what
 * independence predicts (each cell: its row's total × its column's total ÷ everyone).
 */
export function drawIndependence(
  arrivalRanks: readonly number[],
  drawnRanks: readonly number[],
  groups = 10,
): DrawTest {
  const count = arrivalRanks.length;
  const bandOf = (rank: number) => Math.min(groups - 1, Math.floor((rank * groups) / count));
  const table = Array.from({ length: groups }, () => new Array<number>(groups).fill(0));
  for (let index = 0; index < count; index++) {
    const row = table[bandOf(arrivalRanks[index] ?? 0)];
    if (row) row[bandOf(drawnRanks[index] ?? 0)] = (row[bandOf(drawnRanks[index] ?? 0)] ?? 0) + 1;
  }
  const rowTotals = table.map((row) => row.reduce((sum, cell) => sum + cell, 0));
  const columnTotals =
    table[0]?.map((_, column) => table.reduce((sum, row) => sum + (row[column] ?? 0), 0)) ?? [];
  let statistic = 0;
  table.forEach((row, r) =>
    row.forEach((observed, c) => {
      const expected = ((rowTotals[r] ?? 0) * (columnTotals[c] ?? 0)) / count;
      if (expected > 0) statistic += (observed - expected) ** 2 / expected;
    }),
  );
  const df = (groups - 1) ** 2;
  return { count, groups, statistic, df, pValue: chiSquareUpperTail(statistic, df) };
}

/** Ranks 0…n−1 of `values` (ascending), e.g. arrival times or places in line into orders. */
export function ranksOf(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length);
  order.forEach((entry, rank) => {
    ranks[entry.index] = rank;
  });
  return ranks;
}
