import { describe, expect, it } from 'vitest';
import type { PreviousAttendee } from '../../shared/api/get-previous-attendees';
import type { PartyMember } from '../../shared/lib/party';
import { cannotGoCopy, firstChosen, restrictionIdOf, whoMayGo } from './who-may-go';

const casey: PartyMember = { id: 1, firstName: 'Casey', lastName: 'Booker', isSelf: true };
const ava: PartyMember = { id: 2, firstName: 'Ava', lastName: 'Booker', isSelf: false };
const leo: PartyMember = { id: 3, firstName: 'Leo', lastName: 'Booker', isSelf: false };
const party = [casey, ava, leo];

function standing(person: PartyMember, reason: string | null): PreviousAttendee {
  return {
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    relationship: person.isSelf ? 'self' : 'family',
    waiverSigned: false,
    mayAttend: reason === null,
    reason,
  };
}

const tooOld = 'This session is for ages 8 to 15 on the day, and Casey will be 36.';

describe('who may go', () => {
  it('names the first restriction the attendees call can be asked of, or none', () => {
    expect(restrictionIdOf([71, 72])).toBe(71);
    expect(restrictionIdOf(['71'])).toBe(71);
    expect(restrictionIdOf(['not-a-number', 5])).toBe(5);
    expect(restrictionIdOf([])).toBeNull();
  });

  it('says why each one who may not go cannot, and lets anyone else go', () => {
    const choices = whoMayGo(party, [
      standing(casey, tooOld),
      standing(ava, null),
      { ...standing(leo, null), mayAttend: false },
    ]);
    expect(choices.map((choice) => [choice.person.firstName, choice.whyNot])).toEqual([
      ['Casey', tooOld],
      ['Ava', null],
      ['Leo', cannotGoCopy],
    ]);
    // Without restrictions (no answer) everyone may go.
    expect(whoMayGo(party, undefined).every((choice) => choice.whyNot === null)).toBe(true);
  });

  it('ticks the customer when they may go, as Book always booked for them', () => {
    expect(firstChosen(whoMayGo(party, undefined))).toEqual([casey.id]);
  });

  it('never ticks someone who may not go: the one child who may, else nobody', () => {
    const juniors = whoMayGo(party, [standing(casey, tooOld), standing(ava, null)]);
    // Leo is not in the answer, so he may go too: two children, and the parent picks.
    expect(firstChosen(juniors)).toEqual([]);
    const oneChild = whoMayGo(party, [
      standing(casey, tooOld),
      standing(ava, null),
      standing(leo, 'Ages 8 to 15'),
    ]);
    expect(firstChosen(oneChild)).toEqual([ava.id]);
    const nobody = whoMayGo(
      party,
      party.map((person) => standing(person, 'Members only')),
    );
    expect(firstChosen(nobody)).toEqual([]);
  });
});
