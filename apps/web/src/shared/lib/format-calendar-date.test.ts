import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatCalendarDateWithDay } from './format-calendar-date';

describe('formatCalendarDate', () => {
  it('writes an API date out in full, British style', () => {
    expect(formatCalendarDate('2026-10-06')).toBe('6 October 2026');
  });

  it('uses the date part of an instant as written', () => {
    expect(formatCalendarDate('2026-03-29T23:30:00.000Z')).toBe('29 March 2026');
  });

  it('shows nothing for a missing date', () => {
    expect(formatCalendarDate(null)).toBe('');
  });
});

describe('formatCalendarDateWithDay', () => {
  it('puts the day of the week first, as the API says a date', () => {
    expect(formatCalendarDateWithDay('2026-11-30')).toBe('Mon 30 November 2026');
    expect(formatCalendarDateWithDay('2026-10-06')).toBe('Tue 6 October 2026');
  });

  it('uses the date part of an instant as written', () => {
    expect(formatCalendarDateWithDay('2026-03-29T23:30:00.000Z')).toBe('Sun 29 March 2026');
  });

  it('shows nothing for a missing date', () => {
    expect(formatCalendarDateWithDay(undefined)).toBe('');
  });
});
