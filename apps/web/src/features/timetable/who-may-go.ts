import type { PreviousAttendee } from '../../shared/api/get-previous-attendees';
import type { PartyMember } from '../../shared/lib/party';

/** One of the party as "Who is going?" offers them: null `whyNot` when they may go. */
export interface PartyChoice {
  person: PartyMember;
  whyNot: string | null;
}

/** When the answer names someone as not going but gives no sentence. */
export const cannotGoCopy = 'Cannot go to this session.';

/**
 * The first of a session's `restriction_ids` the previous-attendees call can name (numeric), or
 * null when the session has no restrictions and anyone may go.
 */
export function restrictionIdOf(restrictionIds: readonly (number | string)[]): number | null {
  const id = restrictionIds.map(Number).find((value) => Number.isInteger(value) && value > 0);
  return id ?? null;
}

/**
 * The party with who may go to the session, from the previous-attendees answer (its ages on the
 * session's day, memberships, inductions). Anyone it does not name, or every one without an
 * answer (no restrictions), may go: the basket checks again when the place is added.
 */
export function whoMayGo(
  party: readonly PartyMember[],
  standing: readonly PreviousAttendee[] | undefined,
): PartyChoice[] {
  return party.map((person) => {
    const known = standing?.find((attendee) => attendee.id === person.id);
    return {
      person,
      whyNot: !known || known.mayAttend ? null : (known.reason ?? cannotGoCopy),
    };
  });
}

/**
 * Who is ticked to begin with: the customer, as Book added a place for them before, if they may
 * go; else the one person who may, when only one may; else nobody. Never someone who may not go.
 */
export function firstChosen(choices: readonly PartyChoice[]): number[] {
  const eligible = choices.filter((choice) => choice.whyNot === null);
  const self = eligible.find((choice) => choice.person.isSelf);
  if (self) return [self.person.id];
  return eligible.length === 1 && eligible[0] ? [eligible[0].person.id] : [];
}
