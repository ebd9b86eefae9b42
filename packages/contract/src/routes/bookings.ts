import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { idParam } from '../primitives/ids';
import { Price } from '../primitives/money';

/** Booking ids arrive as numbers or as strings of digits. */
const BookingId = idParam();

export const Cancellation = z.object({
  cancelled_booking_ids: z.array(z.number().int()),
  /** Card-paid bookings are refunded to account credit. */
  credit_refunded: Price,
});
export type Cancellation = z.infer<typeof Cancellation>;

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
  errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'BOOKING_STARTED', 'REQUEST_IN_PROGRESS'],
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
  errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'BOOKING_STARTED', 'REQUEST_IN_PROGRESS'],
  idempotent: true,
});
