import { z } from 'zod';
import { defineRoute } from '../define-route';
import { idNumber } from '../primitives/ids';

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
