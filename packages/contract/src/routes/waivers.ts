import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { IsoDate } from '../primitives/date-object';
import { idNumber, idParam } from '../primitives/ids';

/** SPEC.md section 8: what the site shows when the completed waivers do not match the basket. */
export const WAIVERS_ERROR_MESSAGE =
  'Error with waivers, unable to complete order, please try again';

/** A waiver signed for an attendee, as checkout calls send them back (`completed_waivers`). */
export const CompletedWaiver = z.object({
  restriction_id: z.number().int(),
  user_id: z.number().int(),
});
export type CompletedWaiver = z.infer<typeof CompletedWaiver>;

/** Someone the caller can name as a place's attendee, with their standing for the restriction. */
export const PreviousAttendee = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** The caller, a family member they lead, or someone they booked for before. */
  relationship: z.enum(['self', 'family', 'previous']),
  /** They have signed the restriction's waiver in its current version (false without a waiver). */
  waiver_signed: z.boolean(),
  /** They meet the activity's other restrictions on the date asked, else today (age, induction, members only). */
  may_attend: z.boolean(),
  /** Why not, when they do not. */
  reason: z.string().nullable(),
});
export type PreviousAttendee = z.infer<typeof PreviousAttendee>;

export const getPreviousAttendees = defineRoute({
  method: 'GET',
  path: '/api/activities/restrictions/:restrictionId/question-waivers/previous-attendees',
  summary:
    'Who the caller can name as attendee of a restricted activity: themself, their family and people they booked for before',
  tags: ['basket'],
  auth: 'required',
  params: z.object({ restrictionId: idParam() }),
  query: z.object({
    /** Part of a name to look for. */
    query: z.string().max(100).optional(),
    selected_user_id: idParam().optional(),
    /**
     * Lido's own: the session's date, as ages are on the day (the "Who is going?" choice of a
     * place on a later date); today when absent.
     */
    date: IsoDate.optional(),
  }),
  response: dataEnvelope(z.array(PreviousAttendee)),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});

export const signWaivers = defineRoute({
  method: 'POST',
  path: '/api/activities/question-waivers',
  summary:
    "Sign waivers for attendees (the caller's own, or a family lead's for their family), each for the version read",
  tags: ['basket'],
  auth: 'required',
  body: z.object({
    waivers: z
      .array(
        z.object({
          restriction_id: idNumber('The restriction id must be a number.'),
          user_id: idNumber('The user id must be a number.'),
          /** The version of the text that was read: a newer one must be read first. */
          version: z.number({ error: 'The version must be a number.' }).int().min(1),
          accepted: z.literal(true, { error: 'The waiver must be accepted.' }),
        }),
      )
      .min(1, 'Sign at least one waiver.')
      .max(20),
    selected_user_id: idNumber().nullable().optional(),
  }),
  response: dataEnvelope(z.object({ completed_waivers: z.array(CompletedWaiver) })),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'WAIVERS_INCOMPLETE'],
});
