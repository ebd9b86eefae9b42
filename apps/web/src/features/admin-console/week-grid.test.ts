import { describe, expect, it } from 'vitest';
import {
  blockPlacement,
  dropStartTime,
  hourRangeOf,
  hoursOf,
  lanesOf,
  mondayOf,
  weekDates,
} from './week-grid';

const session = (startTime: string, endTime: string, name = `${startTime}`) => ({
  name,
  startTime,
  endTime,
});

describe('the week calendar’s hours', () => {
  it('are 06:00 to 22:00, grown to whole hours around earlier starts and later ends', () => {
    expect(hourRangeOf([])).toEqual({ firstHour: 6, lastHour: 22 });
    expect(hourRangeOf([session('09:00', '10:00')])).toEqual({ firstHour: 6, lastHour: 22 });
    expect(hourRangeOf([session('05:30', '06:15'), session('21:30', '22:15')])).toEqual({
      firstHour: 5,
      lastHour: 23,
    });
    // A session running past midnight keeps the calendar to the end of the day.
    expect(hourRangeOf([session('23:00', '00:30')])).toEqual({ firstHour: 6, lastHour: 24 });
    expect(hoursOf({ firstHour: 6, lastHour: 9 })).toEqual([6, 7, 8]);
  });

  it('place a block by its start and length', () => {
    const range = { firstHour: 6, lastHour: 22 };
    expect(blockPlacement(session('06:00', '07:00'), range)).toEqual({
      topPercent: 0,
      heightPercent: 6.25,
    });
    expect(blockPlacement(session('14:00', '15:30'), range)).toEqual({
      topPercent: 50,
      heightPercent: 9.375,
    });
  });
});

describe('sessions at the same time', () => {
  it('share the column side by side, and a lane is reused once its session has ended', () => {
    const placed = lanesOf([
      session('09:00', '10:00', 'Yoga'),
      session('09:30', '10:30', 'Spin'),
      session('10:00', '11:00', 'Pilates'),
      session('12:00', '13:00', 'Swim'),
    ]);
    const byName = Object.fromEntries(
      placed.map(({ session: s, lane, lanes }) => [s.name, { lane, lanes }]),
    );
    expect(byName).toEqual({
      Yoga: { lane: 0, lanes: 2 },
      Spin: { lane: 1, lanes: 2 },
      Pilates: { lane: 0, lanes: 2 },
      Swim: { lane: 0, lanes: 1 },
    });
  });
});

describe('where a dropped block lands', () => {
  // 06:00 to 22:00 in a column 640 px high from y = 100: 40 px an hour, 10 px a quarter hour.
  const column = { columnTop: 100, columnHeight: 640, range: { firstHour: 6, lastHour: 22 } };

  it('is the quarter hour nearest its top edge: the pointer less where the block was held', () => {
    expect(dropStartTime({ ...column, pointerY: 100, grabOffset: 0 })).toBe('06:00');
    // 3 h 30 min down the column.
    expect(dropStartTime({ ...column, pointerY: 240, grabOffset: 0 })).toBe('09:30');
    // Held 20 px below its top: the top edge is at 09:00.
    expect(dropStartTime({ ...column, pointerY: 240, grabOffset: 20 })).toBe('09:00');
    // 4 px past 09:30 rounds back to it, 6 px on to 09:45.
    expect(dropStartTime({ ...column, pointerY: 244, grabOffset: 0 })).toBe('09:30');
    expect(dropStartTime({ ...column, pointerY: 246, grabOffset: 0 })).toBe('09:45');
  });

  it('stays within the hours shown', () => {
    expect(dropStartTime({ ...column, pointerY: 90, grabOffset: 30 })).toBe('06:00');
    expect(dropStartTime({ ...column, pointerY: 760, grabOffset: 0 })).toBe('21:45');
  });
});

describe('the week’s dates', () => {
  it('start on the Monday of any day in it, and run seven days across a month end', () => {
    expect(mondayOf('2026-10-19')).toBe('2026-10-19');
    expect(mondayOf('2026-10-25')).toBe('2026-10-19');
    expect(mondayOf('2026-10-22')).toBe('2026-10-19');
    expect(weekDates('2026-10-26')).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
  });
});
