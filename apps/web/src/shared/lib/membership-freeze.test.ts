import { describe, expect, it } from 'vitest';
import { camelizeKeys } from './case-keys';
import { wireMembership } from '../../test/membership-fixtures';
import type { MyMemberships } from '../api/get-my-memberships';
import { bookedFreeze, canBeFrozen, freezeLengthLabel, frozenLine } from './membership-freeze';

const today = '2026-11-27';

/** Alex's Lido Flex as the app holds it: active, not ending, not frozen or changing. */
const active: MyMemberships[number] = camelizeKeys(wireMembership());

describe('the words of freezing a membership', () => {
  it('says each length in months, one or many', () => {
    expect([1, 2, 3].map(freezeLengthLabel)).toEqual(['1 month', '2 months', '3 months']);
  });

  it('says the frozen days as the API says dates, with the day of the week', () => {
    expect(frozenLine('2026-12-01', '2026-12-31')).toBe(
      'Frozen from Tue 1 December 2026 to Thu 31 December 2026',
    );
  });
});

describe('when a membership may be frozen', () => {
  it('is active, not ending and has no freeze booked', () => {
    expect(canBeFrozen(active, today)).toBe(true);
    expect(canBeFrozen({ ...active, endsOn: '2026-12-31' }, today)).toBe(false);
    expect(canBeFrozen({ ...active, status: 'pending' }, today)).toBe(false);
    expect(canBeFrozen({ ...active, status: 'frozen' }, today)).toBe(false);
  });

  it('counts a freeze booked or under way to its last day, and one that is over not at all', () => {
    const booked = { ...active, frozenFrom: '2026-12-01', frozenUntil: '2026-12-31' };
    expect(bookedFreeze(booked, today)).toEqual({ from: '2026-12-01', until: '2026-12-31' });
    expect(canBeFrozen(booked, today)).toBe(false);
    expect(bookedFreeze(booked, '2026-12-31')).not.toBeNull();
    expect(bookedFreeze(booked, '2027-01-01')).toBeNull();
    expect(canBeFrozen(booked, '2027-01-01')).toBe(true);
  });
});
