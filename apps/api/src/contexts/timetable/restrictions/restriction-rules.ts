/**
 * Who may take a place on a session, as pure rules over what is known of the person going: the
 * activity's restrictions (members only, an age range on the session's date, an induction) are
 * checked in that order and the first one not met answers, with the short reason a session row
 * shows and the sentence a refusal gives.
 */
import { ageOn } from '@lido/calendar-date';

export interface AgeRange {
  min: number | null;
  max: number | null;
}

export interface InductionActivity {
  /** The induction's activity (category) id, slug and name, and its venue's slug for the link. */
  categoryId: string;
  slug: string;
  name: string;
  venueSlug: string;
}

/** A waiver every attendee signs before the order (not a reason to refuse a place at add). */
export interface WaiverRequirement {
  restrictionId: number;
  waiverId: number;
  title: string;
  version: number;
}

export interface ActivityRestrictions {
  ids: number[];
  membersOnly: boolean;
  age: AgeRange | null;
  induction: InductionActivity | null;
  waiver: WaiverRequirement | null;
}

export const NO_RESTRICTIONS: ActivityRestrictions = {
  ids: [],
  membersOnly: false,
  age: null,
  induction: null,
  waiver: null,
};

/** What the rules need to know of the person going. */
export interface PersonStanding {
  customerId: number;
  firstName: string;
  /** YYYY-MM-DD, or null when the customer has not given it. */
  dateOfBirth: string | null;
  isMember: boolean;
  /** The induction activities (category ids) the person has completed. */
  inductions: ReadonlySet<string>;
}

export interface UnmetRestriction {
  kind: 'members_only' | 'age' | 'induction';
  /** Short, for the session row's action (`action_to_show.reason`). */
  rowReason: string;
  /** A sentence for the 4xx when the place is asked for anyway. */
  message: string;
}

export const INDUCTION_NEEDED = 'Induction needed — book one';
export const MEMBERS_ONLY = 'Members only';
export const MEMBERS_ONLY_MESSAGE = 'This session is for members only.';

/** "Ages 8 to 15", "Ages 18 and over", "Ages 15 and under". */
export function describeAgeRange({ min, max }: AgeRange): string {
  if (min !== null && max !== null) return `Ages ${min} to ${max}`;
  if (min !== null) return `Ages ${min} and over`;
  return `Ages ${max ?? 0} and under`;
}

/** What a row says about who may book, before anyone tries ("Ages 8 to 15 · Members only"). */
export function describeRestrictions(restrictions: ActivityRestrictions): string | null {
  const parts = [
    restrictions.membersOnly ? MEMBERS_ONLY : null,
    restrictions.age ? describeAgeRange(restrictions.age) : null,
    restrictions.induction ? `${restrictions.induction.name} needed first` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

function isWithin({ min, max }: AgeRange, age: number): boolean {
  return (min === null || age >= min) && (max === null || age <= max);
}

/** The first restriction `person` does not meet for a session on `date`, or null. */
export function unmetRestriction(
  restrictions: ActivityRestrictions,
  person: PersonStanding,
  date: string,
): UnmetRestriction | null {
  if (restrictions.membersOnly && !person.isMember) {
    return { kind: 'members_only', rowReason: MEMBERS_ONLY, message: MEMBERS_ONLY_MESSAGE };
  }
  const { age: range, induction } = restrictions;
  if (range) {
    const label = describeAgeRange(range);
    if (person.dateOfBirth === null) {
      return {
        kind: 'age',
        rowReason: `${label}: date of birth needed`,
        message: `This session is for ${label.toLowerCase()} on the day: add ${person.firstName}'s date of birth in My account to book it.`,
      };
    }
    const age = ageOn(person.dateOfBirth, date);
    if (!isWithin(range, age)) {
      return {
        kind: 'age',
        rowReason: label,
        message: `This session is for ${label.toLowerCase()} on the day, and ${person.firstName} will be ${age}.`,
      };
    }
  }
  if (induction && !person.inductions.has(induction.categoryId)) {
    return {
      kind: 'induction',
      rowReason: INDUCTION_NEEDED,
      message: `Induction needed — ${person.firstName} must complete a ${induction.name} before booking this session.`,
    };
  }
  return null;
}

/**
 * For a session row seen by someone who books for a party (themself and their family): null
 * when anyone in it may go, else what stops the first of them (the viewer).
 */
export function partyRestriction(
  restrictions: ActivityRestrictions,
  party: readonly PersonStanding[],
  date: string,
): UnmetRestriction | null {
  let first: UnmetRestriction | null = null;
  for (const person of party) {
    const unmet = unmetRestriction(restrictions, person, date);
    if (!unmet) return null;
    first ??= unmet;
  }
  return first;
}
