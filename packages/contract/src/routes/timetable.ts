import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { IsoDate } from '../primitives/date-object';
import { v1OrV2Id } from '../primitives/ids';
import { VenueIdentifier } from './venues';
import {
  OccurrenceId,
  ActivityParams,
  DateQuery,
  TimesRowV1,
  TimesRowV2,
  SlotRowV2,
  SlotRowV1,
  ClassRow,
  ClassRowV2,
  ClassRowV1,
  TicketSessionV1,
  TicketSessionV2,
  OccurrenceTicket,
  OccurrenceDetail,
  ViewableDate,
  SlotsQuery,
} from './timetable-rows';

const availabilityErrors = ['NOT_FOUND', 'VALIDATION_FAILED'] as const;

export const getActivityDates = defineRoute({
  method: 'GET',
  path: '/api/activities/venue/:venue/activity-category/:category/dates',
  summary: "The dates inside the caller's viewing window",
  tags: ['timetable'],
  auth: 'optional',
  params: z.object({ venue: VenueIdentifier, category: z.string().min(1).max(120) }),
  response: dataEnvelope(z.array(ViewableDate)),
  errors: ['NOT_FOUND'],
});

/** A date of the viewing window and how many sessions of the activity it has. */
export const SessionDate = z.object({ date: IsoDate, sessions: z.number().int().nonnegative() });
export type SessionDate = z.infer<typeof SessionDate>;

/**
 * Lido's own read, beside the live `…/dates`: the booking site's date strip shows the days with
 * nothing of the activity as such, and an empty day offers the next one, without reading each
 * day's timetable. The same window as `…/dates` for the same caller.
 */
export const getSessionDates = defineRoute({
  method: 'GET',
  path: '/api/timetable/venues/:venue/activities/:activity/session-dates',
  summary: "How many sessions of an activity each date of the caller's viewing window has",
  tags: ['timetable'],
  auth: 'optional',
  params: ActivityParams,
  response: dataEnvelope(z.array(SessionDate)),
  errors: ['NOT_FOUND'],
});

export const getTimesV1 = defineRoute({
  method: 'GET',
  path: '/api/activities/venue/:venue/activity/:activity/times',
  summary: 'Start times of an activity on a date, with v1 (numeric) session ids',
  tags: ['timetable'],
  auth: 'optional',
  params: ActivityParams,
  query: DateQuery,
  response: dataEnvelope(z.array(TimesRowV1)),
  errors: availabilityErrors,
});

export const getTimesV2 = defineRoute({
  method: 'GET',
  path: '/api/activities/venue/:venue/activity/:activity/v2/times',
  summary: 'Start times of an activity on a date, aggregated over its locations',
  tags: ['timetable'],
  auth: 'optional',
  params: ActivityParams,
  query: DateQuery,
  response: dataEnvelope(z.array(TimesRowV2)),
  errors: availabilityErrors,
});

export const getSlotsV1 = defineRoute({
  method: 'GET',
  path: '/api/activities/venue/:venue/activity/:activity/slots',
  summary: 'Bookable locations of an activity on a date, with v1 (numeric) ids (signed in)',
  tags: ['timetable'],
  auth: 'required',
  params: ActivityParams,
  query: SlotsQuery,
  response: dataEnvelope(z.array(SlotRowV1)),
  errors: ['UNAUTHENTICATED', ...availabilityErrors],
});

export const getSlotsV2 = defineRoute({
  method: 'GET',
  path: '/api/activities/venue/:venue/activity/:activity/v2/slots',
  summary: 'Bookable locations of an activity on a date, one row per location and time',
  tags: ['timetable'],
  auth: 'optional',
  params: ActivityParams,
  query: SlotsQuery,
  response: dataEnvelope(z.array(SlotRowV2)),
  errors: availabilityErrors,
});

export const getTimetableV1 = defineRoute({
  method: 'GET',
  path: '/api/activities/venue/:venue/activity/:activity/timetable',
  summary: 'Classes of an activity on a date, with v1 (numeric) ids',
  tags: ['timetable'],
  auth: 'optional',
  params: ActivityParams,
  query: DateQuery,
  response: dataEnvelope(z.array(ClassRowV1)),
  errors: availabilityErrors,
});

export const getTimetableV2 = defineRoute({
  method: 'GET',
  path: '/api/activities/venue/:venue/activity/:activity/v2/timetable',
  summary: 'Classes of an activity on a date, with instructors and tags',
  tags: ['timetable'],
  auth: 'optional',
  params: ActivityParams,
  query: DateQuery,
  response: dataEnvelope(z.array(ClassRowV2)),
  errors: availabilityErrors,
});

export const getClass = defineRoute({
  method: 'GET',
  path: '/api/activities/venue/:venue/activity/:activity/class/:id',
  summary: 'One class by its v1 (numeric) or v2 id',
  tags: ['timetable'],
  auth: 'optional',
  params: ActivityParams.extend({ id: v1OrV2Id(64) }),
  response: dataEnvelope(ClassRow),
  errors: ['NOT_FOUND'],
});

const TicketsParams = ActivityParams.extend({ category: z.string().min(1).max(120) });
/** The sessions of one date; without it, today at the venue. */
const TicketsQuery = z.object({ date: IsoDate.optional() });

export const getTickets = defineRoute({
  method: 'GET',
  path: '/api/activities/venue/:venue/activity-category/:category/activity/:activity/tickets',
  summary:
    'Drop-in sessions of an activity on a date (default today) with their ticket types, with v1 (numeric) ids',
  tags: ['timetable'],
  auth: 'optional',
  params: TicketsParams,
  query: TicketsQuery,
  response: dataEnvelope(z.array(TicketSessionV1)),
  errors: availabilityErrors,
});

/**
 * live-api.md quotes only the v1 path; SPEC.md section 5 has the booking site call a v2 tickets
 * endpoint from the migration date, so it takes the `/v2/` form the times and slots calls have.
 */
export const getTicketsV2 = defineRoute({
  method: 'GET',
  path: '/api/activities/venue/:venue/activity-category/:category/activity/:activity/v2/tickets',
  summary: 'Drop-in sessions of an activity on a date (default today) with their ticket types',
  tags: ['timetable'],
  auth: 'optional',
  params: TicketsParams,
  query: TicketsQuery,
  response: dataEnvelope(z.array(TicketSessionV2)),
  errors: availabilityErrors,
});

export const getOccurrence = defineRoute({
  method: 'GET',
  path: '/api/v1/activities/occurrences/:id',
  summary: 'One occurrence by its v1 (numeric) or v2 id, with its tickets',
  tags: ['timetable'],
  auth: 'optional',
  params: z.object({ id: v1OrV2Id(64) }),
  response: dataEnvelope(OccurrenceDetail),
  errors: ['NOT_FOUND'],
});

export const TicketPriceBody = z.object({
  /**
   * A ticket discount: price the tickets at this customer's price (a member's price for a
   * member). For a family lead naming a family member, or staff naming a customer of their venue;
   * otherwise 400 TICKET_DISCOUNT_REFUSED with a sentence to show.
   */
  reference: z.string().trim().max(64).nullable().optional(),
  /** The client's view of the id form; the form of the path id decides. */
  is_v2: z.boolean().optional(),
  /** The v2 occurrence id; required when the path names a v2 activity. */
  occurrence_id: OccurrenceId.nullable().optional(),
});

export const TicketPrices = z.object({
  occurrence_id: OccurrenceId,
  is_v2: z.boolean(),
  tickets: z.array(OccurrenceTicket),
  /** Whom the tickets are priced for when a reference was sent (the discount is kept by id). */
  customer: z
    .object({ id: z.number().int(), reference: z.string(), first_name: z.string() })
    .nullable(),
});
export type TicketPrices = z.infer<typeof TicketPrices>;

export const priceSessionTickets = defineRoute({
  method: 'POST',
  path: '/api/activities/price/:venue/ticket/:activityId',
  summary:
    'Prices of each ticket type of a session for the caller: a numeric id is a v1 occurrence, otherwise a v2 activity with body occurrence_id',
  tags: ['timetable'],
  auth: 'optional',
  params: z.object({ venue: VenueIdentifier, activityId: v1OrV2Id(120) }),
  body: TicketPriceBody,
  response: dataEnvelope(TicketPrices),
  errors: [...availabilityErrors, 'TICKET_DISCOUNT_REFUSED'],
});
