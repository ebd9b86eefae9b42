import { describe, expect, it } from 'vitest';
import type { ReasonedItem } from './unbookable-reasons';
import { bookingOpensLabel, groupSentence, unbookableGroups } from './unbookable-reasons';

const time = { format24Hour: '07:00', format12Hour: '7:00am' };
const opens = (local: string) => ({ local, format24Hour: '22:00', format12Hour: '10:00pm' });
const induction = {
  id: 'gym-induction-id',
  name: 'Gym Induction',
  categorySlug: 'gym-induction',
  venueSlug: 'swiss-cottage',
};

function row(
  status: ReasonedItem['actionToShow']['status'],
  reason: string | null,
  extra: Partial<ReasonedItem> = {},
): ReasonedItem {
  return { startsAt: time, endsAt: time, actionToShow: { status, reason }, ...extra };
}

const sentences = (items: ReasonedItem[], clock: '12' | '24' = '24') =>
  unbookableGroups(items).map((group) => groupSentence(group, clock));

describe('why sessions cannot be booked', () => {
  it('leaves out every session the caller can act on', () => {
    expect(
      unbookableGroups([
        row('BOOK', null),
        row('JOIN_WAITLIST', 'The session being booked is already full'),
        row('LEAVE_WAITLIST', null),
        row('CANCEL_BOOKING', null),
        row('CANCEL_RESERVATION', null),
      ]),
    ).toEqual([]);
  });

  it('names the induction to book first, not "full"', () => {
    const needsInduction = row(null, 'Induction needed — book one', {
      restrictions: { preWaiver: null, preInduction: induction, criteria: null },
    });
    const groups = unbookableGroups([needsInduction, needsInduction, needsInduction]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ kind: 'induction', count: 3, induction });
    expect(groupSentence(groups[0]!, '24')).toBe('3 sessions need the Gym Induction first');
  });

  it('counts each reason apart, in the order the day meets them', () => {
    expect(
      sentences([
        row('FULL', 'The session being booked is already full'),
        row(null, 'Members only'),
        row('FULL', 'The session being booked is already full'),
        row(null, 'Ages 8 to 15'),
        row(null, 'Ages 8 to 15: date of birth needed'),
        row(null, 'This session can no longer be booked'),
        row(null, 'Something the operator wrote'),
      ]),
    ).toEqual([
      '2 sessions are full',
      '1 session is for members only',
      '1 session is for ages 8 to 15',
      '1 session is for ages 8 to 15: date of birth needed',
      '1 session can no longer be booked',
      '1 session: Something the operator wrote',
    ]);
  });

  it('says when sessions not yet released open, the earliest of them, in the chosen clock', () => {
    const items = [
      row(null, 'You cannot book this activity yet', {
        firstBookableAt: opens('2026-10-27T22:00:00+00:00'),
      }),
      row(null, null, { firstBookableAt: opens('2026-10-26T22:00:00+00:00') }),
    ];
    expect(sentences(items)).toEqual([
      '2 sessions are not open for booking yet: booking opens Mon 26 Oct at 22:00',
    ]);
    expect(sentences(items, '12')).toEqual([
      '2 sessions are not open for booking yet: booking opens Mon 26 Oct at 10:00pm',
    ]);
  });

  it('reads the opening date as the venue wrote it, whatever the browser zone', () => {
    expect(bookingOpensLabel(opens('2026-10-24T22:00:00+01:00'), '24')).toBe('Sat 24 Oct at 22:00');
  });
});
