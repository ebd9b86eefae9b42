import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { requiredText } from '../primitives/field-rules';
import { idNumber, idParam } from '../primitives/ids';
import { Cart } from './basket';
import { GuestPass } from './memberships';
import { SelectedUserQuery } from './my-account';

// Guest passes: a member gives a friend a pass by email, from their plan's monthly allowance
// (`guestPassesPerMonth`), where the operator offers guest passes. The friend enters its code on
// a basket item, which prices one place of the item at nothing; the order uses the pass.

/** How many passes the member may give this calendar month, and a sentence saying so. */
export const GuestPassAllowance = z.object({
  /** The plan's passes a month; 0 without an active membership (or on a plan with none). */
  per_month: z.number().int(),
  /** Passes given this calendar month from the membership. */
  given_this_month: z.number().int(),
  left_this_month: z.number().int(),
  /** "You can give 1 more guest pass this month.", or why none can be given. */
  message: z.string(),
});
export type GuestPassAllowance = z.infer<typeof GuestPassAllowance>;

export const GUEST_EMAIL_REQUIRED_MESSAGE = "The guest's email field is required.";
export const GUEST_EMAIL_INVALID_MESSAGE = "The guest's email must be a valid email address.";

/** To whom the pass goes: the email is where its code is sent. */
export const GiveGuestPassBody = z.object({
  guest_name: requiredText("guest's name", 100),
  guest_email: z
    .string({ error: GUEST_EMAIL_REQUIRED_MESSAGE })
    .trim()
    .min(1, GUEST_EMAIL_REQUIRED_MESSAGE)
    .max(255, "The guest's email may not be greater than 255 characters.")
    .toLowerCase()
    .pipe(z.email(GUEST_EMAIL_INVALID_MESSAGE)),
});
export type GiveGuestPassBody = z.infer<typeof GiveGuestPassBody>;

export const GUEST_PASS_CODE_REQUIRED_MESSAGE = 'Enter the guest pass code.';

/** A code as the guest types it: case, spaces and dashes do not matter (the API tidies it). */
export const GuestPassCodeBody = z.object({
  code: z
    .string({ error: GUEST_PASS_CODE_REQUIRED_MESSAGE })
    .trim()
    .min(1, GUEST_PASS_CODE_REQUIRED_MESSAGE)
    .max(40, 'A guest pass code is 10 letters and numbers, as in its email.'),
  selected_user_id: idNumber().nullable().optional(),
});

const guestPassRoute = { tags: ['my-account'], auth: 'required' } as const;

export const getGuestPassAllowance = defineRoute({
  ...guestPassRoute,
  method: 'GET',
  path: '/api/my-account/guest-passes/allowance',
  summary: 'How many guest passes the member may still give this calendar month',
  query: SelectedUserQuery,
  response: dataEnvelope(GuestPassAllowance),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});

export const giveGuestPass = defineRoute({
  ...guestPassRoute,
  method: 'POST',
  path: '/api/my-account/guest-passes',
  summary: "Give a guest pass from this month's allowance; its code is emailed to the guest",
  query: SelectedUserQuery,
  body: GiveGuestPassBody,
  response: dataEnvelope(GuestPass),
  status: 201,
  errors: [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'NOT_FOUND',
    'GUEST_PASS_MEMBERSHIP_REQUIRED',
    'GUEST_PASSES_USED_UP',
    'REQUEST_IN_PROGRESS',
  ],
  // A retried request with its key answers the pass already given, never a second one.
  idempotent: true,
});

const CartItemParams = z.object({ cartItemId: idParam() });

export const applyGuestPass = defineRoute({
  method: 'PUT',
  path: '/api/activities/cart/:cartItemId/guest-pass',
  summary: 'Price one place of a basket item by a guest pass code (replacing any pass it had)',
  tags: ['basket'],
  auth: 'required',
  params: CartItemParams,
  body: GuestPassCodeBody,
  response: dataEnvelope(Cart),
  errors: [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'NOT_FOUND',
    'GUEST_PASS_UNAVAILABLE',
    'GUEST_PASS_IN_BASKET',
    'REQUEST_IN_PROGRESS',
  ],
  idempotent: true,
});

export const removeGuestPass = defineRoute({
  method: 'DELETE',
  path: '/api/activities/cart/:cartItemId/guest-pass',
  summary: 'Take the guest pass off a basket item: its place is paid for, the pass kept',
  tags: ['basket'],
  auth: 'required',
  params: CartItemParams,
  query: z.object({ selected_user_id: idParam().nullable().optional() }),
  response: dataEnvelope(Cart),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'REQUEST_IN_PROGRESS'],
  idempotent: true,
});
