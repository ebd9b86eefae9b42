import { describe, expect, it } from 'vitest';
import {
  type BenefitRule,
  coversSession,
  periodEndOf,
  periodStartOf,
  toCover,
  usesLeft,
} from './benefit-rules';

const offPeakCourts: BenefitRule = {
  id: 5102,
  name: 'Free court hire off-peak',
  kind: 'free',
  percent: null,
  covers: ['badminton-60min', 'squash-40min'],
  weekdays: [1, 2, 3, 4, 5],
  startsFrom: '09:00',
  startsBefore: '16:00',
  usesPerPeriod: 2,
  period: 'week',
};

describe('coversSession', () => {
  // 2026-11-23 is a Monday, 2026-11-28 a Saturday.
  it.each([
    ['a weekday court at the start of the window', 'badminton-60min', '2026-11-23', '09:00', true],
    ['a weekday court in the window', 'squash-40min', '2026-11-27', '15:20', true],
    ['a court starting as the window closes', 'badminton-60min', '2026-11-23', '16:00', false],
    ['a court before the window', 'badminton-60min', '2026-11-23', '08:59', false],
    ['a Saturday court', 'badminton-60min', '2026-11-28', '10:00', false],
    ['another activity', 'yoga', '2026-11-23', '10:00', false],
  ])('%s: %s on %s at %s → %s', (_, categorySlug, date, startTime, covered) => {
    expect(coversSession(offPeakCourts, { categorySlug, date, startTime })).toBe(covered);
  });

  it('covers every day and time when the rule names none', () => {
    const anyTime = { ...offPeakCourts, weekdays: null, startsFrom: null, startsBefore: null };
    expect(
      coversSession(anyTime, {
        categorySlug: 'squash-40min',
        date: '2026-11-29',
        startTime: '21:00',
      }),
    ).toBe(true);
  });
});

describe('periodStartOf', () => {
  it.each([
    ['week', '2026-11-23', '2026-11-23'],
    ['week', '2026-11-29', '2026-11-23'],
    ['week', '2026-12-02', '2026-11-30'],
    ['week', '2027-01-01', '2026-12-28'],
    ['month', '2026-11-30', '2026-11-01'],
    ['month', '2026-12-01', '2026-12-01'],
    [null, '2026-11-25', '2026-11-25'],
  ] as const)('a %s period holding %s starts on %s', (period, date, start) => {
    expect(periodStartOf(period, date)).toBe(start);
  });
});

describe('periodEndOf', () => {
  it.each([
    ['week', '2026-11-23', '2026-11-30'],
    ['week', '2026-12-28', '2027-01-04'],
    ['month', '2026-11-01', '2026-12-01'],
    ['month', '2026-12-01', '2027-01-01'],
    [null, '2026-11-25', '2026-11-26'],
  ] as const)('a %s period from %s ends before %s', (period, start, end) => {
    expect(periodEndOf(period, start)).toBe(end);
  });
});

describe('usesLeft and toCover', () => {
  it('counts down to nothing, and an unlimited benefit has no count', () => {
    expect(usesLeft(offPeakCourts, 0)).toBe(2);
    expect(usesLeft(offPeakCourts, 2)).toBe(0);
    expect(usesLeft(offPeakCourts, 3)).toBe(0);
    expect(usesLeft({ usesPerPeriod: null }, 40)).toBeNull();
  });

  it('hands the pricing module a free or a percentage cover', () => {
    expect(toCover(offPeakCourts)).toEqual({ id: 5102, kind: 'free' });
    expect(toCover({ id: 5103, kind: 'percent_off', percent: 20 })).toEqual({
      id: 5103,
      kind: 'percent_off',
      percent: 20,
    });
  });
});
