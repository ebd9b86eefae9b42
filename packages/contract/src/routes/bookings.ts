import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { idParam } from '../primitives/ids';
import { Price } from '../primitives/money';
import { MyAccountBooking, SelectedUserQuery } from './my-account';
import { Penalty } from './penalties';

/** Booking ids arrive as numbers or as strings of digits. */
const BookingId = idParam();

export const Cancellation = z.object({
  cancelled_booking_ids: z.array(z.number().int()),
  /** Refunds the activity's cancellation policy sends to account credit (the live default). */
  credit_refunded: Price,
  /** Lido's own: refunds sent back to the card that paid, where the policy says so. */
  card_refunded: Price,
  /** Lido's own: late cancellation fees, kept from the refund or owed as a penalty. */
  late_fee: Price,
});
export type Cancellation = z.infer<typeof Cancellation>;

const cancellationErrors = [
  'UNAUTHENTICATED',
  'NOT_FOUND',
  'BOOKING_STARTED',
  'CANCELLATION_CUTOFF',
  'REQUEST_IN_PROGRESS',
] as const;

export const cancelBookings = defineRoute({
  method: 'PATCH',
  path: '/api/v1/activities/bookings',
  summary: 'Cancel bookings, giving their places back and refunding them to account credit',
  tags: ['bookings'],
  auth: 'required',
  body: z.object({
    data: z.object({
      cancellation_source: z.string().max(40).optional(),
      update_type: z.literal('cancellation'),
      booking_ids: z.array(BookingId).min(1, 'Choose at least one booking to cancel.').max(50),
    }),
  }),
  response: dataEnvelope(Cancellation),
  errors: cancellationErrors,
  idempotent: true,
});

export const cancelBooking = defineRoute({
  method: 'DELETE',
  path: '/api/activities/bookings/:bookingId',
  summary: 'Cancel one booking (the booking site form of the cancellation)',
  tags: ['bookings'],
  auth: 'required',
  params: z.object({ bookingId: BookingId }),
  query: z.object({ source: z.string().max(40).optional() }),
  response: dataEnvelope(Cancellation),
  errors: cancellationErrors,
  idempotent: true,
});

export const RefundDestination = z.enum(['credit', 'card']);
export type RefundDestination = z.infer<typeof RefundDestination>;

/**
 * Where a cancelled booking's refund went: a policy's destination, or `partner` for a booking made
 * through an OpenActive booking partner, which refunds its customer itself.
 */
export const RefundGivenTo = z.enum([...RefundDestination.options, 'partner']);

/** Lido's own: a cancelled booking and what its cancellation gave back or cost. */
export const BookingCancellation = z.object({
  booking: MyAccountBooking,
  cancelled_at: z.string(),
  /** Cancelled after the policy's cut-off (or by staff after the start). */
  after_cutoff: z.boolean(),
  refund: z.object({ to: RefundGivenTo, amount: Price }).nullable(),
  late_fee: Price.nullable(),
});
export type BookingCancellation = z.infer<typeof BookingCancellation>;

export const getMyCancellations = defineRoute({
  method: 'GET',
  path: '/api/my-account/cancellations',
  summary: 'My cancelled bookings, latest first, each with its refund line and any late fee',
  tags: ['my-account'],
  auth: 'required',
  query: SelectedUserQuery,
  response: dataEnvelope(z.array(BookingCancellation)),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

export const Attendance = z.enum(['attended', 'no_show']);
export type Attendance = z.infer<typeof Attendance>;

/** Lido's own: staff take the register; a no-show may cost the policy's fee. */
export const markAttendance = defineRoute({
  method: 'PUT',
  path: '/api/staff/bookings/:bookingId/attendance',
  summary:
    "Mark a booking attended or a no-show once its session has started (staff of the customer's venue)",
  tags: ['staff'],
  auth: 'staff',
  action: 'register.keep',
  params: z.object({ bookingId: BookingId }),
  body: z.object({ attendance: Attendance }),
  response: dataEnvelope(
    z.object({ booking_id: z.number().int(), attendance: Attendance, penalty: Penalty.nullable() }),
  ),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'NOT_STARTED', 'REQUEST_IN_PROGRESS'],
  idempotent: true,
});

/** The secret of a booking's "Can't make it? Release my place" link in its confirmation email. */
const ReleaseToken = z.string().trim().min(16).max(64);

/** Lido's own: the booking a release link names, with what cancelling it now would do. */
export const getPlaceRelease = defineRoute({
  method: 'GET',
  path: '/api/bookings/release/:token',
  summary: "The booking a confirmation email's release link names, and its cancellation terms",
  tags: ['bookings'],
  auth: 'public',
  params: z.object({ token: ReleaseToken }),
  response: dataEnvelope(z.object({ booking: MyAccountBooking })),
  errors: ['NOT_FOUND'],
});

/**
 * Lido's own: "Can't make it? Release my place" — cancels the link's booking by its policy, as
 * the customer would in My account, so the place goes to the waitlist. The link is the
 * credential: whoever holds the email may release the place, and nothing else.
 */
export const releasePlace = defineRoute({
  method: 'POST',
  path: '/api/bookings/release/:token',
  summary: "Release a booking's place through its confirmation email's link",
  tags: ['bookings'],
  auth: 'public',
  params: z.object({ token: ReleaseToken }),
  response: dataEnvelope(Cancellation),
  // Releasing twice changes nothing, so a retry needs no Idempotency-Key.
  errors: ['NOT_FOUND', 'BOOKING_STARTED', 'CANCELLATION_CUTOFF', 'RATE_LIMITED'],
});
