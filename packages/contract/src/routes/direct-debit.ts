import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { idParam } from '../primitives/ids';
import { FormattedAmount } from '../primitives/money';
import { Authorisation, CheckoutPreparation } from './checkout';
import { SelectedUserQuery } from './my-account';
import { JoiningPaymentBody } from './membership-joining';

// Issue 16, "Living with a membership": the Direct Debit behind a membership, its collections,
// and what a failed collection left to pay.

export const DirectDebitCollection = z.object({
  id: z.number().int(),
  charge_date: z.string(),
  amount: FormattedAmount,
  /** GoCardless's: pending_submission, submitted, confirmed, paid_out, failed, cancelled, charged_back. */
  status: z.string(),
  /** Why it failed, as the bank said (`insufficient_funds`, …). */
  failure_cause: z.string().nullable(),
  /** A failed collection the member has since paid by card: no longer owed. */
  is_paid_by_card: z.boolean(),
});

export const MembershipDirectDebit = z.object({
  membership_id: z.number().int(),
  mandate: z
    .object({
      /** GoCardless's: pending_submission, submitted, active, failed, cancelled, expired. */
      status: z.string(),
      account_holder_name: z.string(),
      account_number_ending: z.string(),
      bank_name: z.string().nullable(),
    })
    .nullable(),
  payments: z.array(DirectDebitCollection),
  /** Collections that failed and are not yet paid another way: the member is in arrears. */
  arrears: FormattedAmount,
});
export type MembershipDirectDebit = z.infer<typeof MembershipDirectDebit>;

export const getMembershipDirectDebit = defineRoute({
  method: 'GET',
  path: '/api/my-account/memberships/:id/direct-debit',
  summary: "A membership's Direct Debit: the mandate, its collections and any arrears",
  tags: ['my-account'],
  auth: 'required',
  params: z.object({ id: idParam() }),
  query: SelectedUserQuery,
  response: dataEnvelope(MembershipDirectDebit),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});

// A collection that failed is paid by card, through the checkout's card form and 3-D Secure, as
// the first payment of a membership is.

const ArrearsParams = z.object({ id: idParam() });
// A family lead pays a child's (`selected_user_id`), as they see it.
const arrearsRoute = { tags: ['my-account'], auth: 'required', query: SelectedUserQuery } as const;

export const prepareArrearsPayment = defineRoute({
  ...arrearsRoute,
  method: 'POST',
  path: '/api/my-account/memberships/:id/arrears/prepare',
  summary: 'A session key for the card form and the arrears to pay',
  params: ArrearsParams,
  response: CheckoutPreparation,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'NOTHING_TO_PAY', 'UNAVAILABLE'],
});

export const authoriseArrearsPayment = defineRoute({
  ...arrearsRoute,
  method: 'POST',
  path: '/api/my-account/memberships/:id/arrears/authorise',
  summary: 'Authorise paying the failed collections by card, with 3-D Secure',
  params: ArrearsParams,
  body: JoiningPaymentBody,
  response: Authorisation,
  errors: [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'NOT_FOUND',
    'NOTHING_TO_PAY',
    'PAYMENT_IN_PROGRESS',
    'PAYMENT_DECLINED',
    'UNAVAILABLE',
    'REQUEST_IN_PROGRESS',
  ],
  idempotent: true,
});

export const completeArrearsPayment = defineRoute({
  ...arrearsRoute,
  method: 'POST',
  path: '/api/my-account/memberships/:id/arrears/complete',
  summary: 'Take the authorised card payment: the failed collections it pays are settled',
  params: ArrearsParams,
  body: z.object({ transaction_uuid: z.string().uuid() }),
  response: dataEnvelope(MembershipDirectDebit),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'PAYMENT_REQUIRED', 'REQUEST_IN_PROGRESS'],
  idempotent: true,
});
