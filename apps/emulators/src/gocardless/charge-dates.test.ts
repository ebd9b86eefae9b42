import { describe, expect, it } from 'vitest';
import { chargeDates, chargeDatesThrough, nextPossibleChargeDate } from './charge-dates';

describe("the GoCardless emulator's charge dates", () => {
  it('charges on the first charge day on or after the start date, then monthly', () => {
    expect(chargeDates({ start_date: '2026-11-05', day_of_month: 10, interval: 1 }, 3)).toEqual([
      '2026-11-10',
      '2026-12-10',
      '2027-01-10',
    ]);
    expect(chargeDates({ start_date: '2026-11-11', day_of_month: 10, interval: 2 }, 2)).toEqual([
      '2026-12-10',
      '2027-02-10',
    ]);
  });

  it('takes -1 as the last day of each month, and a start after the 28th as -1', () => {
    const last = ['2027-01-31', '2027-02-28', '2027-03-31'];
    expect(chargeDates({ start_date: '2027-01-05', day_of_month: -1, interval: 1 }, 3)).toEqual(
      last,
    );
    expect(chargeDates({ start_date: '2027-01-31', day_of_month: null, interval: 1 }, 3)).toEqual(
      last,
    );
    expect(chargeDates({ start_date: '2027-01-15', day_of_month: null, interval: 1 }, 2)).toEqual([
      '2027-01-15',
      '2027-02-15',
    ]);
  });

  it('lists every charge date up to a day, however long ago the start', () => {
    const dates = chargeDatesThrough(
      { start_date: '2026-01-01', day_of_month: 1, interval: 1 },
      '2027-06-30',
    );
    expect(dates).toHaveLength(18);
    expect(dates.at(-1)).toBe('2027-06-01');
  });

  it('allows charging three days ahead before a mandate is active, two once it is, never after it ends', () => {
    expect(nextPossibleChargeDate('pending_submission', '2026-12-30')).toBe('2027-01-02');
    expect(nextPossibleChargeDate('active', '2026-12-30')).toBe('2027-01-01');
    expect(nextPossibleChargeDate('cancelled', '2026-12-30')).toBeNull();
  });
});
