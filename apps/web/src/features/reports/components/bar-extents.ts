/** Where a bar starts along its track and how long it is, as percentages of the track. */
export interface BarExtent {
  startPercent: number;
  sizePercent: number;
}

/**
 * Bars measured from zero on one scale for all of them: the longest fills the track, and
 * negative values (a day with more refunded than taken) run left of zero, where positive ones
 * start. All zero, every bar is empty.
 */
export function barExtents(values: readonly number[]): BarExtent[] {
  const low = values.reduce((least, value) => Math.min(least, value), 0);
  const high = values.reduce((most, value) => Math.max(most, value), 0);
  const span = high - low;
  if (span === 0) return values.map(() => ({ startPercent: 0, sizePercent: 0 }));
  const zero = low < 0 ? (-low / span) * 100 : 0;
  return values.map((value) => {
    const sizePercent = (Math.abs(value) / span) * 100;
    return { startPercent: value < 0 ? zero - sizePercent : zero, sizePercent };
  });
}
