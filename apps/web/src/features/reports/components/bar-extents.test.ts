import { describe, expect, it } from 'vitest';
import { barExtents } from './bar-extents';

describe('bar extents', () => {
  it('runs each bar from zero, the longest filling the track', () => {
    expect(barExtents([50, 100, 25])).toEqual([
      { startPercent: 0, sizePercent: 50 },
      { startPercent: 0, sizePercent: 100 },
      { startPercent: 0, sizePercent: 25 },
    ]);
  });

  it('puts negative values left of zero on the same scale', () => {
    expect(barExtents([30, -10])).toEqual([
      { startPercent: 25, sizePercent: 75 },
      { startPercent: 0, sizePercent: 25 },
    ]);
  });

  it('leaves every bar empty when every value is zero', () => {
    expect(barExtents([0, 0])).toEqual([
      { startPercent: 0, sizePercent: 0 },
      { startPercent: 0, sizePercent: 0 },
    ]);
  });
});
