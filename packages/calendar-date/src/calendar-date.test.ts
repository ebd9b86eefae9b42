import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  addCalendarMonths,
  ageOn,
  calendarDateIn,
  clockTimeIn,
  daysBetween,
  isoWeekday,
} from '.';

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

describe('clockTimeIn', () => {
  it("gives London's wall-clock time on either side of the clock change", () => {
    expect(clockTimeIn(new Date('2026-10-24T09:00:00Z'))).toBe('10:00');
    expect(clockTimeIn(new Date('2026-10-26T09:00:00Z'))).toBe('09:00');
    expect(clockTimeIn(new Date('2026-10-26T23:05:00Z'))).toBe('23:05');
    expect(clockTimeIn(new Date('2026-07-01T23:05:00Z'))).toBe('00:05');
  });
});

describe('isoWeekday and addCalendarDays', () => {
  it('numbers Monday 1 and Sunday 7, and moves across months', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(addCalendarDays('2026-11-29', 3)).toBe('2026-12-02');
    expect(addCalendarDays('2026-03-02', -2)).toBe('2026-02-28');
  });
});

describe('addCalendarMonths', () => {
  it.each([
    ['2026-03-10', 1, '2026-04-10'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-05-31', 0, '2026-05-31'],
  ])('%s + %i months is %s', (date, months, expected) => {
    expect(addCalendarMonths(date, months)).toBe(expected);
  });
});

describe('ageOn', () => {
  it.each([
    ['2014-09-03', '2026-09-02', 11],
    ['2014-09-03', '2026-09-03', 12],
    ['2014-09-03', '2026-12-31', 12],
    ['2014-09-03', '2027-01-01', 12],
    ['2012-02-29', '2026-02-28', 13],
    ['2012-02-29', '2026-03-01', 14],
    ['2012-02-29', '2028-02-29', 16],
  ])('born %s is, on %s, %i', (dateOfBirth, date, age) => {
    expect(ageOn(dateOfBirth, date)).toBe(age);
  });
});
