import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { EmailAddress } from '../primitives/field-rules';
import { idParam } from '../primitives/ids';
import { FormattedAmount } from '../primitives/money';
import { Order } from './checkout';

// Front of house: an order's receipt, to print, reprint or email at the desk.

/** An order as the desk prints it: the confirmation's facts, whom it was for, who served, change. */
export const DeskReceipt = Order.extend({
  operator_name: z.string(),
  customer: z.object({
    id: z.number().int(),
    reference: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    /** A walk-in served without an account: print "Walk-in customer", not a reference. */
    is_walk_in: z.boolean(),
  }),
  /** Cash handed back when it was paid. */
  change: FormattedAmount,
  /** Who took the payment at the desk; null for an order paid online. */
  served_by: z.string().nullable(),
  /** Bookings of the order cancelled since (by the customer, or refunded at the desk). */
  cancelled_booking_ids: z.array(z.number().int()),
});
export type DeskReceipt = z.infer<typeof DeskReceipt>;

export const getDeskReceipt = defineRoute({
  method: 'GET',
  path: '/api/foh/orders/:id/receipt',
  summary: "An order's receipt, to print or reprint at the desk",
  tags: ['front of house'],
  auth: 'staff',
  action: 'receipts.send',
  params: z.object({ id: idParam() }),
  response: dataEnvelope(DeskReceipt),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});

export const NO_RECEIPT_EMAIL = 'Enter the email address to send the receipt to.';

export const emailDeskReceipt = defineRoute({
  method: 'POST',
  path: '/api/foh/orders/:id/receipt/email',
  summary:
    "Email an order's receipt to the address given, or else to the customer's own (a walk-in has none)",
  tags: ['front of house'],
  auth: 'staff',
  action: 'receipts.send',
  params: z.object({ id: idParam() }),
  /** No body, or an address other than the customer's own (or theirs, for a walk-in). */
  body: z.object({ email: EmailAddress.nullish() }).nullish(),
  response: z.object({ message: z.string() }),
  status: 202,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
  idempotent: true,
});
