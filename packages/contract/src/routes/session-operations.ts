import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { IsoDate } from '../primitives/date-object';
import { requiredText } from '../primitives/field-rules';
import { idParam } from '../primitives/ids';
import { FormattedAmount } from '../primitives/money';
import { TimeOfDayParam } from '../primitives/time-of-day';

// The operator console's session operations (issue 19): a manager of the session's operator cancels
// a session (its customers refunded in full and told), moves one, and after a schedule's rule
// changes, sees the booked sessions that no longer match it.

export const SessionCancellationBody = z.object({
  /** Why, as the booked customers are told in their email. */
  reason: requiredText('reason', 500),
});

export const SessionCancellation = z.object({
  occurrence_id: z.number().int(),
  name: z.string(),
  /** Venue-local date and `HH:MM` start. */
  date: z.string(),
  start_time: z.string(),
  /** When it was cancelled (ISO 8601), and why: the first cancellation's, on a repeat. */
  cancelled_at: z.string(),
  reason: z.string(),
  /** True when this request found it cancelled already and did nothing. */
  already_cancelled: z.boolean(),
  bookings_cancelled: z.number().int(),
  /** What went back to the cards that paid, and to account credit (no fees: the venue cancelled). */
  refunded_to_card: FormattedAmount,
  refunded_to_credit: FormattedAmount,
  /** Places held in baskets that were let go of. */
  holds_released: z.number().int(),
  /** Waitlist entries (waiting or offered) closed. */
  waitlist_closed: z.number().int(),
  /** Emails queued to the customers who had paid for places. */
  customers_emailed: z.number().int(),
});
export type SessionCancellation = z.infer<typeof SessionCancellation>;

export const cancelSession = defineRoute({
  method: 'POST',
  path: '/api/admin/occurrences/:occurrenceId/cancel',
  summary:
    'Cancel a session (managers of its operator): every booking refunded in full, holds and the waitlist closed, customers emailed; again is a no-op',
  tags: ['operator console'],
  auth: 'staff',
  action: 'sessions.operate',
  params: z.object({ occurrenceId: idParam() }),
  body: SessionCancellationBody,
  response: dataEnvelope(SessionCancellation),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'BOOKING_STARTED', 'REQUEST_IN_PROGRESS'],
  idempotent: true,
});

export const LOCAL_START_FORMAT = 'The start must be in the format YYYY-MM-DDTHH:MM.';
export const MOVE_NEEDS_START = 'Give the new start as starts_at_local, or as date and time.';

/**
 * Where a session moves to, in its venue's local time: `starts_at_local` (`YYYY-MM-DDTHH:MM`), or
 * `date` and `time`. Its length stays. Onto a time when another session is in its location, it
 * moves only with `allow_location_clash: true`, sent once the manager has been told of the clash
 * (`LOCATION_CLASH`).
 */
export const SessionMoveBody = z
  .object({
    starts_at_local: z
      .string({ error: LOCAL_START_FORMAT })
      .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, LOCAL_START_FORMAT)
      .refine((value) => IsoDate.safeParse(value.slice(0, 10)).success, LOCAL_START_FORMAT)
      .optional(),
    date: IsoDate.optional(),
    time: TimeOfDayParam.optional(),
    allow_location_clash: z
      .boolean({ error: 'Say whether to move it where another session is then.' })
      .optional(),
  })
  .refine(
    (body) =>
      body.starts_at_local !== undefined || (body.date !== undefined && body.time !== undefined),
    { message: MOVE_NEEDS_START, path: ['starts_at_local'] },
  );

export const SessionMove = z.object({
  occurrence_id: z.number().int(),
  name: z.string(),
  /** Where it was, and where it is now: venue-local date and `HH:MM` times. */
  from: z.object({ date: z.string(), start_time: z.string(), end_time: z.string() }),
  to: z.object({ date: z.string(), start_time: z.string(), end_time: z.string() }),
  /** False when it was there already (nothing changed, nobody emailed). */
  moved: z.boolean(),
  /** Emails queued to the customers who had paid for places. */
  customers_emailed: z.number().int(),
});
export type SessionMove = z.infer<typeof SessionMove>;

export const moveSession = defineRoute({
  method: 'POST',
  path: '/api/admin/occurrences/:occurrenceId/move',
  summary:
    'Move a session to another local start, keeping its length (managers of its operator); its booked customers are emailed. Onto a time when another session is in its location: 409 LOCATION_CLASH naming it, unless allow_location_clash',
  tags: ['operator console'],
  auth: 'staff',
  action: 'sessions.operate',
  params: z.object({ occurrenceId: idParam() }),
  body: SessionMoveBody,
  response: dataEnvelope(SessionMove),
  errors: [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'NOT_FOUND',
    'BOOKING_CLOSED',
    'BOOKING_STARTED',
    'LOCATION_CLASH',
    'REQUEST_IN_PROGRESS',
  ],
  idempotent: true,
});

/** What about a session no longer matches its schedule's rule. */
export const ruleDifferences = ['day', 'time', 'length', 'location', 'capacity'] as const;

export const BookedSessionOffRule = z.object({
  occurrence_id: z.number().int(),
  /** Venue-local date and `HH:MM` times, as the session stands. */
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  /** Places booked or held in baskets. */
  bookings: z.number().int(),
  capacity: z.number().int(),
  differences: z.array(z.enum(ruleDifferences)),
  /** The rule's `HH:MM` start that day (where a move would put it); null: it no longer runs then. */
  rule_start_time: z.string().nullable(),
});

export const ScheduleBookedSessions = z.object({
  schedule_id: z.number().int(),
  name: z.string(),
  /** The rule as it stands. */
  rule: z.object({
    /** ISO weekday, 1 = Monday. */
    weekday: z.number().int(),
    start_time: z.string(),
    duration_minutes: z.number().int(),
    capacity: z.number().int(),
    location_id: z.number().int().nullable(),
    starts_on: z.string().nullable(),
    ends_on: z.string().nullable(),
  }),
  sessions: z.array(BookedSessionOffRule),
});
export type ScheduleBookedSessions = z.infer<typeof ScheduleBookedSessions>;

export const listScheduleBookedSessions = defineRoute({
  method: 'GET',
  path: '/api/admin/schedules/:scheduleId/booked-sessions',
  summary:
    "A schedule's future sessions with bookings that no longer match its rule (managers of its operator): to move, cancel or keep",
  tags: ['operator console'],
  auth: 'staff',
  action: 'sessions.operate',
  params: z.object({ scheduleId: idParam() }),
  response: dataEnvelope(ScheduleBookedSessions),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});

/** The dates of a venue's week: `from`, a venue-local date; this week's Monday when left out. */
export const VenueWeekQuery = z.object({
  // One message for a malformed date, not the format's and the calendar's both.
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, {
      error: 'The date must be in the format YYYY-MM-DD.',
      abort: true,
    })
    .pipe(IsoDate)
    .optional(),
});

/** One session of a venue's week as the console's calendar places it. */
export const VenueWeekSession = z.object({
  occurrence_id: z.number().int(),
  /** What it is: a class, a court or lane slot, or a ticketed (drop-in) session. */
  kind: z.enum(['class', 'slot', 'ticketed']),
  /** The session's activity, as customers see it listed. */
  name: z.string(),
  location_name: z.string().nullable(),
  /** Venue-local date and `HH:MM` times (Europe/London: BST or GMT as the day has it). */
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  capacity: z.number().int(),
  /** Places booked or held in baskets. */
  booked: z.number().int(),
  /** Customers in its waitlist still waiting (not those offered a place). */
  waiting: z.number().int(),
  /** Cancelled sessions are listed, marked, so the week shows what was called off. */
  cancelled: z.boolean(),
});
export type VenueWeekSession = z.infer<typeof VenueWeekSession>;

export const VenueWeek = z.object({
  venue: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  /** The week's first and last venue-local dates (seven days). */
  from: z.string(),
  to: z.string(),
  /** By date, then start, then location. */
  sessions: z.array(VenueWeekSession),
});
export type VenueWeek = z.infer<typeof VenueWeek>;

export const getVenueWeek = defineRoute({
  method: 'GET',
  path: '/api/admin/venues/:venueSlug/week',
  summary:
    "A venue's sessions for seven days from a date (managers of its operator): classes, courts and drop-in sessions, with places booked and waiting",
  tags: ['operator console'],
  auth: 'staff',
  action: 'sessions.operate',
  params: z.object({ venueSlug: z.string().min(1).max(120) }),
  query: VenueWeekQuery,
  response: dataEnvelope(VenueWeek),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});
