import { describe, expect, it } from 'vitest';
import {
  describeRestrictions,
  INDUCTION_NEEDED,
  MEMBERS_ONLY,
  NO_RESTRICTIONS,
  partyRestriction,
  unmetRestriction,
  type ActivityRestrictions,
  type PersonStanding,
} from './restriction-rules';

const GYM = 'gym-induction-id';

const person = (fields: Partial<PersonStanding> = {}): PersonStanding => ({
  customerId: 1,
  firstName: 'Sam',
  dateOfBirth: '2014-09-03',
  isMember: false,
  inductions: new Set(),
  ...fields,
});

const restrictions = (fields: Partial<ActivityRestrictions>): ActivityRestrictions => ({
  ...NO_RESTRICTIONS,
  ids: [1],
  ...fields,
});

describe('unmetRestriction', () => {
  const juniors = restrictions({ age: { min: 8, max: 15 } });

  it.each([
    ['the youngest age on their birthday', '2018-10-21', null],
    ['the day before they are old enough', '2018-10-22', 'age'],
    ['the oldest age the day before their birthday', '2010-10-22', null],
    ['on the birthday that takes them past the range', '2010-10-21', 'age'],
  ])('an age range on the session date lets in %s', (_, dateOfBirth, kind) => {
    expect(unmetRestriction(juniors, person({ dateOfBirth }), '2026-10-21')?.kind ?? null).toBe(
      kind,
    );
  });

  it('says what the range is and how old the person will be', () => {
    expect(
      unmetRestriction(
        juniors,
        person({ firstName: 'Alex', dateOfBirth: '1986-04-12' }),
        '2026-10-21',
      ),
    ).toEqual({
      kind: 'age',
      rowReason: 'Ages 8 to 15',
      message: 'This session is for ages 8 to 15 on the day, and Alex will be 40.',
    });
  });

  it('asks for a date of birth rather than guessing an age', () => {
    const unmet = unmetRestriction(juniors, person({ dateOfBirth: null }), '2026-10-21');
    expect(unmet?.rowReason).toBe('Ages 8 to 15: date of birth needed');
    expect(unmet?.message).toContain("add Sam's date of birth in My account");
  });

  it('reads open-ended ranges', () => {
    const adults = restrictions({ age: { min: 16, max: null } });
    expect(unmetRestriction(adults, person(), '2026-10-21')?.rowReason).toBe('Ages 16 and over');
    expect(
      unmetRestriction(adults, person({ dateOfBirth: '2010-10-21' }), '2026-10-21'),
    ).toBeNull();
    const under = restrictions({ age: { min: null, max: 11 } });
    expect(unmetRestriction(under, person(), '2026-10-21')?.rowReason).toBe('Ages 11 and under');
  });

  it('needs the induction named, and no other', () => {
    const gym = restrictions({
      induction: { categoryId: GYM, slug: 'gym-induction', name: 'Gym Induction', venueSlug: 'v' },
    });
    expect(unmetRestriction(gym, person(), '2026-10-21')).toEqual({
      kind: 'induction',
      rowReason: INDUCTION_NEEDED,
      message: 'Induction needed — Sam must complete a Gym Induction before booking this session.',
    });
    expect(
      unmetRestriction(gym, person({ inductions: new Set(['other']) }), '2026-10-21')?.kind,
    ).toBe('induction');
    expect(unmetRestriction(gym, person({ inductions: new Set([GYM]) }), '2026-10-21')).toBeNull();
  });

  it('lets members only in to members-only sessions', () => {
    const members = restrictions({ membersOnly: true });
    expect(unmetRestriction(members, person(), '2026-10-21')?.rowReason).toBe(MEMBERS_ONLY);
    expect(unmetRestriction(members, person({ isMember: true }), '2026-10-21')).toBeNull();
  });

  it('answers with the first restriction not met: members only, then age, then induction', () => {
    const all = restrictions({
      membersOnly: true,
      age: { min: 16, max: null },
      induction: { categoryId: GYM, slug: 'gym-induction', name: 'Gym Induction', venueSlug: 'v' },
    });
    expect(unmetRestriction(all, person(), '2026-10-21')?.kind).toBe('members_only');
    expect(unmetRestriction(all, person({ isMember: true }), '2026-10-21')?.kind).toBe('age');
    expect(
      unmetRestriction(all, person({ isMember: true, dateOfBirth: '1990-01-01' }), '2026-10-21')
        ?.kind,
    ).toBe('induction');
  });

  it('lets anyone in where there are no restrictions', () => {
    expect(
      unmetRestriction(NO_RESTRICTIONS, person({ dateOfBirth: null }), '2026-10-21'),
    ).toBeNull();
  });
});

describe('partyRestriction', () => {
  const juniors = restrictions({ age: { min: 8, max: 15 } });
  const parent = person({ customerId: 1, firstName: 'Alex', dateOfBirth: '1986-04-12' });
  const child = person({ customerId: 2, firstName: 'Sam', dateOfBirth: '2014-09-03' });

  it('is open when anyone the viewer books for may go', () => {
    expect(partyRestriction(juniors, [parent, child], '2026-10-21')).toBeNull();
  });

  it('answers with the viewer’s own reason when nobody may go', () => {
    expect(partyRestriction(juniors, [parent], '2026-10-21')?.message).toContain('Alex will be 40');
  });
});

describe('describeRestrictions', () => {
  it('writes every restriction out for the row', () => {
    expect(
      describeRestrictions(
        restrictions({
          membersOnly: true,
          age: { min: 8, max: 15 },
          induction: {
            categoryId: GYM,
            slug: 'gym-induction',
            name: 'Gym Induction',
            venueSlug: 'v',
          },
        }),
      ),
    ).toBe('Members only · Ages 8 to 15 · Gym Induction needed first');
    expect(describeRestrictions(NO_RESTRICTIONS)).toBeNull();
  });
});
