import type { RouteResponse, recordInduction as recordInductionRoute } from '@lido/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { resolveActingCustomer } from '../../people/accounts';
import { isActiveMember } from '../../memberships/memberships';
import {
  describeRestrictions,
  partyRestriction,
  unmetRestriction,
  type ActivityRestrictions,
  type PersonStanding,
  type UnmetRestriction,
} from './restriction-rules';
import { findPeople, insertInduction, type RawPerson } from './restrictions.repository';

export const SIGN_IN_FOR_RESTRICTED =
  'Sign in to book this session: it is only for some customers, and we need to know who is going.';
const STAFF_ONLY = 'Unauthorised.';
const INDUCTION_NOT_FOUND = 'There is no such activity at your venue.';

export async function standingOf(
  db: Database,
  restrictions: ActivityRestrictions,
  person: RawPerson,
  now: Date,
): Promise<PersonStanding> {
  return {
    customerId: person.customer_id,
    firstName: person.first_name,
    dateOfBirth: person.date_of_birth,
    // Membership is looked up only where it decides something.
    isMember: restrictions.membersOnly ? await isActiveMember(db, person.customer_id, now) : false,
    inductions: new Set(person.inductions),
  };
}

/**
 * What stops a signed-in customer's party (themself and the family they book for) from booking
 * an activity's sessions on a date: null when anyone in it may go. Loaded only for activities
 * with restrictions; the answer is a function of the date, as ages are.
 */
export async function loadPartyRestriction(
  db: Database,
  restrictions: ActivityRestrictions,
  customerId: number,
  now: Date,
): Promise<(date: string) => UnmetRestriction | null> {
  if (restrictions.ids.length === 0) return () => null;
  const people = await findPeople(db, customerId, { withFamily: true });
  const party = await Promise.all(
    people.map((person) => standingOf(db, restrictions, person, now)),
  );
  return (date) => partyRestriction(restrictions, party, date);
}

/**
 * A place for `attendeeId` on a session of the activity on `date` must meet its restrictions:
 * checked when the place is added to a basket and again when the order is written. No attendee
 * (an anonymous basket) cannot meet any.
 */
export async function assertMayAttend(
  db: Database,
  restrictions: ActivityRestrictions,
  { attendeeId, date, now }: { attendeeId: number | null; date: string; now: Date },
): Promise<void> {
  if (restrictions.ids.length === 0) return;
  if (attendeeId === null) throw new DomainError('UNAUTHENTICATED', SIGN_IN_FOR_RESTRICTED);
  const [person] = await findPeople(db, attendeeId, { withFamily: false });
  if (!person) throw new DomainError('NOT_FOUND', 'The customer could not be found.');
  const unmet = unmetRestriction(
    restrictions,
    await standingOf(db, restrictions, person, now),
    date,
  );
  if (unmet) throw new DomainError('BOOKING_RESTRICTED', unmet.message);
}

/** The row fields every session row carries (the live `restrictions` and its flags). */
export function restrictionRowFields(restrictions: ActivityRestrictions) {
  const { induction, age, membersOnly, ids } = restrictions;
  const description = describeRestrictions({ ...restrictions, induction: null });
  const { waiver } = restrictions;
  return {
    restrictions: {
      pre_waiver: waiver
        ? {
            id: waiver.restrictionId,
            waiver_id: waiver.waiverId,
            title: waiver.title,
            version: waiver.version,
          }
        : null,
      pre_induction: induction
        ? {
            id: induction.categoryId,
            name: induction.name,
            category_slug: induction.slug,
            venue_slug: induction.venueSlug,
          }
        : null,
      criteria:
        description === null
          ? null
          : {
              members_only: membersOnly,
              min_age: age?.min ?? null,
              max_age: age?.max ?? null,
              description,
            },
    },
    has_pre_purchase_restrictions: ids.length > 0,
    requires_induction: induction !== null,
    restriction_ids: ids,
  };
}

type RecordedInduction = RouteResponse<typeof recordInductionRoute>['data'];

/**
 * Staff of a venue record that one of its customers completed an induction there (an activity
 * of their venue that other activities name as their induction).
 */
export async function recordInduction(
  db: Database,
  caller: Caller,
  { customerId, activity, now }: { customerId: number; activity: string; now: Date },
): Promise<RecordedInduction> {
  if (caller.kind !== 'staff') throw new DomainError('FORBIDDEN', STAFF_ONLY);
  await resolveActingCustomer(db, caller, customerId);
  const [induction] = await rowsOf<{ id: string; name: string }>(
    db,
    sql`select c.id, c.name from categories c
      where c.venue_id = ${caller.staffVenueId} and (c.id = ${activity} or c.slug = ${activity})
        and exists (select 1 from activity_restrictions r where r.induction_category_id = c.id)
      limit 1`,
  );
  if (!induction) throw new DomainError('NOT_FOUND', INDUCTION_NOT_FOUND);
  await insertInduction(db, {
    customerId,
    inductionCategoryId: induction.id,
    recordedAt: now,
    recordedByStaffId: caller.userId,
  });
  return {
    customer_id: customerId,
    activity_id: induction.id,
    activity_name: induction.name,
    recorded_at: now.toISOString(),
  };
}
