import { describe, expect, it } from 'vitest';
import type { BenefitRule } from './benefit-rules';
import { describeBenefit } from './benefit-wording';

const rule = (overrides: Partial<BenefitRule>): BenefitRule => ({
  id: 1,
  name: 'Classes included',
  kind: 'free',
  percent: null,
  covers: ['yoga'],
  weekdays: null,
  startsFrom: null,
  startsBefore: null,
  usesPerPeriod: null,
  period: null,
  ...overrides,
});

describe('describeBenefit', () => {
  it.each([
    [{}, 'Classes included'],
    [
      {
        name: 'Free court hire off-peak',
        weekdays: [1, 2, 3, 4, 5],
        startsFrom: '09:00',
        startsBefore: '16:00',
        usesPerPeriod: 2,
        period: 'week' as const,
      },
      'Free court hire off-peak (2 a week, Monday to Friday, 09:00 to 16:00)',
    ],
    [{ weekdays: [6, 7] }, 'Classes included (Saturday and Sunday)'],
    [{ weekdays: [1, 3, 5] }, 'Classes included (Monday, Wednesday and Friday)'],
    [{ weekdays: [7] }, 'Classes included (Sunday)'],
    [{ weekdays: [1, 2, 3, 4, 5, 6, 7] }, 'Classes included'],
    [{ startsFrom: '18:00' }, 'Classes included (from 18:00)'],
    [{ startsBefore: '12:00' }, 'Classes included (before 12:00)'],
    [{ usesPerPeriod: 4, period: 'month' as const }, 'Classes included (4 a month)'],
  ])('words %j as "%s"', (overrides, expected) => {
    expect(describeBenefit(rule(overrides))).toBe(expected);
  });
});
