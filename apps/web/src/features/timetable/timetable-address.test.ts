import { describe, expect, it } from 'vitest';
import { paths } from '../../shared/lib/paths';
import {
  filtersFromQuery,
  parseTimetableSelection,
  timetableView,
  withFiltersInQuery,
} from './timetable-address';
import { classTimetableFilters, defaultTimetableFilters, endOfDay } from './timetable-filters';

describe('timetable addresses', () => {
  const base = paths.timetable.build('bethnal-green', 'badminton-60min', '2026-10-06', 'by-time');

  it("reads the live site's slot link, with and without a court", () => {
    const link = paths.timetableSlot.build(base, {
      startTime: '07:00',
      endTime: '08:00',
      compositeKey: '857b83f9',
    });
    expect(link).toBe(
      '/location/bethnal-green/badminton-60min/2026-10-06/by-time/slot/07:00-08:00/857b83f9',
    );
    expect(parseTimetableSelection('slot/07:00-08:00/857b83f9')).toEqual({
      kind: 'slot',
      startTime: '07:00',
      endTime: '08:00',
      compositeKey: '857b83f9',
      locationSlug: null,
    });
    expect(parseTimetableSelection('slot/07:00-08:00/857b83f9/court-2')).toMatchObject({
      locationSlug: 'court-2',
    });
  });

  it('reads a class link and ignores anything else', () => {
    expect(paths.timetableClass.build(base, 'abc')).toBe(`${base}/class/abc`);
    expect(parseTimetableSelection('class/abc')).toEqual({ kind: 'class', classId: 'abc' });
    expect(parseTimetableSelection('slot/7-8/zz')).toBeNull();
    expect(parseTimetableSelection(undefined)).toBeNull();
  });

  it('groups by time unless the address asks for by-location', () => {
    expect(timetableView('by-location')).toBe('by-location');
    expect(timetableView('by-time')).toBe('by-time');
    expect(timetableView(undefined)).toBe('by-time');
  });
});

describe('timetable filters in the query', () => {
  it('writes only what differs from the defaults, keeping other parameters', () => {
    const query = withFiltersInQuery(new URLSearchParams('embedded=true&tag=9'), {
      startTime: 7 * 60,
      endTime: endOfDay,
      actionsToShow: 'availableOnly',
      instructors: [301, 302],
      tags: [],
    });
    expect(query.toString()).toBe('embedded=true&from=07%3A00&show=available&instructor=301%2C302');
    // Courts show all by default; classes available only (SPEC.md section 4): only the other
    // choice is written, and either is read whatever the default.
    expect(withFiltersInQuery(new URLSearchParams(), defaultTimetableFilters).toString()).toBe('');
    const available = { ...defaultTimetableFilters, actionsToShow: 'availableOnly' as const };
    expect(withFiltersInQuery(new URLSearchParams(), available).toString()).toBe('show=available');
    expect(
      withFiltersInQuery(new URLSearchParams(), available, classTimetableFilters).toString(),
    ).toBe('');
    expect(filtersFromQuery(new URLSearchParams(''), classTimetableFilters).actionsToShow).toBe(
      'availableOnly',
    );
    expect(
      filtersFromQuery(new URLSearchParams('show=all'), classTimetableFilters).actionsToShow,
    ).toBe('showAll');
  });

  it('reads back what it wrote, to the end of the day', () => {
    const filters = {
      startTime: 12 * 60 + 30,
      endTime: endOfDay,
      actionsToShow: 'showAll' as const,
      instructors: [],
      tags: [401],
    };
    expect(filtersFromQuery(withFiltersInQuery(new URLSearchParams(), filters))).toEqual(filters);
    expect(filtersFromQuery(new URLSearchParams('to=24:00')).endTime).toBe(endOfDay);
  });

  it('falls back to the defaults for values a hand-edited link gets wrong', () => {
    expect(
      filtersFromQuery(new URLSearchParams('from=25:00&to=soon&show=maybe&instructor=a,-1,3,3')),
    ).toEqual({ ...defaultTimetableFilters, instructors: [3] });
    // A range given backwards is put the right way round.
    const backwards = filtersFromQuery(new URLSearchParams('from=18:00&to=09:00'));
    expect([backwards.startTime, backwards.endTime]).toEqual([540, 1080]);
  });
});
