import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { IsoDate } from '../primitives/date-object';
import {
  DateOfBirth,
  EmailAddress,
  optionalText,
  requiredText,
  UkPhone,
  UkPostcode,
} from '../primitives/field-rules';
import { idParam } from '../primitives/ids';
import { FormattedAmount } from '../primitives/money';
import { Order } from './checkout';
import { CustomerDetails } from './my-account';
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
  auth: 'required',
  body: DeskPayBody,
  response: DeskPayment,
  errors: [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'BASKET_EMPTY',
    'HOLD_EXPIRED',
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
  auth: 'required',
  params: z.object({ code: VoucherCode }),
  response: dataEnvelope(DeskVoucher),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});

/** One tender's takings: how many payments, and what was kept (cash net of change). */
export const TenderTakings = z.object({
  tender_type: z.string(),
  label: z.string(),
  count: z.number().int(),
  amount: FormattedAmount,
});

export const StaffTakings = z.object({
  staff_user_id: z.number().int(),
  name: z.string(),
  tenders: z.array(TenderTakings),
  /** What they refunded, by how it went back (amounts negative). */
  refunds: z.array(TenderTakings),
  /** Taken less refunded. */
  total: FormattedAmount,
});

/** A count of the till's cash against what the day's payments say should be there. */
export const CashUp = z.object({
  id: z.number().int(),
  date: z.string(),
  expected: FormattedAmount,
  counted: FormattedAmount,
  /** Counted less expected: negative when cash is missing. */
  difference: FormattedAmount,
  counted_by: z.string(),
  counted_at: z.string(),
  note: z.string().nullable(),
});
export type CashUp = z.infer<typeof CashUp>;

/** End of day at a venue's desk: the day's takings by tender and by member of staff, and the cash. */
export const DeskTakings = z.object({
  date: z.string(),
  venue_id: z.number().int(),
  /** What was taken, by tender (cash net of change). */
  by_tender: z.array(TenderTakings),
  /**
   * The day's refunds at the desk by how the money went back (`cash` from the till, `terminal`,
   * `card` online, `credit` to account credit), amounts negative.
   */
  refunds: z.array(TenderTakings),
  by_staff: z.array(StaffTakings),
  /** Taken less refunded: the sum of `by_tender` and `refunds`. */
  total: FormattedAmount,
  cash: z.object({
    /**
     * Cash kept from the day's payments less cash refunded from the till: what the till should
     * hold beyond its float.
     */
    expected: FormattedAmount,
    change_given: FormattedAmount,
    /** Cash paid back from the till (negative, or 0). */
    refunded: FormattedAmount,
  }),
  /** The day's counts, earliest first; the last is the one that stands. */
  cash_ups: z.array(CashUp),
});
export type DeskTakings = z.infer<typeof DeskTakings>;

export const getDeskTakings = defineRoute({
  method: 'GET',
  path: '/api/foh/takings',
  summary: "A day's takings at the caller's venue desk, by tender and member of staff",
  tags: ['front of house'],
  auth: 'required',
  query: z.object({ date: IsoDate }),
  response: dataEnvelope(DeskTakings),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

export const recordCashUp = defineRoute({
  method: 'POST',
  path: '/api/foh/cash-ups',
  summary: "Record the count of the desk's cash for a day, and its difference from expected",
  tags: ['front of house'],
  auth: 'required',
  body: z.object({
    date: IsoDate,
    counted_cash: z
      .number()
      .int('The counted cash must be a whole number of pence.')
      .min(0, 'The counted cash cannot be negative.')
      .max(100_000_000, 'The counted cash may not be greater than £1,000,000.00.'),
    note: optionalText('note', 500),
  }),
  response: dataEnvelope(CashUp),
  status: 201,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
  idempotent: true,
});

/** A customer as the desk finds them: enough to tell two people of one name apart. */
export const DeskCustomer = CustomerDetails.pick({
  id: true,
  reference: true,
  first_name: true,
  last_name: true,
  email: true,
  date_of_birth: true,
  postcode: true,
}).extend({
  /** Holds a membership that is active now (member prices apply). */
  is_member: z.boolean(),
  /** Made for one sale to someone without an account: no email, never found by the search. */
  is_walk_in: z.boolean(),
});
export type DeskCustomer = z.infer<typeof DeskCustomer>;

/** The most customers one search answers: the desk narrows its words rather than pages. */
export const DESK_CUSTOMER_RESULTS = 20;

export const searchDeskCustomers = defineRoute({
  method: 'GET',
  path: '/api/foh/customers',
  summary:
    "Find the venue's customers by name, email, reference, postcode or date of birth (DD/MM/YYYY)",
  tags: ['front of house'],
  auth: 'required',
  query: z.object({
    search: z
      .string()
      .trim()
      .min(2, 'Type at least 2 characters to search.')
      .max(100, 'The search may not be greater than 100 characters.'),
  }),
  response: dataEnvelope(z.array(DeskCustomer)),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

/** The desk's short form: a name is enough; the rest helps find them next time. */
export const NewDeskCustomer = z.object({
  first_name: requiredText('first name', 100),
  last_name: requiredText('last name', 100),
  email: EmailAddress.nullish(),
  date_of_birth: DateOfBirth.nullish(),
  postcode: UkPostcode,
  phone: UkPhone,
});

export const createDeskCustomer = defineRoute({
  method: 'POST',
  path: '/api/foh/customers',
  summary: "Create a customer of the caller's venue at the desk (no password: they set one later)",
  tags: ['front of house'],
  auth: 'required',
  body: NewDeskCustomer,
  response: dataEnvelope(DeskCustomer),
  status: 201,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
  idempotent: true,
});

/** Who a walk-in is called when the desk gives no name. */
export const WALK_IN_FIRST_NAME = 'Walk-in';
export const WALK_IN_LAST_NAME = 'customer';

export const createWalkIn = defineRoute({
  method: 'POST',
  path: '/api/foh/walk-ins',
  summary:
    "Serve someone without an account: a fresh customer of the caller's venue for this sale (no email, no password)",
  tags: ['front of house'],
  auth: 'required',
  /** No body at all, or a first name to call them by ("Walk-in" otherwise). */
  body: z.object({ first_name: optionalText('first name', 100) }).nullish(),
  response: dataEnvelope(DeskCustomer),
  status: 201,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
  idempotent: true,
});

export const ONLY_MANAGER_CHANGES_PRICES = 'Only a manager can change a price.';

/** A manager's price for one item of the basket of the customer served, and why. */
export const DeskPriceChangeBody = z.object({
  selected_user_id: idParam(),
  /** What the item (all its places) costs from now on, in pence; 0 gives it away. */
  price: z
    .number({ error: 'The price must be a whole number of pence.' })
    .int('The price must be a whole number of pence.')
    .min(0, 'The price cannot be negative.')
    .max(MAX_DESK_TENDER_PENCE, 'The price may not be greater than £10,000.00.'),
  reason: requiredText('reason', 200),
});

export const DeskPriceChange = z.object({
  cart_item_id: z.number().int(),
  previous_price: FormattedAmount,
  price: FormattedAmount,
  reason: z.string(),
});
export type DeskPriceChange = z.infer<typeof DeskPriceChange>;

export const changeDeskPrice = defineRoute({
  method: 'PUT',
  path: '/api/foh/basket/items/:cartItemId/price',
  summary:
    "Change the price of one item in the served customer's basket (managers only; audited with the reason)",
  tags: ['front of house'],
  auth: 'required',
  params: z.object({ cartItemId: idParam() }),
  body: DeskPriceChangeBody,
  response: dataEnvelope(DeskPriceChange),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});

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
  auth: 'required',
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
  auth: 'required',
  params: z.object({ id: idParam() }),
  /** No body, or an address other than the customer's own (or theirs, for a walk-in). */
  body: z.object({ email: EmailAddress.nullish() }).nullish(),
  response: z.object({ message: z.string() }),
  status: 202,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
  idempotent: true,
});

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
  auth: 'required',
  params: z.object({ id: idParam() }),
  body: DeskRefundBody,
  response: dataEnvelope(DeskRefund),
  status: 201,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
  idempotent: true,
});
