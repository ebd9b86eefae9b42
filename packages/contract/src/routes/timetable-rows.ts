import { z } from 'zod';
import { DateObject, IsoDate } from '../primitives/date-object';
import { Instant } from '../primitives/instant';
import { EstimatedPrice, Price } from '../primitives/money';
import { TimeOfDay, TimeOfDayParam } from '../primitives/time-of-day';
import { Location } from './catalogue';
import { VenueIdentifier } from './venues';

// The rows and answers of the availability calls (times, slots, classes, tickets, occurrences).

/** Both the v1 (numeric) and the v2 (opaque string) occurrence id. */
export const OccurrenceId = z.union([z.number().int(), z.string()]);

export const CompositeKey = z
  .string()
  .regex(/^[0-9a-f]{8}$/, 'The composite key must be 8 lowercase hexadecimal characters.');

/**
 * SPEC.md section 4's booking action types, with FULL: what the caller can do with a session.
 * Anonymous callers see BOOK, FULL and JOIN_WAITLIST; the rest depend on who is asking.
 */
export const actionStatuses = [
  'BOOK',
  'FULL',
  'JOIN_WAITLIST',
  'LEAVE_WAITLIST',
  'CANCEL_BOOKING',
  'CANCEL_RESERVATION',
] as const;

/** What the caller can do with a session; status null (with a reason) when nothing. */
export const ActionToShow = z.object({
  status: z.enum(actionStatuses).nullable(),
  reason: z.string().nullable(),
});
export type ActionToShow = z.infer<typeof ActionToShow>;

/** The caller's booking of a session, or null (filled by the bookings issue). */
export const CallerBooking = z.looseObject({ id: OccurrenceId }).nullable();

/** The induction to complete first: its activity, for a link to book one. */
export const InductionRequirement = z.object({
  id: z.string(),
  name: z.string(),
  category_slug: z.string(),
  venue_slug: z.string(),
});

/** Who may take a place: members only and an age range on the day, with the row's wording. */
export const RestrictionCriteria = z.object({
  members_only: z.boolean(),
  min_age: z.number().int().nullable(),
  max_age: z.number().int().nullable(),
  /** "Ages 8 to 15 · Members only": what a row says before anyone tries. */
  description: z.string(),
});

/** The waiver each attendee signs before the order: the restriction that asks for it, and its text's version. */
export const WaiverRequirement = z.object({
  /** The restriction's id (`restriction_ids`), which the attendee and waiver calls name. */
  id: z.number().int(),
  waiver_id: z.number().int(),
  title: z.string(),
  version: z.number().int(),
});
export type WaiverRequirement = z.infer<typeof WaiverRequirement>;

export const Restrictions = z.object({
  pre_waiver: WaiverRequirement.nullable(),
  pre_induction: InductionRequirement.nullable(),
  criteria: RestrictionCriteria.nullable(),
});
export type Restrictions = z.infer<typeof Restrictions>;

/** Instructors and tags: `{id, name}`. */
export const NamedRef = z.object({ id: z.number().int(), name: z.string() });

export const ActivityParams = z.object({
  venue: VenueIdentifier,
  activity: z.string().min(1).max(120),
});

export const DateQuery = z.object({ date: IsoDate });

/** One start time of an activity on a date, aggregated over its locations (v1 shape). */
export const TimesRowV1 = z.object({
  starts_at: TimeOfDay,
  ends_at: TimeOfDay,
  duration: z.string(),
  price: EstimatedPrice,
  composite_key: CompositeKey,
  /** The start instant in Unix seconds. */
  timestamp: z.number().int(),
  booking: CallerBooking,
  action_to_show: ActionToShow,
  category_slug: z.string(),
  /** Court rows: `YYYY-MM-DD`; class and drop-in rows: the date object, as in slots. */
  date: z.union([IsoDate, DateObject]),
  venue_slug: z.string(),
  /** The single location's name, or "Multiple". */
  location: z.string(),
  /** Places (or free locations) left. */
  spaces: z.number().int(),
  name: z.string(),
  allows_anonymous_bookings: z.boolean(),
  /** Class and drop-in rows (one per session): the occurrence id, numeric in v1. */
  id: z.number().int().optional(),
  /** Class and drop-in rows: places left, which drop-in watchers filter on. */
  spaces_remaining: z.number().int().optional(),
  /** Class and drop-in rows: where the session is. */
  location_name: z.string().optional(),
});
export type TimesRowV1 = z.infer<typeof TimesRowV1>;

const restrictionFields = {
  restrictions: Restrictions,
  has_pre_purchase_restrictions: z.boolean(),
  requires_induction: z.boolean(),
  restriction_ids: z.array(z.union([z.number().int(), z.string()])),
};

export const TimesRowV2 = TimesRowV1.extend({
  /** Class and drop-in rows: the occurrence id, an opaque string in v2. */
  id: z.string().optional(),
  first_bookable_at: Instant,
  ...restrictionFields,
});
export type TimesRowV2 = z.infer<typeof TimesRowV2>;

const sessionFields = {
  name: z.string(),
  allows_anonymous_bookings: z.boolean(),
  category_slug: z.string(),
  duration: z.string(),
  instructors: z.array(NamedRef),
  date: DateObject,
  location: Location,
  slot_display_location: z.string(),
  price: Price,
  starts_at: TimeOfDay,
  ends_at: TimeOfDay,
  first_bookable_at: Instant,
  /** Wall-clock time in the venue's zone after which the session can no longer be booked. */
  last_bookable_at: TimeOfDay,
  venue_name: z.string(),
  pricing_option_id: z.number().int(),
  /** `purchasableOccurrence` (v2 ids) or `activity` (v1 ids), as basket calls send it. */
  cart_type: z.string(),
  composite_key: CompositeKey,
  booking: CallerBooking,
  bookings_count: z.number().int(),
  spaces: z.number().int(),
  capacity: z.number().int(),
  action_to_show: ActionToShow,
  /** The caller's waitlist entry for the session (LEAVE_WAITLIST), else null. */
  waitlist_id: OccurrenceId.nullable(),
  ...restrictionFields,
  /** For a member, the membership benefit that would cover the session (`{id, name}`), else null. */
  benefit_available: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  tags: z.array(NamedRef),
};

/** One bookable location at one time (v2: opaque string id). */
export const SlotRowV2 = z.object({ id: z.string(), ...sessionFields });
export type SlotRowV2 = z.infer<typeof SlotRowV2>;
/** The v1 form: numeric id. */
export const SlotRowV1 = z.object({ id: z.number().int(), ...sessionFields });
export type SlotRowV1 = z.infer<typeof SlotRowV1>;

/** A class on the timetable: the slot shape plus its description. */
export const ClassRow = z.object({
  id: OccurrenceId,
  ...sessionFields,
  description: z.string().nullable(),
});
export type ClassRow = z.infer<typeof ClassRow>;
export const ClassRowV2 = ClassRow.extend({ id: z.string() });
export type ClassRowV2 = z.infer<typeof ClassRowV2>;
export const ClassRowV1 = ClassRow.extend({ id: z.number().int() });
export type ClassRowV1 = z.infer<typeof ClassRowV1>;

/** A ticket type of a drop-in session, priced for the caller. */
export const TicketType = z.object({
  id: z.number().int(),
  pricing_option_id: z.number().int(),
  name: z.string(),
  price: Price,
});
export type TicketType = z.infer<typeof TicketType>;

/** A drop-in (ticketed) session with its ticket types. */
export const TicketSession = z.object({
  id: OccurrenceId,
  ...sessionFields,
  ticket_types: z.array(TicketType),
});
export type TicketSession = z.infer<typeof TicketSession>;
/** The v2 form: opaque string id (basket type `purchasableOccurrence`); v1: numeric (`activity`). */
export const TicketSessionV2 = TicketSession.extend({ id: z.string() });
export type TicketSessionV2 = z.infer<typeof TicketSessionV2>;
export const TicketSessionV1 = TicketSession.extend({ id: z.number().int() });
export type TicketSessionV1 = z.infer<typeof TicketSessionV1>;

/** `tickets:[{id, pricing_option:{id, …}, price}]` of one occurrence. */
export const OccurrenceTicket = z.object({
  id: z.number().int(),
  pricing_option: z.object({
    id: z.number().int(),
    name: z.string(),
    kind: z.enum(['standard', 'ticket']),
  }),
  price: Price,
});
export type OccurrenceTicket = z.infer<typeof OccurrenceTicket>;

export const OccurrenceDetail = z.object({
  id: OccurrenceId,
  v1_id: z.number().int(),
  v2_id: z.string(),
  ...sessionFields,
  description: z.string().nullable(),
  tickets: z.array(OccurrenceTicket),
});
export type OccurrenceDetail = z.infer<typeof OccurrenceDetail>;

/** A date the caller may view: `{"raw":"2026-10-06","day_pretty":"Tuesday",…,"today":true}`. */
export const ViewableDate = z.object({
  raw: IsoDate,
  day_pretty: z.string(),
  date_pretty: z.string(),
  today: z.boolean(),
  full_date_pretty: z.string(),
  year: z.string(),
});
export type ViewableDate = z.infer<typeof ViewableDate>;

export const SlotsQuery = DateQuery.extend({
  /** Only slots starting at or after this venue-local time. */
  start_time: TimeOfDayParam.optional(),
  /** Only slots ending at or before this venue-local time. */
  end_time: TimeOfDayParam.optional(),
  composite_key: CompositeKey.optional(),
  location_id: z
    .string()
    .regex(/^\d{1,9}$/, 'The location id must be a number.')
    .optional(),
});
