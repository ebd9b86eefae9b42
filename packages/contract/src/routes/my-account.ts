import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { DateObject, IsoDate } from '../primitives/date-object';
import { idNumber, idParam } from '../primitives/ids';
import {
  EmailAddress,
  NewPassword,
  UkPhone,
  UkPostcode,
  optionalText,
  requiredText,
} from '../primitives/field-rules';
import { FormattedAmount } from '../primitives/money';
import { TimeOfDay } from '../primitives/time-of-day';
import { StatusMessage } from './auth';
import { GuestPass, Membership } from './memberships';

/** Acting for someone else: a linked junior (parents) or a customer of the venue (staff). */
export const SelectedUserQuery = z.object({
  selected_user_id: idParam('The selected user id must be a number.').optional(),
});

export const BookingLocation = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  slug: z.string(),
  venue_id: z.number().int(),
  venue_slug: z.string(),
});

/** One row of My account bookings, in the live shape (reference/fixtures/my-account-bookings.json). */
export const MyAccountBooking = z.object({
  id: z.number().int(),
  booking_expires_at: DateObject,
  can_be_cancelled: z.boolean(),
  status: z.enum(['booked', 'cancelled']),
  cancellation_cutoff: z.object({
    is_after_cutoff: z.boolean(),
    cutoff_action: z.string().nullable(),
    cutoff_message: z.string().nullable(),
  }),
  attended: z.boolean(),
  awards_credit: z.object({ can_be_awarded: z.boolean(), message: z.string() }),
  item: z.object({
    duration: z.string(),
    date: DateObject,
    starts_at: TimeOfDay,
    ends_at: TimeOfDay,
    location: BookingLocation.nullable(),
  }),
  category: z.string(),
  venue: z.string(),
  venue_type: z.string(),
  simple_name: z.string(),
  price: z.string(),
  date: z.string(),
  time: z.string(),
  venue_name: z.string(),
  description: z.string(),
  order: z.number().int(),
  /** Every booking has its order; strict clients reject null. */
  order_id: z.number().int(),
  /** The occurrence booked (the live system's activity id). */
  activity_id: z.number().int(),
  /**
   * Lido's: the OpenActive booking partner (an activity app) it was booked through. Absent for
   * every other booking, so those keep the live system's shape key for key.
   */
  booked_through: z.string().optional(),
});
export type MyAccountBooking = z.infer<typeof MyAccountBooking>;

export const BookingFilter = z.enum(['future', 'past', 'all']);
export type BookingFilter = z.infer<typeof BookingFilter>;

export const CustomerDetails = z.object({
  id: z.number().int(),
  reference: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  gender: z.string().nullable(),
  phone: z.string().nullable(),
  address_line_1: z.string().nullable(),
  address_line_2: z.string().nullable(),
  town: z.string().nullable(),
  postcode: z.string().nullable(),
  home_venue_id: z.number().int().nullable(),
  home_venue_slug: z.string().nullable(),
  can_sign_in: z.boolean(),
});
export type CustomerDetails = z.infer<typeof CustomerDetails>;

/** Fields left out are unchanged; null clears an optional field. */
export const CustomerDetailsUpdate = z.object({
  first_name: requiredText('first name', 100).optional(),
  last_name: requiredText('last name', 100).optional(),
  email: EmailAddress.nullish(),
  date_of_birth: IsoDate.optional(),
  gender: optionalText('gender', 30),
  phone: UkPhone,
  address_line_1: optionalText('address line 1'),
  address_line_2: optionalText('address line 2'),
  town: optionalText('town', 100),
  postcode: UkPostcode,
  home_venue_id: idNumber().nullish(),
});
export type CustomerDetailsUpdate = z.infer<typeof CustomerDetailsUpdate>;

export const Package = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  sessions_total: z.number().int(),
  sessions_used: z.number().int(),
  sessions_remaining: z.number().int(),
  price: FormattedAmount,
  purchased_at: z.string(),
  expires_on: z.string().nullable(),
  status: z.enum(['active', 'used', 'expired']),
});
export type Package = z.infer<typeof Package>;

export const PaymentRecord = z.object({
  id: z.number().int(),
  reference: z.string(),
  order_id: z.number().int().nullable(),
  description: z.string(),
  amount: FormattedAmount,
  tender_type: z.enum([
    'card',
    'cash',
    'offline-voucher',
    'cheque',
    'credit',
    'terminal',
    'partner',
  ]),
  tender_type_label: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed', 'refunded']),
  created_at: z.string(),
  /** "Tue 20 October 2026", in the operator's zone. */
  date: z.string(),
});
export type PaymentRecord = z.infer<typeof PaymentRecord>;

export const CreditBalance = z.object({
  balance: z.number().int(),
  formatted_balance: z.string(),
  general: z.number().int(),
  membership: z.number().int(),
});
export type CreditBalance = z.infer<typeof CreditBalance>;

export const AccountAlert = z.object({
  type: z.enum([
    'document_expiring',
    'document_upload_required',
    'outstanding_penalties',
    'membership_arrears',
  ]),
  message: z.string(),
});
export type AccountAlert = z.infer<typeof AccountAlert>;

export const Dashboard = z.object({
  customer: z.object({
    id: z.number().int(),
    reference: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  next_bookings: z.array(MyAccountBooking),
  memberships: z.array(Membership),
  credit: CreditBalance,
  packages_remaining: z.number().int(),
  alerts: z.array(AccountAlert),
});
export type Dashboard = z.infer<typeof Dashboard>;

const myAccountRoute = { tags: ['my-account'], auth: 'required' } as const;

export const getMyDashboard = defineRoute({
  ...myAccountRoute,
  method: 'GET',
  path: '/api/my-account/dashboard',
  summary: 'Dashboard summary: next bookings, memberships, credit and alerts',
  query: SelectedUserQuery,
  response: dataEnvelope(Dashboard),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

export const getMyDetails = defineRoute({
  ...myAccountRoute,
  method: 'GET',
  path: '/api/my-account/details',
  summary: 'My details',
  query: SelectedUserQuery,
  response: dataEnvelope(CustomerDetails),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

export const updateMyDetails = defineRoute({
  ...myAccountRoute,
  method: 'PUT',
  path: '/api/my-account/details',
  summary: 'Update my details',
  query: SelectedUserQuery,
  body: CustomerDetailsUpdate,
  response: dataEnvelope(CustomerDetails),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

export const changeMyPassword = defineRoute({
  ...myAccountRoute,
  method: 'POST',
  path: '/api/my-account/password',
  summary: 'Change my password; signs out my other sessions',
  body: z
    .object({
      current_password: z
        .string({ error: 'The current password field is required.' })
        .min(1, 'The current password field is required.')
        .max(200),
      password: NewPassword,
      password_confirmation: z.string().nullish(),
    })
    .refine(
      (body) => body.password_confirmation == null || body.password_confirmation === body.password,
      { message: 'The password field confirmation does not match.', path: ['password'] },
    ),
  response: StatusMessage,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

export const getMyMemberships = defineRoute({
  ...myAccountRoute,
  method: 'GET',
  path: '/api/my-account/memberships',
  summary: 'My memberships',
  query: SelectedUserQuery,
  response: dataEnvelope(z.array(Membership)),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

export const getMyPackages = defineRoute({
  ...myAccountRoute,
  method: 'GET',
  path: '/api/my-account/packages',
  summary: 'My packages of prepaid sessions',
  query: SelectedUserQuery,
  response: dataEnvelope(z.array(Package)),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

export const getMyGuestPasses = defineRoute({
  ...myAccountRoute,
  method: 'GET',
  path: '/api/my-account/guest-passes',
  summary: 'My guest passes (404 when the operator does not offer guest passes)',
  query: SelectedUserQuery,
  response: dataEnvelope(z.array(GuestPass)),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});

export const getMyBookings = defineRoute({
  ...myAccountRoute,
  method: 'GET',
  path: '/api/my-account/bookings',
  summary: 'My bookings: future (soonest first), past (latest first) or all',
  query: SelectedUserQuery.extend({ filter: BookingFilter.default('future') }),
  response: dataEnvelope(z.array(MyAccountBooking)),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

export const getMyPayments = defineRoute({
  ...myAccountRoute,
  method: 'GET',
  path: '/api/my-account/payments',
  summary: 'My payment history, latest first',
  query: SelectedUserQuery,
  response: dataEnvelope(z.array(PaymentRecord)),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});
