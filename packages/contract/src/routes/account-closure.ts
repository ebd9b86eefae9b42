import { z } from 'zod';
import { defineRoute } from '../define-route';
import { StatusMessage } from './auth';
import { SelectedUserQuery } from './my-account';

// Issue 15, "erased with the account": a customer closes their account and their personal data
// is erased (UK GDPR article 17), while the records of money taken are kept, anonymised, as the
// law requires. Lido's own route: the live system closes accounts in its back office.

export const ACCOUNT_CLOSED_MESSAGE = 'Your account has been closed and your personal data erased.';
export const CUSTOMER_ACCOUNT_CLOSED_MESSAGE =
  "The customer's account has been closed and their personal data erased.";

/** The customer confirms with their password; staff closing an account for a customer send none. */
export const AccountClosure = z.object({
  password: z.string().max(200, 'The password may not be greater than 200 characters.').optional(),
});
export type AccountClosure = z.infer<typeof AccountClosure>;

export const closeMyAccount = defineRoute({
  method: 'DELETE',
  path: '/api/my-account',
  summary:
    'Close an account and erase its personal data (with the dependants who have no login of their own); bookings, orders and payments are kept, anonymised',
  tags: ['my-account'],
  auth: 'required',
  query: SelectedUserQuery,
  body: AccountClosure,
  response: StatusMessage,
  // ACCOUNT_IN_USE: upcoming bookings, a live membership, credit or a payment still open.
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'ACCOUNT_IN_USE'],
});
