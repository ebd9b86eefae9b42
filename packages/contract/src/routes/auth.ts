import { z } from 'zod';
import { staffRoles } from '../staff-actions';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { IsoDate } from '../primitives/date-object';
import { idNumber } from '../primitives/ids';
import {
  EmailAddress,
  NewPassword,
  UkPhone,
  UkPostcode,
  optionalText,
  requiredText,
} from '../primitives/field-rules';

export const MembershipUser = z.object({
  /** Sent back as `membership_user_id` in basket calls. */
  id: z.number().int(),
  membership_id: z.number().int(),
  name: z.string(),
  status: z.enum(['active', 'frozen', 'cancelled', 'expired']),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  home_venue_id: z.number().int().nullable(),
});
export type MembershipUser = z.infer<typeof MembershipUser>;

export const DocumentExpiry = z.object({
  id: z.number().int(),
  name: z.string(),
  expires_on: z.string().nullable(),
  document_expiring_soon: z.boolean(),
  /** Negative once expired. */
  days_to_expiry: z.number().int().nullable(),
});
export type DocumentExpiry = z.infer<typeof DocumentExpiry>;

export const FamilyMember = z.object({
  id: z.number().int(),
  reference: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  date_of_birth: z.string().nullable(),
  relationship: z.string(),
});
export type FamilyMember = z.infer<typeof FamilyMember>;

/** The signed-in user (SPEC.md section 3 `User`); staff users also carry `currency_symbol`. */
export const User = z.object({
  id: z.number().int(),
  type: z.enum(['customer', 'staff']),
  reference: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  home_venue_id: z.number().int().nullable(),
  home_venue_slug: z.string().nullable(),
  membership_user: MembershipUser.nullable(),
  has_outstanding_penalties: z.boolean(),
  credit: z.object({ balance: z.number().int(), formatted_balance: z.string() }),
  has_instruction: z.boolean(),
  has_billing_date: z.boolean(),
  document_expiry: z.array(DocumentExpiry),
  membership_document_upload_required: z.boolean(),
  profile_photo: z.string().nullable(),
  family_members: z.array(FamilyMember),
  is_staff: z.boolean(),
  currency_symbol: z.string().optional(),
  /** Staff only: a receptionist serves and takes payments; a manager may also change prices. */
  staff_role: z.enum(staffRoles).optional(),
});
export type User = z.infer<typeof User>;

export const SignedIn = z.object({
  status: z.literal('success'),
  token: z.string(),
  user: User,
});
export type SignedIn = z.infer<typeof SignedIn>;

export const StatusMessage = z.object({
  status: z.literal('success'),
  message: z.string(),
});
export type StatusMessage = z.infer<typeof StatusMessage>;

const passwordsMatch = (body: { password: string; password_confirmation?: string | null }) =>
  body.password_confirmation === undefined ||
  body.password_confirmation === null ||
  body.password_confirmation === body.password;
const PASSWORDS_DIFFER = {
  message: 'The password field confirmation does not match.',
  path: ['password'],
};

export const CustomerRegistration = z
  .object({
    first_name: requiredText('first name', 100),
    last_name: requiredText('last name', 100),
    email: EmailAddress,
    password: NewPassword,
    password_confirmation: z.string().nullish(),
    date_of_birth: IsoDate,
    gender: optionalText('gender', 30),
    phone: UkPhone,
    address_line_1: optionalText('address line 1'),
    address_line_2: optionalText('address line 2'),
    town: optionalText('town', 100),
    postcode: UkPostcode,
    home_venue_id: idNumber().nullish(),
    /** Must be the operator's client id (GET /api/client). */
    client_id: requiredText('client id', 100),
    /** The site registering: activity-booking, online-joining, my-account, front-of-house. */
    source: optionalText('source', 50),
  })
  .refine(passwordsMatch, PASSWORDS_DIFFER);
export type CustomerRegistration = z.infer<typeof CustomerRegistration>;

export const Credentials = z.object({
  /** Email address (any case) or customer reference. */
  username: requiredText('username'),
  password: z
    .string({ error: 'The password field is required.' })
    .min(1, 'The password field is required.')
    .max(200, 'The password may not be greater than 200 characters.'),
});

export const registerCustomer = defineRoute({
  method: 'POST',
  path: '/api/auth/customer/register',
  summary: 'Create a customer account and sign in',
  tags: ['auth'],
  auth: 'public',
  signsIn: true,
  query: z.object({ onboarding_type: optionalText('onboarding type', 50) }),
  body: CustomerRegistration,
  response: SignedIn,
  status: 201,
  errors: [],
});

export const loginCustomer = defineRoute({
  method: 'POST',
  path: '/api/auth/customer/login',
  summary: 'Sign in with email address or customer reference',
  tags: ['auth'],
  auth: 'public',
  signsIn: true,
  body: Credentials,
  response: SignedIn,
  errors: ['UNAUTHENTICATED', 'RATE_LIMITED'],
});

export const loginStaff = defineRoute({
  method: 'POST',
  path: '/api/auth/staff/login',
  summary: 'Front-of-house staff sign in with their email address',
  tags: ['auth'],
  auth: 'public',
  signsIn: true,
  body: Credentials,
  response: SignedIn,
  errors: ['UNAUTHENTICATED', 'RATE_LIMITED'],
});

export const logout = defineRoute({
  method: 'POST',
  path: '/api/auth/logout',
  summary: "Sign out: revokes the caller's session",
  tags: ['auth'],
  auth: 'required',
  response: z.object({ status: z.literal('success') }),
  errors: ['UNAUTHENTICATED'],
});

/**
 * Lido's own (not the live API's): keeps the session presented as a Bearer token in this
 * browser's HttpOnly session cookie. The `?token=` sign-in link hands the site a token this way,
 * so no script has to keep it.
 */
export const adoptSession = defineRoute({
  method: 'POST',
  path: '/api/auth/session',
  summary: 'Keep the Bearer-presented session in the session cookie (the ?token= sign-in link)',
  tags: ['auth'],
  auth: 'required',
  response: z.object({ status: z.literal('success') }),
  errors: ['UNAUTHENTICATED'],
});

/**
 * Sent (value `1`) on requests a page makes by itself, such as the 5-second sign-in recheck:
 * they do not count as use, so an open tab left alone still reaches the session's idle expiry.
 */
export const BACKGROUND_REQUEST_HEADER = 'x-lido-background';

export const forgottenPassword = defineRoute({
  method: 'POST',
  path: '/api/auth/customer/forgotten-password',
  summary: 'Email a password-reset link; the answer is the same whether or not the account exists',
  tags: ['auth'],
  auth: 'public',
  body: z.object({ email_or_reference: requiredText('email or reference') }),
  response: StatusMessage,
  errors: [],
});

export const resetPassword = defineRoute({
  method: 'POST',
  path: '/api/auth/customer/reset-password',
  summary: 'Set a new password with the emailed token; signs out every session',
  tags: ['auth'],
  auth: 'public',
  body: z
    .object({
      token: requiredText('token', 200),
      password: NewPassword,
      password_confirmation: z.string().nullish(),
    })
    .refine(passwordsMatch, PASSWORDS_DIFFER),
  response: StatusMessage,
  errors: [],
});

/**
 * Lido's own: a member of staff chooses their password with the token emailed when they were
 * invited (an operator's import makes staff without one). Does not sign them in: they then sign
 * in at the desk's log-in page.
 */
export const setStaffPassword = defineRoute({
  method: 'POST',
  path: '/api/auth/staff/password',
  summary: 'Staff set their password with the emailed invitation token',
  tags: ['auth'],
  auth: 'public',
  body: z
    .object({
      token: requiredText('token', 200),
      password: NewPassword,
      password_confirmation: z.string().nullish(),
    })
    .refine(passwordsMatch, PASSWORDS_DIFFER),
  response: StatusMessage,
  errors: [],
});

/**
 * Lido's own: a member of staff who has forgotten their password (or whose invitation ran out)
 * asks for a link to choose a new one, which `setStaffPassword` then takes. The answer is the
 * same whether or not the address is a member of staff's.
 */
export const staffForgottenPassword = defineRoute({
  method: 'POST',
  path: '/api/auth/staff/forgotten-password',
  summary:
    "Email a member of staff a link to choose a new password; the answer is the same whether or not the address is staff's",
  tags: ['auth'],
  auth: 'public',
  body: z.object({ email: requiredText('email address', 254) }),
  response: StatusMessage,
  errors: [],
});

/**
 * Lido's own: who this browser's session signs in, or null. The sites ask it at start and every
 * 5 seconds (SPEC.md section 4); unlike `GET /api/auth/user` it does not answer a signed-out
 * visitor with an error, so a page never logs a failed request for an ordinary visit.
 */
export const getSession = defineRoute({
  method: 'GET',
  path: '/api/auth/session',
  summary: 'Who the session signs in, or null',
  tags: ['auth'],
  auth: 'optional',
  response: dataEnvelope(User.nullable()),
  errors: [],
});

export const getAuthUser = defineRoute({
  method: 'GET',
  path: '/api/auth/user',
  summary: 'The signed-in user',
  tags: ['auth'],
  auth: 'required',
  response: dataEnvelope(User),
  errors: ['UNAUTHENTICATED'],
});
