import { describe, expect, it } from 'vitest';
import type { FilterableItem, TimetableFilters } from './timetable-filters';
import {
  applyTimetableFilters,
  classTimetableFilters,
  defaultTimetableFilters,
  isFiltering,
  isWithinTimeRange,
} from './timetable-filters';
import type { ActionStatus } from '../../shared/lib/timetable-item';

function item(
  start: string,
  end: string,
  overrides: {
    status?: ActionStatus;
    instructors?: number[];
    tags?: number[];
  } = {},
): FilterableItem & { label: string } {
  return {
    label: `${start}-${end}`,
    startsAt: { format24Hour: start },
    endsAt: { format24Hour: end },
    actionToShow: { status: overrides.status === undefined ? 'BOOK' : overrides.status },
    instructors: (overrides.instructors ?? []).map((id) => ({ id })),
    tags: (overrides.tags ?? []).map((id) => ({ id })),
  };
}

const filters = (overrides: Partial<TimetableFilters>): TimetableFilters => ({
  ...defaultTimetableFilters,
  ...overrides,
});
const labels = (items: { label: string }[]) => items.map((entry) => entry.label);

describe('time range', () => {
  const range = filters({ startTime: 9 * 60, endTime: 12 * 60 });

  it('keeps an item that lies fully inside, its ends included', () => {
    expect(isWithinTimeRange(item('09:00', '12:00'), range)).toBe(true);
    expect(isWithinTimeRange(item('10:00', '11:00'), range)).toBe(true);
  });

  it('drops an item that starts before or ends after the range', () => {
    expect(isWithinTimeRange(item('08:30', '09:30'), range)).toBe(false);
    expect(isWithinTimeRange(item('11:30', '12:30'), range)).toBe(false);
  });

  it('treats an end at midnight as the end of the day', () => {
    expect(isWithinTimeRange(item('23:00', '00:00'), defaultTimetableFilters)).toBe(true);
    expect(isWithinTimeRange(item('23:00', '00:00'), filters({ endTime: 23 * 60 }))).toBe(false);
  });
});

describe('show all or available only', () => {
  const items = [
    item('07:00', '08:00', { status: 'BOOK' }),
    item('08:00', '09:00', { status: 'FULL' }),
    item('09:00', '10:00', { status: null }),
    item('10:00', '11:00', { status: 'JOIN_WAITLIST' }),
    item('11:00', '12:00', { status: 'LEAVE_WAITLIST' }),
    item('12:00', '13:00', { status: 'CANCEL_BOOKING' }),
    item('13:00', '14:00', { status: 'CANCEL_RESERVATION' }),
  ];

  it('shows every item when show all is chosen, as courts and drop-ins do by default', () => {
    expect(defaultTimetableFilters.actionsToShow).toBe('showAll');
    expect(applyTimetableFilters(items, defaultTimetableFilters)).toHaveLength(7);
  });

  it('keeps only items with an allowed action, as classes do by default', () => {
    expect(classTimetableFilters.actionsToShow).toBe('availableOnly');
    expect(labels(applyTimetableFilters(items, classTimetableFilters))).toEqual([
      '07:00-08:00',
      '10:00-11:00',
      '11:00-12:00',
      '12:00-13:00',
      '13:00-14:00',
    ]);
  });
});

describe('instructors and tags', () => {
  const items = [
    item('07:00', '08:00', { instructors: [301], tags: [401] }),
    item('08:00', '09:00', { instructors: [302], tags: [402, 403] }),
    item('09:00', '10:00', { instructors: [301, 303] }),
    item('10:00', '11:00'),
  ];

  it('keeps an item with any of the selected instructors', () => {
    expect(labels(applyTimetableFilters(items, filters({ instructors: [301, 302] })))).toEqual([
      '07:00-08:00',
      '08:00-09:00',
      '09:00-10:00',
    ]);
    expect(labels(applyTimetableFilters(items, filters({ instructors: [303] })))).toEqual([
      '09:00-10:00',
    ]);
  });

  it('keeps an item with any of the selected tags', () => {
    expect(labels(applyTimetableFilters(items, filters({ tags: [403, 401] })))).toEqual([
      '07:00-08:00',
      '08:00-09:00',
    ]);
  });

  it('combines every filter: an item must pass them all', () => {
    const combined = filters({ instructors: [301], tags: [401], startTime: 8 * 60 });
    expect(applyTimetableFilters(items, combined)).toEqual([]);
    expect(isFiltering(combined)).toBe(true);
    expect(isFiltering(defaultTimetableFilters)).toBe(false);
  });
});
