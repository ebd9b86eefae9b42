import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { DateObject } from '../primitives/date-object';
import { idNumber, idParam, v1OrV2IdValue } from '../primitives/ids';
import { Instant } from '../primitives/instant';
import { Price } from '../primitives/money';
import { TimeOfDay } from '../primitives/time-of-day';
import { Location } from './catalogue';
import { ItemQuestion } from './questions';

/** Acting for another customer (a linked junior, or staff for a customer of their venue). */
const SelectedUserId = idParam().nullable().optional();

/** Anonymous baskets are keyed by their uuid, sent back in this header. */
export const CART_UUID_HEADER = 'x-cart-uuid';

export const CartCredit = z.object({
  type: z.enum(['membership', 'general']),
  total_available: z.number().int(),
  max_applicable: z.number().int(),
});

export const CartItemWaiver = z.object({
  restriction_id: z.number().int(),
  waiver_id: z.number().int(),
  title: z.string(),
  body: z.string(),
  version: z.number().int(),
  signed: z.boolean(),
});
export type CartItemWaiver = z.infer<typeof CartItemWaiver>;

export const CartItem = z.object({
  id: z.number().int(),
  /** The occurrence held: its v1 id. */
  cartable_id: z.number().int(),
  cartable_type: z.enum(['av2Booking', 'activityBooking']),
  parent_item_id: z.number().int().nullable(),
  name: z.string(),
  membership_user_id: z.number().int().nullable(),
  purchased_for_user_id: z.number().int().nullable(),
  pricing_option_id: z.number().int(),
  pricing_option_name: z.string(),
  price: Price,
  /** The price of one place, before the quantity. */
  unit_price: Price,
  enable_print_receipt: z.boolean(),
  cartable_resource: z.object({
    id: z.string(),
    v1_id: z.number().int(),
    name: z.string(),
    duration: z.string(),
    venue_name: z.string(),
    venue_slug: z.string(),
    category_slug: z.string(),
    location: Location.nullable(),
    date: DateObject,
    starts_at: TimeOfDay,
    ends_at: TimeOfDay,
  }),
  sort_by: z.number().int(),
  quantity: z.number().int(),
  max_quantity: z.number().int().nullable(),
  notes: z.array(z.string()),
  child_items: z.array(z.unknown()),
  promotion_code: z.string().nullable(),
  /** The guest pass pricing one place of the item at nothing (its code, grouped), or null. */
  guest_pass_code: z.string().nullable(),
  /** The place is held for this basket until then. */
  hold_expires_at: Instant,
  /**
   * The waiver the attendee must have signed (its current version) before the order, or null;
   * `signed` tells whether they have. The cart's `attendeeWaiversRequired` is true while any
   * item's is not.
   */
  waiver: CartItemWaiver.nullable(),
  /** The activity's questions for the attendee of this place, with their answers so far. */
  questions: z.array(ItemQuestion),
});
export type CartItem = z.infer<typeof CartItem>;

/** The live cart mixes camelCase keys into snake_case; they are kept as the live system sends them. */
export const Cart = z.object({
  id: z.number().int(),
  uuid: z.string().uuid(),
  source: z.string(),
  total: z.number().int(),
  formattedTotal: z.string(),
  sub_total: z.number().int(),
  tax_total: z.number().int(),
  balance: z.number().int(),
  formattedBalance: z.string(),
  item_count: z.number().int(),
  items: z.array(CartItem),
  /** Payments already set against the basket: account credit applied, one entry per kind. */
  payments: z.array(
    z.object({
      tender_type: z.string(),
      amount: z.number().int(),
      info: z.object({ credit_type: z.enum(['general', 'membership']) }).optional(),
    }),
  ),
  credits: z.object({ membership: CartCredit, general: CartCredit }),
  attendeeWaiversRequired: z.boolean(),
  itemHash: z.string(),
  selected_user_id: z.number().int().nullable(),
  /** When the first hold in the basket runs out, or null for an empty basket. */
  expires_at: Instant.nullable(),
});
export type Cart = z.infer<typeof Cart>;

export const CartQuery = z.object({
  selected_user_id: SelectedUserId,
  membership_user_id: idParam().nullable().optional(),
});

/** A v2 occurrence (`purchasableOccurrence`) or, from older clients, a v1 one (`activity`). */
export const CartItemInput = z.object({
  id: v1OrV2IdValue(64),
  type: z.enum(['purchasableOccurrence', 'activity']),
  /** Required for ticketed sessions (the ticket type); defaults to the standard option. */
  pricing_option_id: idNumber().optional(),
  /** Tickets only; classes and court slots are one place each. */
  quantity: z.number().int().min(1).max(20).optional(),
  /** Who will attend: the caller, or a family member they act for. */
  purchased_for_user_id: idNumber().nullable().optional(),
  apply_benefit: z.boolean().optional(),
  /**
   * Ticket discounts (SPEC.md section 4, keyed by customer id): each prices one guest place of
   * the item at that customer's price (a member's price for a member). A family lead may name
   * their family, staff their venue's customers; found by reference through the ticket price call.
   */
  discount_customer_ids: z.array(idNumber()).max(20).optional(),
  activity_restriction_ids: z.array(z.union([z.number(), z.string()])).optional(),
});

export const AddToCartBody = z.object({
  items: z.array(CartItemInput).min(1, 'Add at least one item.').max(20),
  membership_user_id: idNumber().nullable().optional(),
  selected_user_id: idNumber().nullable().optional(),
});

export const RemoveFromCartBody = z.object({
  cart_item_ids: z.array(idParam()).min(1, 'Choose at least one item to remove.'),
});

export const UpdateCartItemBody = z.object({
  options: z.object({
    quantity: z.number().int().min(1).max(20).optional(),
    pricing_option_id: idNumber().optional(),
    /** Courts and lanes: the same session at another location (the `location.id` of a slot). */
    location_id: idNumber().optional(),
    /** Classes and courts: who is going instead (the caller or someone they book for). */
    purchased_for_user_id: idNumber().optional(),
  }),
  selected_user_id: idNumber().nullable().optional(),
});

const CartResponse = dataEnvelope(Cart);
const cartErrors = ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'REQUEST_IN_PROGRESS'] as const;

export const getCart = defineRoute({
  method: 'GET',
  path: '/api/activities/cart',
  summary: "The caller's basket (or an anonymous basket by its uuid header)",
  tags: ['basket'],
  auth: 'optional',
  query: CartQuery,
  response: CartResponse,
  errors: ['FORBIDDEN'],
});

export const addToCart = defineRoute({
  method: 'POST',
  path: '/api/activities/cart/add',
  summary: 'Add occurrences to the basket, holding their places',
  tags: ['basket'],
  auth: 'optional',
  body: AddToCartBody,
  response: CartResponse,
  errors: [
    ...cartErrors,
    'SESSION_FULL',
    'NOT_RELEASED',
    'BOOKING_CLOSED',
    'ALREADY_IN_BASKET',
    'ALREADY_BOOKED',
    'BASKET_FULL',
    'BOOKING_RESTRICTED',
  ],
  idempotent: true,
});

export const removeFromCart = defineRoute({
  method: 'POST',
  path: '/api/activities/cart/remove',
  summary: 'Remove items from the basket, releasing their places',
  tags: ['basket'],
  auth: 'optional',
  query: CartQuery,
  body: RemoveFromCartBody,
  response: CartResponse,
  errors: cartErrors,
  idempotent: true,
});

export const updateCartItem = defineRoute({
  method: 'PUT',
  path: '/api/activities/cart/:cartItemId',
  summary: 'Change the quantity, ticket type, court or attendee (who is going) of a basket item',
  tags: ['basket'],
  auth: 'optional',
  params: z.object({ cartItemId: idParam() }),
  body: UpdateCartItemBody,
  response: CartResponse,
  errors: [
    ...cartErrors,
    'SESSION_FULL',
    'ALREADY_IN_BASKET',
    'ALREADY_BOOKED',
    'BASKET_FULL',
    'BOOKING_RESTRICTED',
  ],
  idempotent: true,
});

/** The query of the benefit and package removals: the basket's source and whom it is for. */
export const RemoveCoverQuery = CartQuery.extend({ source: z.string().max(40).optional() });

export const removePackageUsage = defineRoute({
  method: 'DELETE',
  path: '/api/activities/package/remove/:cartItemId',
  summary: "Take a package visit off a basket item: the attendee's place is paid for instead",
  tags: ['basket'],
  auth: 'required',
  params: z.object({ cartItemId: idParam() }),
  query: RemoveCoverQuery,
  response: CartResponse,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'REQUEST_IN_PROGRESS'],
  idempotent: true,
});

export const removeBenefit = defineRoute({
  method: 'DELETE',
  path: '/api/activities/benefit/remove/:cartItemId',
  summary: "Take a membership benefit off a basket item: the attendee's place is paid for instead",
  tags: ['basket'],
  auth: 'required',
  params: z.object({ cartItemId: idParam() }),
  query: RemoveCoverQuery,
  response: CartResponse,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'REQUEST_IN_PROGRESS'],
  idempotent: true,
});

export const clearCart = defineRoute({
  method: 'DELETE',
  path: '/api/activities/cart',
  summary: 'Empty the basket, releasing every place it holds',
  tags: ['basket'],
  auth: 'optional',
  query: CartQuery,
  response: CartResponse,
  errors: ['FORBIDDEN', 'REQUEST_IN_PROGRESS'],
  idempotent: true,
});
