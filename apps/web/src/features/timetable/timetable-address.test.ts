import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { parseTimetableSelection, timetableView } from './timetable-address';

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
