import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { idParam } from '../primitives/ids';
import { FormattedAmount } from '../primitives/money';
import { AcceptedTerms } from './terms';

/**
 * Front of house: the reception desk (API base group `foh`, SPEC.md section 7). Lido's own
 * shapes, in the live API's conventions: snake_case, checkout answers top level. Every route is
 * for staff; customers get 403.
 */

/** The tenders a desk takes (SPEC.md section 9, and Lido's card terminal: decisions/023). */
export const deskTenderTypes = ['cash', 'offline-voucher', 'cheque', 'credit', 'terminal'] as const;
export type DeskTenderType = (typeof deskTenderTypes)[number];

/** The most one payment line may be: £10,000, far above any basket a desk takes. */
export const MAX_DESK_TENDER_PENCE = 1_000_000;

/** A voucher code as printed; matched without regard to case or surrounding spaces. */
export const VoucherCode = z
  .string()
  .trim()
  .min(1, 'The voucher code field is required.')
  .max(40, 'The voucher code may not be greater than 40 characters.')
  .regex(/^[A-Za-z0-9-]+$/, 'A voucher code is letters, digits and dashes.')
  .transform((code) => code.toUpperCase());

/** One payment entry (SPEC.md: tenderType, amount, info). */
export const DeskTender = z.object({
  tender_type: z.enum(deskTenderTypes),
  amount: z
    .number()
    .int('The amount must be a whole number of pence.')
    .min(1, 'The amount must be more than 0.')
    .max(MAX_DESK_TENDER_PENCE, 'The amount may not be greater than £10,000.00.'),
  info: z
    .object({
      /** The voucher's code (offline-voucher). */
      code: VoucherCode.optional(),
      /** The cheque's number, or the terminal's receipt reference (terminal: required). */
      reference: z.string().trim().max(60).optional(),
    })
    .optional(),
});
export type DeskTender = z.infer<typeof DeskTender>;

/** `POST pay` as SPEC.md names it: completedWaivers, payments, selectedUserId, source, terms. */
export const DeskPayBody = z.object({
  completed_waivers: z.array(z.unknown()).optional(),
  payments: z.array(DeskTender).max(10, 'A basket can be split between at most 10 payments.'),
  /** The customer served: their basket is paid and the bookings are theirs. */
  selected_user_id: idParam(),
  source: z.string().max(40).optional(),
  terms: AcceptedTerms,
});

export const DeskPayment = z.object({
  complete_order_id: z.number().int(),
  /** Cash handed back: cash tendered less what the other tenders left to pay. */
  change: FormattedAmount,
});

export const payAtDesk = defineRoute({
  method: 'POST',
  path: '/api/foh/checkout/pay',
  summary: "Pay for the selected customer's basket at the desk and make the order",
  tags: ['front of house'],
  auth: 'staff',
  action: 'payments.take',
  body: DeskPayBody,
  response: DeskPayment,
  errors: [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'BASKET_EMPTY',
    'HOLD_EXPIRED',
    // A held session the venue has cancelled since.
    'BOOKING_CLOSED',
    'VOUCHER_UNAVAILABLE',
    'CREDIT_UNAVAILABLE',
    'PACKAGE_UNAVAILABLE',
    'BENEFIT_UNAVAILABLE',
    'GUEST_PASS_UNAVAILABLE',
    'BOOKING_RESTRICTED',
    'WAIVERS_INCOMPLETE',
    'QUESTIONS_UNANSWERED',
    'REQUEST_IN_PROGRESS',
  ],
  idempotent: true,
});

export const voucherStatuses = ['valid', 'redeemed', 'expired'] as const;

export const DeskVoucher = z.object({
  code: z.string(),
  value: FormattedAmount,
  status: z.enum(voucherStatuses),
});

export const checkVoucher = defineRoute({
  method: 'GET',
  path: '/api/foh/vouchers/:code',
  summary: 'What a voucher is worth, and whether it can still pay',
  tags: ['front of house'],
  auth: 'staff',
  action: 'customers.serve',
  params: z.object({ code: VoucherCode }),
  response: dataEnvelope(DeskVoucher),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});
