import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { optionalText, requiredText } from '../primitives/field-rules';
import { idParam } from '../primitives/ids';
import { FormattedAmount } from '../primitives/money';

// Front of house: refunds at the desk.

/** How a desk refund goes back: to the tenders that paid, or all to account credit. */
export const deskRefundDestinations = ['original', 'credit'] as const;

export const TERMINAL_REFUND_REFERENCE =
  "Enter the reference printed on the terminal's refund receipt.";

export const DeskRefundBody = z.object({
  /** Bookings of the order to cancel and refund in full. */
  booking_ids: z
    .array(idParam())
    .min(1, 'Choose at least one booking to refund.')
    .max(50, 'At most 50 bookings can be refunded at once.'),
  refund_to: z.enum(deskRefundDestinations),
  reason: requiredText('reason', 200),
  /** The terminal's refund reference: required when money goes back on the card terminal. */
  reference: optionalText('reference', 60),
});

export const DeskRefund = z.object({
  order_id: z.number().int(),
  booking_ids: z.array(z.number().int()),
  /** The full price paid for the bookings, all of it refunded. */
  total: FormattedAmount,
  /** How it went back, in the order it was given: credit, cash, terminal, card. */
  refunds: z.array(
    z.object({
      tender_type: z.enum(['credit', 'cash', 'terminal', 'card']),
      amount: FormattedAmount,
      /** The terminal's refund reference, or the online card refund's; null otherwise. */
      reference: z.string().nullable(),
    }),
  ),
  reason: z.string(),
});
export type DeskRefund = z.infer<typeof DeskRefund>;

export const refundAtDesk = defineRoute({
  method: 'POST',
  path: '/api/foh/orders/:id/refunds',
  summary:
    'Cancel bookings of an order at the desk and refund their full price, to the tenders that paid or to account credit, with a reason',
  tags: ['front of house'],
  auth: 'staff',
  action: 'refunds.give',
  params: z.object({ id: idParam() }),
  body: DeskRefundBody,
  response: dataEnvelope(DeskRefund),
  status: 201,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
  idempotent: true,
});
