import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { idNumber, idParam } from '../primitives/ids';
import { AuthoriseBody, Authorisation, CheckoutPreparation } from './checkout';

// Issue 16, "Online joining": choose a plan, give bank details for the monthly Direct Debit, pay
// the joining fee and the days to the first collection by card (the checkout's card and 3-D
// Secure), and become a member. Base group `online-joining` (SPEC.md section 7).

export const JoinBody = z.object({
  plan_id: idNumber(),
  /** The member's home venue: one of the plan's venues that sells memberships online. */
  venue_id: idNumber(),
  account_holder_name: z
    .string()
    .trim()
    .max(18, 'The name on the account may have up to 18 characters.'),
  /** Six digits; spaces and dashes as people write them are fine. */
  sort_code: z.string().max(12),
  account_number: z.string().max(12),
  /** The member confirms they may authorise debits on the account alone. */
  is_sole_signatory: z.literal(true, {
    error: 'Only the account holder can set up this Direct Debit.',
  }),
});

export const joiningStatuses = ['pending', 'active', 'abandoned'] as const;

export const JoiningMembership = z.object({
  membership_id: z.number().int(),
  /** What the member quotes at the desk; printed on the membership card. */
  membership_number: z.string(),
  /** `pending` until the first payment is made; then `active`. */
  status: z.string(),
  plan: z.object({ id: z.number().int(), name: z.string() }),
  venue: z.object({ id: z.number().int(), name: z.string() }),
  starts_on: z.string(),
  /** Monthly fee, collected by Direct Debit from `first_collection_date`, in pence. */
  monthly_price: z.number().int(),
  first_collection_date: z.string(),
  first_payment: z.object({
    joining_fee: z.number().int(),
    /** The days from joining to the first collection, at the monthly fee. */
    pro_rata: z.number().int(),
    total: z.number().int(),
    /** The last day the first payment covers (the day before the first collection). */
    covers_to: z.string(),
    is_paid: z.boolean(),
  }),
  direct_debit: z.object({
    account_holder_name: z.string(),
    account_number_ending: z.string(),
    bank_name: z.string().nullable(),
    /** GoCardless's mandate status: pending_submission, submitted, active, failed, cancelled. */
    status: z.string(),
  }),
  /** A proof document the plan asks for, to upload in My account (or show at the desk). */
  proof_document: z.string().nullable(),
  /**
   * The proof documents of this membership (`PUT /api/my-account/documents/{id}/file`): each must
   * be uploaded, and not expired, before the first payment.
   */
  documents: z.array(z.object({ id: z.number().int(), name: z.string(), uploaded: z.boolean() })),
  currency: z.string(),
  /** The Direct Debit Guarantee's paragraphs, naming the operator. */
  guarantee: z.array(z.string()),
});
export type JoiningMembership = z.infer<typeof JoiningMembership>;

const JoiningParams = z.object({ id: idParam() });
const joiningRoute = { tags: ['online-joining'], auth: 'required' } as const;

export const joinMembership = defineRoute({
  ...joiningRoute,
  method: 'POST',
  path: '/api/online-joining/memberships',
  summary:
    'Apply for a membership: checks eligibility and the bank details, sets up the Direct Debit and answers the first payment',
  body: JoinBody,
  response: dataEnvelope(JoiningMembership),
  status: 201,
  errors: [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'NOT_FOUND',
    'ALREADY_A_MEMBER',
    'PAYMENT_IN_PROGRESS',
    'UNAVAILABLE',
    'REQUEST_IN_PROGRESS',
  ],
  idempotent: true,
});

export const getJoiningMembership = defineRoute({
  ...joiningRoute,
  method: 'GET',
  path: '/api/online-joining/memberships/:id',
  summary:
    'A membership being joined, or just joined: what is paid, what is to pay, the Direct Debit',
  params: JoiningParams,
  response: dataEnvelope(JoiningMembership),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});

export const prepareJoiningPayment = defineRoute({
  ...joiningRoute,
  method: 'POST',
  path: '/api/online-joining/memberships/:id/prepare',
  summary:
    'A session key for the card form and the first payment due, as the checkout prepares a basket',
  params: JoiningParams,
  response: CheckoutPreparation,
  errors: [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'NOT_FOUND',
    'NOTHING_TO_PAY',
    'DOCUMENT_REQUIRED',
    'UNAVAILABLE',
  ],
});

/** The checkout's card details, without the basket's: a joining payment has no basket. */
export const JoiningPaymentBody = AuthoriseBody.omit({
  item_hash: true,
  terms: true,
  completed_waivers: true,
  payments: true,
  source: true,
});

export const authoriseJoiningPayment = defineRoute({
  ...joiningRoute,
  method: 'POST',
  path: '/api/online-joining/memberships/:id/authorise',
  summary: 'Authorise the first payment by card, with 3-D Secure (as the checkout does)',
  params: JoiningParams,
  body: JoiningPaymentBody,
  response: Authorisation,
  errors: [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'NOT_FOUND',
    'NOTHING_TO_PAY',
    'DOCUMENT_REQUIRED',
    'PAYMENT_IN_PROGRESS',
    'PAYMENT_DECLINED',
    'UNAVAILABLE',
    'REQUEST_IN_PROGRESS',
  ],
  idempotent: true,
});

export const completeJoining = defineRoute({
  ...joiningRoute,
  method: 'POST',
  path: '/api/online-joining/memberships/:id/complete',
  summary:
    'Take the authorised first payment and start the membership and its Direct Debit; repeating it answers the same',
  params: JoiningParams,
  /** Absent when the first payment is nothing (no joining fee, nothing to the first collection). */
  body: z.object({ transaction_uuid: z.string().uuid().nullable().optional() }),
  response: dataEnvelope(JoiningMembership),
  errors: [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'NOT_FOUND',
    'PAYMENT_REQUIRED',
    'DOCUMENT_REQUIRED',
    'REQUEST_IN_PROGRESS',
  ],
  idempotent: true,
});

/**
 * The Direct Debit Guarantee, in the words the Bacs scheme requires wherever a Direct Debit is set
 * up or confirmed. GoCardless collects on the operator's behalf, so it names both.
 */
export function directDebitGuarantee(operatorName: string): string[] {
  const collector = `GoCardless Ltd on behalf of ${operatorName}`;
  return [
    'This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits.',
    `If there are any changes to the amount, date or frequency of your Direct Debit ${collector} will notify you 3 working days in advance of your account being debited or as otherwise agreed. If you request ${collector} to collect a payment, confirmation of the amount and date will be given to you at the time of the request.`,
    `If an error is made in the payment of your Direct Debit, by ${collector} or your bank or building society, you are entitled to a full and immediate refund of the amount paid from your bank or building society.`,
    `If you receive a refund you are not entitled to, you must pay it back when ${collector} asks you to.`,
    'You can cancel a Direct Debit at any time by simply contacting your bank or building society. Written confirmation may be required. Please also notify us.',
  ];
}
