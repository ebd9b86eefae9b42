import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { IsoDate } from '../primitives/date-object';
import { idNumber, idParam, v1OrV2Id, v1OrV2IdValue } from '../primitives/ids';
import { TimeOfDay } from '../primitives/time-of-day';
import { SelectedUserQuery } from './my-account';

// SPEC.md section 7: the four waitlist calls, in the two forms the booking site sends (v1 with
// an occurrence id in the path; the older `waitlist/add` and `waitlist/remove`), and the
// customer's waitlists in My account.

/**
 * Where an entry stands: `waiting` in line; `offered` a freed place, held in the basket until
 * `offer_expires_at`; then `booked` or `lapsed`; `left` once taken out of the line.
 */
export const waitlistStatuses = ['waiting', 'offered', 'booked', 'lapsed', 'left'] as const;

/** A customer's place in a session's waitlist. */
export const WaitlistEntry = z.object({
  id: z.number().int(),
  status: z.enum(waitlistStatuses),
  /** 1 for the next in line; null once the entry is no longer waiting. */
  position: z.number().int().nullable(),
  /** The customer who is waiting (the caller, a linked junior, or staff's customer). */
  user_id: z.number().int(),
  /** Places wanted; 1 until parties can wait together. */
  party_size: z.number().int(),
  /** ISO 8601 instant. */
  joined_at: z.string(),
  /** While offered: when the place held in the basket goes to the next in line (ISO 8601). */
  offer_expires_at: z.string().nullable(),
  occurrence: z.object({
    /** The v1 (numeric) id. */
    id: z.number().int(),
    /** The v2 (opaque) id. */
    public_id: z.string(),
    name: z.string(),
    venue_name: z.string(),
    venue_slug: z.string(),
    category_slug: z.string(),
    location_name: z.string(),
    /** The venue-local date. */
    date: IsoDate,
    starts_at: TimeOfDay,
    ends_at: TimeOfDay,
  }),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntry>;

const waitlistErrors = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'NOT_RELEASED',
  'BOOKING_CLOSED',
  'ALREADY_BOOKED',
  'ALREADY_IN_BASKET',
  'ALREADY_ON_WAITLIST',
  'NO_WAITLIST',
  'PLACES_AVAILABLE',
] as const;

/** Lido's own: places wanted together (1 to 4), offered only all at once. Live clients send none. */
const PartySize = z
  .number({ error: 'The party size must be a number.' })
  .int('The party size must be a whole number.')
  .min(1, 'The party size must be between 1 and 4.')
  .max(4, 'The party size must be between 1 and 4.')
  .optional();

export const joinOccurrenceWaitlist = defineRoute({
  method: 'POST',
  path: '/api/v1/activities/occurrences/:occurrenceId/waitlist/members',
  summary: 'Join the waitlist of a full session (v1 form: the session in the path)',
  tags: ['waitlists'],
  auth: 'required',
  params: z.object({ occurrenceId: v1OrV2Id() }),
  body: z.object({
    data: z.object({
      user_id: idNumber('The user id must be a number.'),
      party_size: PartySize,
    }),
  }),
  response: dataEnvelope(WaitlistEntry),
  status: 201,
  errors: waitlistErrors,
});

export const addToWaitlist = defineRoute({
  method: 'POST',
  path: '/api/activities/waitlist/add',
  summary: 'Join the waitlist of a full session (the session as a basket item)',
  tags: ['waitlists'],
  auth: 'required',
  body: z.object({
    item: z.object({ id: v1OrV2IdValue(), type: z.string().max(40) }),
    selected_user_id: idParam('The selected user id must be a number.').nullish(),
    party_size: PartySize,
  }),
  response: dataEnvelope(WaitlistEntry),
  status: 201,
  errors: waitlistErrors,
});

export const leaveOccurrenceWaitlist = defineRoute({
  method: 'DELETE',
  path: '/api/v1/activities/occurrences/:occurrenceId/waitlist/members/:userId',
  summary: "Leave a session's waitlist (v1 form: the session and the customer in the path)",
  tags: ['waitlists'],
  auth: 'required',
  params: z.object({ occurrenceId: v1OrV2Id(), userId: idParam() }),
  response: dataEnvelope(WaitlistEntry),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});

export const removeFromWaitlist = defineRoute({
  method: 'DELETE',
  path: '/api/activities/waitlist/remove/:waitlistId',
  summary: 'Leave a waitlist by its entry id',
  tags: ['waitlists'],
  auth: 'required',
  params: z.object({ waitlistId: idParam() }),
  response: dataEnvelope(WaitlistEntry),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});

export const getMyWaitlists = defineRoute({
  method: 'GET',
  path: '/api/my-account/waitlists',
  summary: "The customer's places in line for sessions still to come, soonest first",
  tags: ['my-account', 'waitlists'],
  auth: 'required',
  query: SelectedUserQuery,
  response: dataEnvelope(z.array(WaitlistEntry)),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});
