import { describe, expect, it } from 'vitest';
import { calendarDateIn, daysBetween } from './calendar-date';

describe('calendarDateIn', () => {
  it("gives London's date, which runs an hour ahead of UTC in summer", () => {
    expect(calendarDateIn(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(calendarDateIn(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-01');
  });
});

describe('daysBetween', () => {
  it('counts whole calendar days, negative backwards, across the clock change', () => {
    expect(daysBetween('2026-10-20', '2026-11-01')).toBe(12);
    expect(daysBetween('2026-10-20', '2026-10-19')).toBe(-1);
  });
});
