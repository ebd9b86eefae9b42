import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { DateObject } from '../primitives/date-object';
import { idNumber, idParam } from '../primitives/ids';
import { Price } from '../primitives/money';
import { TimeOfDay } from '../primitives/time-of-day';
import { Location } from './catalogue';
import { AcceptedTerms } from './terms';

export const SavedCard = z.object({
  id: z.number().int(),
  /** The provider's reusable card identifier. */
  external_identifier: z.string(),
  card_holder_name: z.string(),
  card_type: z.string(),
  last_four_digits: z.string(),
  expiry_date: z.string(),
});
export type SavedCard = z.infer<typeof SavedCard>;

/*
 * Checkout answers (prepare, authorise, transaction status, complete) are top-level objects, not
 * `{data}`: clients read `session_key`, `saved_card`, `transaction_uuid`, `transaction_status`
 * and `complete_order_id` at the top level, as the live system sends them.
 */
export const CheckoutPreparation = z.object({
  payment_provider: z.literal('opayo'),
  /** 'sandbox' while Lido pays through its built-in Opayo emulator. */
  mode: z.enum(['sandbox', 'live']),
  /** The merchant session key the browser creates its card identifier with. */
  session_key: z.string(),
  session_key_expires_at: z.string(),
  /** Where the browser posts card details: Opayo's card-identifiers endpoint lives under it. */
  url: z.string(),
  saved_card: SavedCard.nullable(),
  amount: Price,
  item_hash: z.string(),
});

const Tender = z.object({
  tender_type: z.enum(['card', 'cash', 'offline-voucher', 'cheque', 'credit']),
  amount: z.number().int().min(0),
});

const required = (name: string) => `The ${name} field is required.`;

/** A billing line: may be blank (the account's details fill it), never longer than Opayo takes. */
const BillingLine = (max: number) => z.string().trim().max(max).nullable().optional();

/** Browser flags arrive as booleans or, from the live booking site, as `0`/`1`. */
const BrowserFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((flag) => flag === true || flag === 1);

/** The authorise body exactly as live clients send it (live-api.md, "Basket and checkout"). */
export const AuthoriseBody = z.object({
  billing_first_name: BillingLine(60),
  billing_last_name: BillingLine(60),
  billing_address_line_one: BillingLine(100),
  billing_address_line_two: BillingLine(100),
  billing_city: BillingLine(40),
  billing_postcode: BillingLine(10),
  billing_country: z.string().length(2).optional(),
  /** A new card's identifier from the provider, or a saved card's `id` (a number). */
  card_identifier: z
    .union([z.string().min(1).max(64), idNumber()])
    .nullable()
    .optional(),
  card_holder_name: z.string().trim().max(45).nullable().optional(),
  session_key: z.string().min(1, required('session key')).max(64),
  save_card: z.boolean().optional(),
  saved_card_id: idNumber().nullable().optional(),
  completed_waivers: z.array(z.unknown()).optional(),
  payments: z.array(Tender).optional(),
  source: z.string().max(40).optional(),
  terms: AcceptedTerms,
  item_hash: z.string().min(1, required('item hash')),
  browser_colour_depth: z.coerce.number().int().min(1).max(64),
  browser_java_enabled: BrowserFlag,
  browser_javascript_enabled: BrowserFlag,
  browser_language: z.string().min(2).max(35),
  browser_screen_height: z.coerce.number().int().min(0).max(100_000),
  browser_screen_width: z.coerce.number().int().min(0).max(100_000),
  browser_timezone_offset: z.coerce.number().int().min(-900).max(900),
});

export const transactionStatuses = ['Authorised', '3DAuth', 'Declined', 'Completed'] as const;

export const ScaData = z.object({
  acs_url: z.string(),
  creq: z.string(),
  three_ds_session_data: z.string(),
});

export const Authorisation = z.object({
  transaction_uuid: z.string().uuid(),
  transaction_status: z.enum(transactionStatuses),
  /** With a 3-D Secure challenge: what the issuer's page needs, and a Lido page that posts it. */
  sca_data: ScaData.optional(),
  sca_url: z.string().optional(),
});

export const CompleteBody = z.object({
  completed_waivers: z.array(z.unknown()).optional(),
  payments: z.array(Tender).optional(),
  source: z.string().max(40).optional(),
  terms: AcceptedTerms,
  /** Absent when the basket costs nothing. */
  transaction_uuid: z.string().uuid().nullable().optional(),
  /** Absent when the basket costs nothing; when sent, it must match the basket. */
  item_hash: z.string().min(1).max(200).nullable().optional(),
});

export const Completion = z.object({
  complete_order_id: z.number().int(),
  /**
   * Lido's own, for a signed-out visitor only (a customer's answer is the live one): the secret
   * that opens this order's confirmation for them (`GET /api/checkout/orders/{id}?token=`).
   */
  order_token: z.string().optional(),
});

export const OrderBooking = z.object({
  id: z.number().int(),
  name: z.string(),
  venue_name: z.string(),
  venue_slug: z.string(),
  location: Location.nullable(),
  date: DateObject,
  starts_at: TimeOfDay,
  ends_at: TimeOfDay,
  duration: z.string(),
  quantity: z.number().int(),
  pricing_option_name: z.string(),
  price: Price,
  attendee: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
});

export const Order = z.object({
  id: z.number().int(),
  status: z.literal('completed'),
  created_at: z.string(),
  total: Price,
  bookings: z.array(OrderBooking),
  payments: z.array(
    z.object({
      tender_type: z.string(),
      amount: Price,
      reference: z.string(),
      card: z.object({ card_type: z.string(), last_four_digits: z.string() }).nullable(),
    }),
  ),
  /** Downloads the order's sessions as an iCalendar file. */
  calendar_url: z.string(),
});
export type Order = z.infer<typeof Order>;

export const prepareCheckout = defineRoute({
  method: 'GET',
  path: '/api/checkout/prepare',
  summary: 'Start paying for the basket: a session key for the card form and any saved card',
  tags: ['checkout'],
  // A signed-out visitor pays for the basket named by its uuid (CART_UUID_HEADER), once they
  // have said who is booking (`PUT /api/checkout/visitor`).
  auth: 'optional',
  response: CheckoutPreparation,
  errors: [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'BASKET_EMPTY',
    'BOOKING_RESTRICTED',
    'QUESTIONS_UNANSWERED',
    'UNAVAILABLE',
  ],
});

export const authoriseCheckout = defineRoute({
  method: 'POST',
  path: '/api/checkout/authorise',
  summary: 'Authorise the card payment for the basket, with 3-D Secure',
  tags: ['checkout'],
  auth: 'optional',
  body: AuthoriseBody,
  response: Authorisation,
  errors: [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'NOT_FOUND',
    'BASKET_EMPTY',
    'BASKET_CHANGED',
    'NOTHING_TO_PAY',
    'PAYMENT_IN_PROGRESS',
    'PAYMENT_DECLINED',
    'BOOKING_RESTRICTED',
    'WAIVERS_INCOMPLETE',
    'QUESTIONS_UNANSWERED',
    'UNAVAILABLE',
    'REQUEST_IN_PROGRESS',
  ],
  idempotent: true,
});

export const completeCheckout = defineRoute({
  method: 'POST',
  path: '/api/checkout/complete',
  summary: 'Turn the held places into bookings and record the payment',
  tags: ['checkout'],
  auth: 'optional',
  body: CompleteBody,
  response: Completion,
  errors: [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'NOT_FOUND',
    'BASKET_EMPTY',
    'BASKET_CHANGED',
    'HOLD_EXPIRED',
    // A held session the venue has cancelled since.
    'BOOKING_CLOSED',
    'PAYMENT_IN_PROGRESS',
    'PAYMENT_REQUIRED',
    'PAYMENT_DECLINED',
    'BOOKING_RESTRICTED',
    'WAIVERS_INCOMPLETE',
    'QUESTIONS_UNANSWERED',
    'REQUEST_IN_PROGRESS',
  ],
  idempotent: true,
});

export const getOrder = defineRoute({
  method: 'GET',
  path: '/api/checkout/orders/:orderId',
  summary:
    'A completed order, for its owner (or staff of their venue), or for whoever holds its order_token: the booking confirmation',
  tags: ['checkout'],
  auth: 'optional',
  params: z.object({ orderId: idParam() }),
  /** The `order_token` a visitor's completion answered (or their confirmation email links). */
  query: z.object({ token: z.string().min(1).max(64).optional() }),
  response: dataEnvelope(Order),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});

export const getTransaction = defineRoute({
  method: 'GET',
  path: '/api/checkout/transactions/:transactionUuid',
  summary: "A card payment's status, for the checkout waiting on a 3-D Secure challenge",
  tags: ['checkout'],
  auth: 'optional',
  params: z.object({ transactionUuid: z.string().uuid() }),
  response: Authorisation,
  errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
});

/** The message the challenge page posts to the checkout window when the issuer has answered. */
export const CHALLENGE_RESULT_MESSAGE = 'lido:3ds-result';

export const showChallenge = defineRoute({
  method: 'GET',
  path: '/api/checkout/3ds/:transactionUuid',
  summary: "Loads the issuer's 3-D Secure challenge in the checkout's dialog",
  tags: ['checkout'],
  auth: 'public',
  params: z.object({ transactionUuid: z.string().uuid() }),
  response: z.string(),
  contentType: 'html',
  errors: ['NOT_FOUND'],
});

export const receiveChallengeResult = defineRoute({
  method: 'POST',
  path: '/api/checkout/3ds-notification',
  summary: "The issuer's challenge result (3-D Secure notificationURL)",
  tags: ['checkout'],
  auth: 'public',
  body: z.object({
    cres: z.string().min(1).max(8000),
    threeDSSessionData: z.string().max(1000).optional(),
  }),
  response: z.string(),
  contentType: 'html',
  errors: [],
});

export const getOrderCalendar = defineRoute({
  method: 'GET',
  path: '/api/checkout/orders/:orderId/calendar.ics',
  summary: "An order's sessions as an iCalendar file (the link carries its own token)",
  tags: ['checkout'],
  auth: 'public',
  params: z.object({ orderId: idParam() }),
  query: z.object({ token: z.string().min(1).max(64) }),
  response: z.string(),
  contentType: 'calendar',
  errors: ['NOT_FOUND'],
});
