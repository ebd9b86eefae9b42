import { describe, expect, it } from 'vitest';
import { londonToday } from './london-today';

describe('londonToday', () => {
  it("is London's date, which is already tomorrow's at midnight in summer time", () => {
    expect(londonToday(new Date('2026-07-01T22:59:00Z'))).toBe('2026-07-01');
    expect(londonToday(new Date('2026-07-01T23:00:00Z'))).toBe('2026-07-02');
    expect(londonToday(new Date('2026-12-31T23:59:00Z'))).toBe('2026-12-31');
  });
});
