import { describe, expect, it } from 'vitest';
import { holdTimeLeft, isEndingSoon } from './hold-countdown';

describe('holdTimeLeft', () => {
  const now = Date.parse('2026-10-06T07:00:00Z');

  it('reads as whole minutes while a minute or more is left, never more than is left', () => {
    expect(holdTimeLeft(now + 15 * 60_000, now)).toBe('15 min');
    expect(holdTimeLeft(now + 12 * 60_000 + 59_000, now)).toBe('12 min');
    expect(holdTimeLeft(now + 119_000, now)).toBe('1 min');
    expect(holdTimeLeft(now + 60_000, now)).toBe('1 min');
  });

  it('reads as seconds in the last minute, rounding a part second up', () => {
    expect(holdTimeLeft(now + 59_000, now)).toBe('59 sec');
    expect(holdTimeLeft(now + 8_500, now)).toBe('9 sec');
    expect(holdTimeLeft(now + 1, now)).toBe('1 sec');
  });

  it('is null once the hold has run out', () => {
    expect(holdTimeLeft(now, now)).toBeNull();
    expect(holdTimeLeft(now - 1_000, now)).toBeNull();
  });
});

describe('isEndingSoon', () => {
  const now = Date.parse('2026-10-06T07:00:00Z');

  it('is the last two minutes of a hold, not before and not after its end', () => {
    expect(isEndingSoon(now + 2 * 60_000 + 1, now)).toBe(false);
    expect(isEndingSoon(now + 2 * 60_000, now)).toBe(true);
    expect(isEndingSoon(now + 1_000, now)).toBe(true);
    expect(isEndingSoon(now, now)).toBe(false);
  });
});
