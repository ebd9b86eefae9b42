import { z } from 'zod';

/**
 * The closed list of error codes domain code may raise. The API maps each to an HTTP status in
 * one table (apps/api/src/platform/http/error-handler.ts); the web maps status and code to copy in one place.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  // A customer reference that cannot price a ticket for the caller (400; the site shows it).
  'TICKET_DISCOUNT_REFUSED',
  // Conflicts, each its own code so a client can tell them apart; all answer 409.
  'SESSION_FULL',
  'NOT_RELEASED',
  'BOOKING_CLOSED',
  'ALREADY_IN_BASKET',
  'ALREADY_BOOKED',
  'ALREADY_ON_WAITLIST',
  'NO_WAITLIST',
  'PLACES_AVAILABLE',
  'BASKET_FULL',
  'BASKET_EMPTY',
  'BASKET_CHANGED',
  'HOLD_EXPIRED',
  'NOTHING_TO_PAY',
  'PAYMENT_IN_PROGRESS',
  'BOOKING_STARTED',
  'CANCELLATION_CUTOFF',
  'NOT_STARTED',
  'OUTSTANDING_PENALTY',
  'PLACES_TAKEN',
  // Another session is in the location at the time a session would move to: the manager is
  // told which, and may move it there anyway.
  'LOCATION_CLASH',
  'CREDIT_UNAVAILABLE',
  'PACKAGE_UNAVAILABLE',
  'BENEFIT_UNAVAILABLE',
  // The person going does not meet the activity's restrictions (age, induction, members only).
  'BOOKING_RESTRICTED',
  // The completed waivers sent do not match what the basket's attendees have signed.
  'WAIVERS_INCOMPLETE',
  // A required question of a basket place's activity has no answer for its attendee.
  'QUESTIONS_UNANSWERED',
  // The account cannot be closed yet: upcoming bookings, a live membership, credit, an open payment.
  'ACCOUNT_IN_USE',
  // The membership has ended (cancelled or expired): there is nothing left to cancel.
  'MEMBERSHIP_ENDED',
  // The customer already holds (or is joining) a membership: one at a time.
  'ALREADY_A_MEMBER',
  // The membership is cancelled, ending or frozen already: it cannot be frozen (again).
  'FREEZE_UNAVAILABLE',
  // The membership's plan cannot be changed online now (not active, frozen, ending), or not to that plan.
  'PLAN_CHANGE_UNAVAILABLE',
  // Giving a guest pass needs an active (not frozen) membership.
  'GUEST_PASS_MEMBERSHIP_REQUIRED',
  // This calendar month's guest passes of the membership are all given.
  'GUEST_PASSES_USED_UP',
  // A guest pass code that cannot price this place: used, expired, or the giver's own place.
  'GUEST_PASS_UNAVAILABLE',
  // The guest pass is in another basket (a pass prices one basket item at a time).
  'GUEST_PASS_IN_BASKET',
  // An offline voucher that cannot pay: unknown, used already, or expired.
  'VOUCHER_UNAVAILABLE',
  // A plan's proof document (a student card) must be uploaded before the first payment.
  'DOCUMENT_REQUIRED',
  'REQUEST_IN_PROGRESS',
  'RATE_LIMITED',
  // A venue's waiting room is open and the caller has not been let in yet (429, Retry-After).
  'IN_QUEUE',
  'PAYMENT_REQUIRED',
  'PAYMENT_DECLINED',
  'MAINTENANCE',
  'UNAVAILABLE',
] as const;

export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** 4xx/5xx body with a message, as the live system answers. */
export const MessageError = z.object({
  message: z.string(),
  code: ErrorCode.optional(),
});
export type MessageError = z.infer<typeof MessageError>;

/** 422 body: `{"message", "errors": {field: [messages]}, "status": 422}`. */
export const ValidationError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  status: z.literal(422),
});
export type ValidationError = z.infer<typeof ValidationError>;
