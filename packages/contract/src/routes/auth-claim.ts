import { z } from 'zod';
import { defineRoute } from '../define-route';
import { NewPassword, requiredText } from '../primitives/field-rules';
import { User } from './auth';

/**
 * Lido's own (issue 43): bookings made without an account are claimed with the link their
 * confirmation email carries (`token`: single use, 30 days). With no account for the booking's
 * email address, `password` makes one of them (as registration would, and signed in); when the
 * address has an account, the answer is `sign_in_required` until the caller is signed in to it,
 * and the same request then adds the bookings to it. The token holder received the email, so
 * telling them that the address has an account reveals nothing to anyone else.
 */
export const BookingsClaimBody = z
  .object({
    token: requiredText('token', 200),
    password: NewPassword.nullish(),
    password_confirmation: z.string().nullish(),
  })
  .refine(
    (body) =>
      body.password == null ||
      body.password_confirmation == null ||
      body.password_confirmation === body.password,
    { message: 'The password field confirmation does not match.', path: ['password'] },
  );

export const BookingsClaim = z.object({
  /** `claimed`: the bookings are the account's now; `sign_in_required`: sign in, then send again. */
  status: z.enum(['claimed', 'sign_in_required']),
  message: z.string(),
  /** The address the bookings were made with, to sign in with. */
  email: z.string(),
  /** A new account's session, as sign-in answers it (also kept in the session cookie). */
  token: z.string().nullable(),
  /** Who the bookings belong to now; null until they are claimed. */
  user: User.nullable(),
});
export type BookingsClaim = z.infer<typeof BookingsClaim>;

export const claimBookings = defineRoute({
  method: 'POST',
  path: '/api/auth/customer/claim',
  summary:
    'Keep bookings made without an account: set a password with the emailed link, or add them to the account the caller signed in to',
  tags: ['auth'],
  auth: 'optional',
  signsIn: true,
  body: BookingsClaimBody,
  response: BookingsClaim,
  errors: ['FORBIDDEN'],
});
