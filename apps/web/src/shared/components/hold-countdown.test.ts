import { describe, expect, it } from 'vitest';
import { holdTimeLeft } from './hold-countdown';

describe('holdTimeLeft', () => {
  const now = Date.parse('2026-10-06T07:00:00Z');

  it('counts down minutes and seconds, rounding a part second up', () => {
    expect(holdTimeLeft(now + 15 * 60 * 1000, now)).toBe('15:00');
    expect(holdTimeLeft(now + 65_500, now)).toBe('1:06');
    expect(holdTimeLeft(now + 9_000, now)).toBe('0:09');
  });

  it('is null once the hold has run out', () => {
    expect(holdTimeLeft(now, now)).toBeNull();
    expect(holdTimeLeft(now - 1_000, now)).toBeNull();
  });
});
