import { describe, expect, it } from 'vitest';
import { formatShortDate } from './format-short-date';

// Independent references: the browser's weekday and day of the month, and its US short month
// names, which are the API's ("Sep"; en-GB's own is "Sept").
const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
const month = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

describe('formatShortDate', () => {
  it('names the weekday, day and month of every day of a leap year', () => {
    for (let offset = 0; offset < 366; offset++) {
      const date = new Date(Date.UTC(2028, 0, 1 + offset));
      const slug = date.toISOString().slice(0, 10);
      expect(formatShortDate(slug)).toBe(
        `${weekday.format(date)} ${date.getUTCDate()} ${month.format(date)}`,
      );
    }
  });

  it("writes dates as the timetable's date list does", () => {
    expect(formatShortDate('2026-01-21')).toBe('Wed 21 Jan');
    expect(formatShortDate('2026-09-01')).toBe('Tue 1 Sep');
  });

  it.each(['2026-02-30', '2026-13-01', 'tomorrow', '2026-1-5', ''])(
    'leaves %j as it was',
    (slug) => {
      expect(formatShortDate(slug)).toBe(slug);
    },
  );
});
