import type { ClassRow, OccurrenceDetail, TicketPrices } from '@lido/contract';
import { invalid, notFound } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { resolveDiscountCustomer } from '../../people/accounts';
import { isActiveMember } from '../../memberships/memberships';
import { findActivityRestrictions } from '../restrictions';
import { isNumericIdentifier } from '../../venue-setup/venues';
import { sessionRowBuilder, type RowContext } from './availability-rows';
import { occurrenceTickets } from './ticket-rows';
import {
  findOccurrenceWithContext,
  type ActivityContext,
  type ActivityRow,
} from './timetable.repository';
import { loadActivity, type TimetableDeps, type Viewing } from './timetable.service';
import { viewerOf, viewerWithSessions } from './viewer';

// One session by its id, v1 (numeric) or v2 (public id): a class, any occurrence with its
// tickets, and ticket prices.

export const CLASS_NOT_FOUND_MESSAGE = 'The class could not be found.';
export const OCCURRENCE_NOT_FOUND_MESSAGE = 'The session could not be found.';

function isV1Identifier(identifier: string | number): boolean {
  return typeof identifier === 'number' || /^\d{1,15}$/.test(identifier);
}

function venueMatches(context: ActivityContext, identifier: string): boolean {
  return isNumericIdentifier(identifier)
    ? context.venue.id === Number(identifier)
    : context.venue.slug === identifier;
}

function activityMatches(activity: ActivityRow | null, identifier: string): boolean {
  return activity !== null && (activity.slug === identifier || activity.id === identifier);
}

/** One class by v1 or v2 id; the id in the answer has the form it was asked with. */
export async function getClass(
  deps: TimetableDeps,
  { venue, activity, id }: { venue: string; activity: string; id: string },
  caller: Viewing,
): Promise<ClassRow> {
  const found = await findOccurrenceWithContext(deps.db, id);
  if (
    !found ||
    !venueMatches(found.context, venue) ||
    !activityMatches(found.context.activity, activity) ||
    !found.context.activity
  ) {
    throw notFound(CLASS_NOT_FOUND_MESSAGE);
  }
  const restrictions = await findActivityRestrictions(deps.db, found.context.activity.id);
  const rows: RowContext = {
    context: found.context,
    activity: found.context.activity,
    now: deps.clock.now(),
    viewer: await viewerWithSessions(deps, caller, [found.occurrence], restrictions),
    restrictions,
  };
  const isV1 = isV1Identifier(id);
  const fields = sessionRowBuilder(rows, { cartType: isV1 ? 'activity' : 'purchasableOccurrence' })(
    found.occurrence,
  );
  return {
    id: isV1 ? found.occurrence.v1Id : found.occurrence.publicId,
    ...fields,
    description: rows.activity.description,
  };
}

/** `GET /api/v1/activities/occurrences/{id}`: one occurrence, any kind, with its tickets. */
export async function getOccurrence(
  deps: TimetableDeps,
  id: string,
  caller: Viewing,
): Promise<OccurrenceDetail> {
  const found = await findOccurrenceWithContext(deps.db, id);
  if (!found?.context.activity) throw notFound(OCCURRENCE_NOT_FOUND_MESSAGE);
  const restrictions = await findActivityRestrictions(deps.db, found.context.activity.id);
  const viewer = await viewerWithSessions(deps, caller, [found.occurrence], restrictions);
  const rows: RowContext = {
    context: found.context,
    activity: found.context.activity,
    now: deps.clock.now(),
    viewer,
    restrictions,
  };
  const isV1 = isV1Identifier(id);
  const { occurrence } = found;
  return {
    id: isV1 ? occurrence.v1Id : occurrence.publicId,
    v1_id: occurrence.v1Id,
    v2_id: occurrence.publicId,
    ...sessionRowBuilder(rows, { cartType: isV1 ? 'activity' : 'purchasableOccurrence' })(
      occurrence,
    ),
    description: rows.activity.description,
    tickets: occurrenceTickets(found.context.pricingOptions, viewer, found.context.currencyCode),
  };
}

/**
 * Session-ticket pricing. A numeric activity id is a v1 occurrence; anything else names a v2
 * activity (slug or id) and the body's `occurrence_id` the session. `is_v2` is informational:
 * the form of the path id decides. Answers each ticket type priced for the caller.
 */
export async function priceTickets(
  { db, clock }: TimetableDeps,
  request: {
    venue: string;
    activityId: string;
    occurrenceId?: string | number | null | undefined;
    /** A ticket discount: price for the customer with this reference instead of the caller. */
    reference?: string | null | undefined;
  },
  caller: Caller | null,
): Promise<TicketPrices> {
  const pricedFor = request.reference
    ? await resolveDiscountCustomer(db, caller, request.reference)
    : null;
  const viewer = pricedFor
    ? viewerOf({ isMember: await isActiveMember(db, pricedFor.id, clock.now()) })
    : viewerOf(caller);
  const isV1 = isV1Identifier(request.activityId);
  let found: Awaited<ReturnType<typeof findOccurrenceWithContext>>;
  if (isV1) {
    found = await findOccurrenceWithContext(db, Number(request.activityId));
    if (!found || !venueMatches(found.context, request.venue))
      throw notFound(OCCURRENCE_NOT_FOUND_MESSAGE);
  } else {
    const { context } = await loadActivity(db, request.venue, request.activityId);
    if (request.occurrenceId === undefined || request.occurrenceId === null) {
      throw invalid('occurrence_id', 'The occurrence id field is required for a v2 activity.');
    }
    found = await findOccurrenceWithContext(db, request.occurrenceId);
    if (!found || found.occurrence.categoryId !== context.activity?.id)
      throw notFound(OCCURRENCE_NOT_FOUND_MESSAGE);
  }
  const { context, occurrence } = found;
  if (!context.activity) throw notFound(OCCURRENCE_NOT_FOUND_MESSAGE);
  return {
    occurrence_id: isV1 ? occurrence.v1Id : occurrence.publicId,
    is_v2: !isV1,
    tickets: occurrenceTickets(context.pricingOptions, viewer, context.currencyCode),
    customer: pricedFor
      ? { id: pricedFor.id, reference: pricedFor.reference, first_name: pricedFor.firstName }
      : null,
  };
}
