import { describe, expect, it } from 'vitest';
import {
  createLatencySampler,
  LATENCY_TARGET_MS,
  MAX_ADMIT_PER_MINUTE,
  MIN_ADMIT_PER_MINUTE,
  nextPace,
  placesFor,
} from './admission-pace';

describe('the pace a line is let in at', () => {
  it('falls when the booking path is slower than its target, and rises when it is well under', () => {
    expect(nextPace(1000, LATENCY_TARGET_MS + 1)).toBe(700);
    expect(nextPace(1000, LATENCY_TARGET_MS * 0.5)).toBe(1100);
    // Between 60% and 100% of the target it holds.
    expect(nextPace(1000, LATENCY_TARGET_MS * 0.8)).toBe(1000);
    // Too little measured to tell: it holds.
    expect(nextPace(1000, null)).toBe(1000);
  });

  it('stays within its bounds', () => {
    expect(nextPace(MIN_ADMIT_PER_MINUTE, 10_000)).toBe(MIN_ADMIT_PER_MINUTE);
    expect(nextPace(MAX_ADMIT_PER_MINUTE, 1)).toBe(MAX_ADMIT_PER_MINUTE);
  });

  it('lets at least one in while anyone waits, and the pace for the time passed', () => {
    expect(placesFor(600, 100)).toBe(1);
    expect(placesFor(600, 1000)).toBe(10);
    expect(placesFor(6000, 2500)).toBe(250);
  });
});

describe('the latency of admitted requests', () => {
  it('is the 95th percentile of the last ten seconds, once there are enough requests', () => {
    const sampler = createLatencySampler();
    for (let index = 0; index < 19; index += 1) sampler.record(10, 1000);
    expect(sampler.p95(1000)).toBe(null);
    sampler.record(10, 1000);
    expect(sampler.p95(1000)).toBe(10);
    // 100 requests: 95 fast, 5 slow; the 95th percentile is the first slow one.
    const mixed = createLatencySampler();
    for (let index = 0; index < 95; index += 1) mixed.record(20, 5000);
    for (let index = 0; index < 5; index += 1) mixed.record(900, 5000);
    expect(mixed.p95(5000)).toBe(900);
    // Ten seconds on, they are forgotten.
    expect(mixed.p95(15_001)).toBe(null);
  });
});
