import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { requiredText } from '../primitives/field-rules';
import { idParam } from '../primitives/ids';

// The operator console's Booking partners page (managers): the activity apps that book the
// operator's sessions through the OpenActive Open Booking API (issue 44), each with an API key
// the operator issues here and may revoke. A key is shown once, in the answer that adds its
// partner; Lido keeps only its hash, so no later answer can show it again.

export const BOOKING_PARTNER_NOT_FOUND = 'Unable to complete request, item not found.';
export const BOOKING_PARTNER_NAME_MAX = 100;

export const BookingPartner = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first 8 characters of its key after `lido_oa_`: enough to tell keys apart, never to use one. */
  key_prefix: z.string(),
  /** When it was added (an ISO instant), and the name of the member of staff who added it. */
  created_at: z.string(),
  created_by: z.string(),
  /** When its key was revoked and by whom; null while the key works. */
  revoked_at: z.string().nullable(),
  revoked_by: z.string().nullable(),
});
export type BookingPartner = z.infer<typeof BookingPartner>;

/** A partner just added, with its key: the only answer that ever holds it. */
export const NewBookingPartner = BookingPartner.extend({
  /** `lido_oa_` and 43 base64url characters: the partner sends it as `Authorization: Bearer …`. */
  key: z.string(),
});
export type NewBookingPartner = z.infer<typeof NewBookingPartner>;

const bookingPartnerRoute = {
  tags: ['operator console'],
  auth: 'staff',
  action: 'booking-partners.manage',
} as const;

export const listBookingPartners = defineRoute({
  ...bookingPartnerRoute,
  method: 'GET',
  path: '/api/admin/booking-partners',
  summary:
    "The operator's OpenActive booking partners, newest first, with their keys' prefixes, who added them and whether they are revoked (managers); never a key",
  response: dataEnvelope(z.array(BookingPartner)),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

export const AddBookingPartnerBody = z.object({
  name: requiredText('name', BOOKING_PARTNER_NAME_MAX),
});
export type AddBookingPartnerBody = z.infer<typeof AddBookingPartnerBody>;

export const addBookingPartner = defineRoute({
  ...bookingPartnerRoute,
  method: 'POST',
  path: '/api/admin/booking-partners',
  summary:
    'Add an OpenActive booking partner and issue its API key, answered this once and never again (managers); audited',
  body: AddBookingPartnerBody,
  response: dataEnvelope(NewBookingPartner),
  status: 201,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED'],
  // Not `idempotent`: a replayed answer is kept in the database, and this answer holds the key.
});

export const revokeBookingPartner = defineRoute({
  ...bookingPartnerRoute,
  method: 'POST',
  path: '/api/admin/booking-partners/:partnerId/revoke',
  summary:
    "Revoke a booking partner's API key: the Open Booking API refuses it from then on (managers of its operator); a revoked partner is answered as it is; audited",
  params: z.object({ partnerId: idParam() }),
  response: dataEnvelope(BookingPartner),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});
