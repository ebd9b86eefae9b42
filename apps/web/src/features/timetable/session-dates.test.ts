import { describe, expect, it } from 'vitest';
import { dayAndDateLabel, nextSessionDate, sessionCountsOf } from './session-dates';

const counts = sessionCountsOf([
  { date: '2026-12-01', sessions: 2 },
  { date: '2026-12-02', sessions: 0 },
  { date: '2026-12-03', sessions: 0 },
  { date: '2026-12-04', sessions: 1 },
  { date: '2026-12-05', sessions: 0 },
]);

describe('the next day with a session', () => {
  it('is the first later date with one, skipping empty days', () => {
    expect(nextSessionDate(counts, '2026-12-02')).toBe('2026-12-04');
    expect(nextSessionDate(counts, '2026-12-01')).toBe('2026-12-04');
  });

  it('is never the day itself or an earlier one, and none after the last day with one', () => {
    expect(nextSessionDate(counts, '2026-12-04')).toBeNull();
    expect(nextSessionDate(counts, '2026-12-05')).toBeNull();
  });
});

describe('a date as the next-session offer says it', () => {
  it('names the weekday and the month in full, as the date is written', () => {
    expect(dayAndDateLabel('2026-12-03')).toBe('Thursday 3 December');
    expect(dayAndDateLabel('2026-10-25')).toBe('Sunday 25 October');
    expect(dayAndDateLabel('2027-01-01')).toBe('Friday 1 January');
  });
});
