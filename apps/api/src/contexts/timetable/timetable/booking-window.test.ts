import { describe, expect, it } from 'vitest';
import {
  BOOKING_CLOSED_REASON,
  FULL_REASON,
  NOT_RELEASED_REASON,
  actionToShow,
  firstBookableAt,
  isViewableDate,
  lastBookableAt,
  viewableDates,
  type BookingRules,
} from './booking-window';
import {
  dateObject,
  differenceStableUntil,
  humanDifference,
  instantObject,
  timeOfDay,
  zonedInstant,
} from './venue-clock';

const rules: BookingRules = {
  viewDaysAnonymous: 5,
  viewDaysSignedIn: 6,
  releaseDaysBefore: 6,
  releaseTime: '22:00',
  lastBookableMinutesAfterStart: 10,
};
const LONDON = 'Europe/London';

describe('the viewing window', () => {
  it('runs from today in London to five days ahead anonymously and six signed in', () => {
    const now = new Date('2026-10-20T09:00:00Z');
    expect(viewableDates(rules, now, LONDON, false)).toEqual([
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ]);
    expect(viewableDates(rules, now, LONDON, true).at(-1)).toBe('2026-10-26');
    expect(isViewableDate('2026-10-26', rules, now, LONDON, false)).toBe(false);
    expect(isViewableDate('2026-10-26', rules, now, LONDON, true)).toBe(true);
    expect(isViewableDate('2026-10-19', rules, now, LONDON, true)).toBe(false);
  });

  it('starts a new day at midnight in London, an hour before UTC midnight in summer', () => {
    expect(viewableDates(rules, new Date('2026-07-01T22:59:59Z'), LONDON, false)[0]).toBe(
      '2026-07-01',
    );
    expect(viewableDates(rules, new Date('2026-07-01T23:00:00Z'), LONDON, false)[0]).toBe(
      '2026-07-02',
    );
    expect(viewableDates(rules, new Date('2026-12-01T23:30:00Z'), LONDON, false)[0]).toBe(
      '2026-12-01',
    );
  });

  it('follows a configured number of view days', () => {
    const now = new Date('2026-10-20T09:00:00Z');
    expect(viewableDates({ ...rules, viewDaysAnonymous: 0 }, now, LONDON, false)).toEqual([
      '2026-10-20',
    ]);
  });
});

describe('the release instant', () => {
  it('is 22:00 London time six days before: 21:00 UTC in BST, 22:00 UTC in GMT', () => {
    expect(firstBookableAt('2026-10-26', rules, LONDON).toISOString()).toBe(
      '2026-10-20T21:00:00.000Z',
    );
    expect(firstBookableAt('2026-11-02', rules, LONDON).toISOString()).toBe(
      '2026-10-27T22:00:00.000Z',
    );
    // Spring: released on Sunday 29 March 2026, the day the clocks go forward, at 22:00 BST.
    expect(firstBookableAt('2026-04-04', rules, LONDON).toISOString()).toBe(
      '2026-03-29T21:00:00.000Z',
    );
    expect(firstBookableAt('2026-04-03', rules, LONDON).toISOString()).toBe(
      '2026-03-28T22:00:00.000Z',
    );
  });

  it('travels as the live instant object with both offsets', () => {
    expect(instantObject(new Date('2026-10-20T21:00:00Z'), LONDON)).toEqual({
      utc: '2026-10-20T21:00:00+00:00',
      local: '2026-10-20T22:00:00+01:00',
      timezone: LONDON,
      format_12_hour: '10:00pm',
      format_24_hour: '22:00',
    });
    expect(instantObject(new Date('2026-10-27T22:00:00Z'), LONDON).local).toBe(
      '2026-10-27T22:00:00+00:00',
    );
  });
});

describe('venue wall-clock times', () => {
  it('resolves local times on both sides of the autumn change', () => {
    expect(zonedInstant('2026-10-24', '07:00', LONDON).toISOString()).toBe(
      '2026-10-24T06:00:00.000Z',
    );
    expect(zonedInstant('2026-10-26', '07:00', LONDON).toISOString()).toBe(
      '2026-10-26T07:00:00.000Z',
    );
    // 01:30 happens twice on 25 October: the first (BST) pass.
    expect(zonedInstant('2026-10-25', '01:30', LONDON).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    // 01:30 never happens on 29 March: the instant after the gap (02:30 BST).
    expect(zonedInstant('2026-03-29', '01:30', LONDON).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('formats 12-hour times without a leading zero and noon and midnight correctly', () => {
    expect(timeOfDay(new Date('2026-10-20T06:00:00Z'), LONDON)).toEqual({
      format_12_hour: '7:00am',
      format_24_hour: '07:00',
    });
    expect(timeOfDay(new Date('2026-12-20T12:05:00Z'), LONDON).format_12_hour).toBe('12:05pm');
    expect(timeOfDay(new Date('2026-12-20T00:00:00Z'), LONDON).format_12_hour).toBe('12:00am');
  });

  it('builds the live date object, zero-padding the day only in the long forms', () => {
    const now = new Date('2100-01-01T00:00:00Z');
    expect(dateObject('2100-01-01', 'UTC', now, new Date('2100-01-01T08:00:00Z'))).toEqual({
      raw: '2100-01-01',
      raw_pretty: '01/01/2100',
      day_pretty: 'Fri',
      date_pretty: '1 Jan',
      full_date_pretty: 'Fri 01 January 2100',
      full_date: '01 January 2100',
      difference: '8 hours from now',
      tz: 'UTC',
    });
  });

  it('words differences as the live system does', () => {
    const now = new Date('2026-01-16T12:00:00Z');
    expect(humanDifference(now, new Date('2026-01-21T18:00:00Z'))).toBe('5 days from now');
    expect(humanDifference(now, new Date('2026-01-16T11:00:00Z'))).toBe('1 hour ago');
    expect(humanDifference(now, new Date('2026-01-30T12:00:00Z'))).toBe('2 weeks from now');
  });
});

describe('how long a difference text holds', () => {
  const target = new Date('2026-10-22T09:00:00Z');
  const at = (ms: number) => new Date(target.getTime() + ms);

  it('holds "1 hour from now" until 59 minutes 59.5 seconds before the target', () => {
    const now = at(-3_600_000);
    expect(humanDifference(now, target)).toBe('1 hour from now');
    const until = differenceStableUntil(now, target);
    expect(until).toEqual(at(-3_599_500));
    expect(humanDifference(until, target)).toBe('1 hour from now');
    expect(humanDifference(at(-3_599_499), target)).toBe('59 minutes from now');
  });

  it('is the last instant with the same text, for any distance either side of the target', () => {
    const distances = [
      0,
      1,
      499,
      500,
      501,
      1_499,
      1_500,
      2_000,
      59_499,
      59_500,
      60_000,
      61_000,
      3_599_999,
      3_600_000,
      7_199_500,
      86_399_000,
      86_400_000,
      6 * 86_400_000,
      7 * 86_400_000,
      29 * 86_400_000,
      30 * 86_400_000,
      364 * 86_400_000,
      365 * 86_400_000,
      800 * 86_400_000,
    ];
    for (const distance of distances.flatMap((d) => [d, -d, d + 123, -d - 123])) {
      const now = at(-distance);
      const text = humanDifference(now, target);
      const until = differenceStableUntil(now, target);
      expect(until.getTime()).toBeGreaterThanOrEqual(now.getTime());
      // The same text all the way (sampled, including both ends), another one a millisecond later.
      for (let step = 0; step <= 16; step++) {
        const instant = new Date(now.getTime() + ((until.getTime() - now.getTime()) * step) / 16);
        expect(humanDifference(new Date(Math.floor(instant.getTime())), target)).toBe(text);
      }
      expect(humanDifference(new Date(until.getTime() + 1), target)).not.toBe(text);
    }
  });
});

describe('the action to show', () => {
  const startsAt = new Date('2026-10-22T09:00:00Z');
  const base = {
    firstBookable: new Date('2026-10-16T21:00:00Z'),
    lastBookable: lastBookableAt(startsAt, rules),
  };

  it('is null with a reason before release', () => {
    expect(actionToShow({ ...base, now: new Date('2026-10-16T20:59:59Z'), spaces: 3 })).toEqual({
      status: null,
      reason: NOT_RELEASED_REASON,
    });
  });

  it('is BOOK from release while places are left, FULL when none are', () => {
    const now = new Date('2026-10-16T21:00:00Z');
    expect(actionToShow({ ...base, now, spaces: 1 })).toEqual({ status: 'BOOK', reason: null });
    expect(actionToShow({ ...base, now, spaces: 0 })).toEqual({
      status: 'FULL',
      reason: FULL_REASON,
    });
  });

  it('closes ten minutes after the start', () => {
    expect(base.lastBookable.toISOString()).toBe('2026-10-22T09:10:00.000Z');
    expect(actionToShow({ ...base, now: new Date('2026-10-22T09:10:00Z'), spaces: 1 }).status).toBe(
      'BOOK',
    );
    expect(actionToShow({ ...base, now: new Date('2026-10-22T09:10:01Z'), spaces: 1 })).toEqual({
      status: null,
      reason: BOOKING_CLOSED_REASON,
    });
  });

  it('offers the waitlist when a full session has one', () => {
    const now = new Date('2026-10-16T21:00:00Z');
    expect(actionToShow({ ...base, now, spaces: 0, hasWaitlist: true })).toEqual({
      status: 'JOIN_WAITLIST',
      reason: FULL_REASON,
    });
    expect(actionToShow({ ...base, now, spaces: 2, hasWaitlist: true }).status).toBe('BOOK');
  });

  it("puts the caller's own booking, basket and waitlist entry first", () => {
    const now = new Date('2026-10-16T21:00:00Z');
    const none = { bookingId: null, inBasket: false, waitlist: null };
    const action = (
      mine:
        | typeof none
        | {
            bookingId: number | null;
            inBasket: boolean;
            waitlist: { id: number; position: number } | null;
          },
      spaces = 0,
    ) => actionToShow({ ...base, now, spaces, hasWaitlist: true, mine }).status;
    expect(action({ ...none, bookingId: 7 })).toBe('CANCEL_BOOKING');
    expect(action({ ...none, inBasket: true })).toBe('CANCEL_RESERVATION');
    expect(action({ ...none, waitlist: { id: 3, position: 2 } })).toBe('LEAVE_WAITLIST');
    expect(action(none)).toBe('JOIN_WAITLIST');
    expect(action(none, 1)).toBe('BOOK');
    // Before release and after the cut-off nothing can be done, whoever asks.
    expect(
      actionToShow({
        ...base,
        now: new Date('2026-10-16T20:00:00Z'),
        spaces: 0,
        mine: { ...none, bookingId: 7 },
      }).status,
    ).toBeNull();
  });
});
