import { describe, expect, it } from 'vitest';
import { nextBillingDate } from '../memberships';
import { firstPayment, proRataPence } from './first-payment';

describe('the first Direct Debit collection', () => {
  it.each([
    ['2026-11-29', 1, '2026-12-01'],
    ['2026-12-01', 1, '2026-12-01'],
    ['2026-12-02', 1, '2027-01-01'],
    ['2026-12-30', 1, '2027-01-01'],
    ['2027-01-20', 28, '2027-01-28'],
    ['2027-01-29', 28, '2027-02-28'],
    ['2027-01-31', 31, '2027-01-31'],
    ['2027-02-01', 31, '2027-02-28'],
    ['2028-02-01', 31, '2028-02-29'],
  ])('from %s on day %i is %s', (possible, day, expected) => {
    expect(nextBillingDate(possible, day)).toBe(expected);
  });
});

describe('the days to the first collection, at the monthly fee', () => {
  it.each([
    // 5 of November's 30 days of £42.00
    [4200, '2026-11-26', '2026-12-01', 700],
    [4200, '2026-12-01', '2026-12-01', 0],
    // All of December and 2 of November's days
    [4200, '2026-11-29', '2027-01-01', 4480],
    // 3 of January's 31 days of £31.00, across a year end
    [3100, '2026-12-31', '2027-01-03', 300],
    // 28 February in a leap year, then a day of March
    [2900, '2028-02-28', '2028-03-02', 2 * 100 + 94],
    [2800, '2027-02-28', '2027-03-01', 100],
  ])('%i a month from %s to %s is %i', (monthly, from, until, expected) => {
    expect(proRataPence(monthly, from, until)).toBe(expected);
  });
});

describe('the first payment', () => {
  it('is the joining fee and the days to the first collection on the 1st', () => {
    expect(
      firstPayment({
        joiningFeePence: 1500,
        monthlyPence: 4200,
        startsOn: '2026-11-26',
        nextPossibleChargeDate: '2026-11-29',
      }),
    ).toEqual({
      joiningFeePence: 1500,
      proRataPence: 700,
      totalPence: 2200,
      coversTo: '2026-11-30',
      firstCollectionDate: '2026-12-01',
    });
  });
});
