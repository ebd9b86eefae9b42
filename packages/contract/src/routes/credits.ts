import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { idNumber, idParam } from '../primitives/ids';
import { CreditBalance, SelectedUserQuery } from './my-account';

export const CreditType = z.enum(['general', 'membership']);

export const ApplyCreditsBody = z.object({
  credits_to_reserve: z
    .array(
      z.object({
        /** Pence of credit to spend on the basket. */
        amount: z.number().int().min(0).max(10_000_000),
        type: CreditType,
      }),
    )
    .min(1, 'Choose the credit to apply.')
    .max(2),
  cart_source: z.string().max(40).optional(),
  /** Acting for a linked family member, or (staff) for a customer. */
  selected_user_id: idNumber().nullable().optional(),
});

export type ApplyCreditsBody = z.infer<typeof ApplyCreditsBody>;

/** Top-level, as the live system answers: whether credit was reserved, and how much (pence). */
export const CreditReservation = z.object({
  reserved: z.boolean(),
  amount: z.number().int(),
});
export type CreditReservation = z.infer<typeof CreditReservation>;

const applyErrors = ['UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED'] as const;

export const applyCredits = defineRoute({
  method: 'POST',
  path: '/api/credits/apply',
  summary: "Reserve some of the customer's account credit against their basket",
  tags: ['credits'],
  auth: 'required',
  body: ApplyCreditsBody,
  response: CreditReservation,
  errors: applyErrors,
});

export const applyCartCredits = defineRoute({
  method: 'POST',
  path: '/api/activities/cart/apply-credits',
  summary: 'The same as POST /api/credits/apply, under the basket',
  tags: ['credits'],
  auth: 'required',
  body: ApplyCreditsBody,
  response: CreditReservation,
  errors: applyErrors,
});

/** How a movement of account credit came about, as My account names it. */
export const CreditMovement = z.enum([
  'refund',
  'spend',
  'spend_returned',
  'expiry',
  'grant',
  'adjustment',
]);
export type CreditMovement = z.infer<typeof CreditMovement>;

/** Lido's own: one line of the customer's credit ledger. */
export const CreditEntry = z.object({
  id: z.number().int(),
  kind: CreditType,
  movement: CreditMovement,
  /** What the movement was for, as the customer reads it. */
  description: z.string(),
  /** Positive adds credit, negative spends it. */
  amount: z.object({ raw: z.number().int(), formatted: z.string() }),
  order_id: z.number().int().nullable(),
  created_at: z.string(),
  /** "Tue 20 October 2026", in the operator's zone. */
  date: z.string(),
});
export type CreditEntry = z.infer<typeof CreditEntry>;

export const CreditStatement = z.object({
  balance: CreditBalance,
  /** Latest first, at most the last 100 movements. */
  entries: z.array(CreditEntry),
});
export type CreditStatement = z.infer<typeof CreditStatement>;

export const getMyCredit = defineRoute({
  method: 'GET',
  path: '/api/my-account/credit',
  summary: 'My account credit: the balance of each kind and every movement, latest first',
  tags: ['my-account'],
  auth: 'required',
  query: SelectedUserQuery,
  response: dataEnvelope(CreditStatement),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

export const AdjustCreditBody = z.object({
  /** Pence to add (positive) or take away (negative); a balance never goes below zero. */
  amount: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((amount) => amount !== 0, 'The amount must not be zero.'),
  type: CreditType.default('general'),
  /** Why, as the customer will read it in their statement. */
  reason: z.string().trim().min(3, 'Say why the credit changes.').max(200),
});

/** Lido's own: front of house adds or takes away credit, with a reason (a goodwill gesture, a correction). */
export const adjustCredit = defineRoute({
  method: 'POST',
  path: '/api/staff/customers/:customerId/credit',
  summary: "Add or take away a customer's account credit, with a reason (staff of their venue)",
  tags: ['staff'],
  auth: 'staff',
  action: 'credit.adjust',
  params: z.object({ customerId: idParam() }),
  body: AdjustCreditBody,
  response: dataEnvelope(CreditBalance),
  errors: [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'VALIDATION_FAILED',
    'CREDIT_UNAVAILABLE',
    'REQUEST_IN_PROGRESS',
  ],
  idempotent: true,
});
