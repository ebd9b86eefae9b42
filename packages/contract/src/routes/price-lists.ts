import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { requiredText } from '../primitives/field-rules';
import { idParam } from '../primitives/ids';

// The operator console's Prices page (managers): an activity's prices and member prices, changed
// without an import. Places already in a basket or booked keep the price they were taken at.

export const PRICE_LIST_NOT_FOUND = 'Unable to complete request, item not found.';
export const MEMBER_PRICE_ABOVE_PRICE = 'A member price cannot be more than the price.';

/** The most a price may be: £1,000.00. */
export const MAX_LIST_PRICE_PENCE = 100_000;

function pence(label: string) {
  const whole = `The ${label} must be a whole number of pence.`;
  return z
    .number({ error: whole })
    .int(whole)
    .min(0, `The ${label} cannot be negative.`)
    .max(MAX_LIST_PRICE_PENCE, `The ${label} may not be greater than £1,000.00.`);
}

export const ListedPrice = z.object({
  /** The pricing option's id, as baskets and ticket prices name it. */
  id: z.number().int(),
  name: z.string(),
  /** 'ticket' for a ticket type of a drop-in session (Adult, Junior…), else 'standard'. */
  kind: z.enum(['standard', 'ticket']),
  price_pence: z.number().int(),
  /** What members pay; null when they pay the price. */
  member_price_pence: z.number().int().nullable(),
});
export type ListedPrice = z.infer<typeof ListedPrice>;

export const ActivityPriceList = z.object({
  /** The activity's category id, as the public API names it. */
  id: z.string(),
  name: z.string(),
  /** What is booked: a class, a court or lane slot, or a ticketed (drop-in) session. */
  kind: z.enum(['class', 'slot', 'ticketed']),
  /** In the order customers see them. */
  prices: z.array(ListedPrice),
});
export type ActivityPriceList = z.infer<typeof ActivityPriceList>;

export const VenuePriceLists = z.object({
  venue: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  /** The venue's bookable activities, in the order customers see them. */
  activities: z.array(ActivityPriceList),
});
export type VenuePriceLists = z.infer<typeof VenuePriceLists>;

export const getVenuePriceLists = defineRoute({
  method: 'GET',
  path: '/api/admin/venues/:venueSlug/prices',
  summary:
    "A venue's bookable activities (classes, courts, drop-in sessions) with their prices and member prices (managers of its operator)",
  tags: ['operator console'],
  auth: 'staff',
  action: 'price-lists.change',
  params: z.object({ venueSlug: z.string().min(1).max(120) }),
  response: dataEnvelope(VenuePriceLists),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});

/** Each field left out stays as it is; a null member price lets members pay the price. */
export const ChangePriceBody = z.object({
  price_pence: pence('price').optional(),
  member_price_pence: pence('member price').nullable().optional(),
  name: requiredText('name', 60).optional(),
});
export type ChangePriceBody = z.infer<typeof ChangePriceBody>;

export const changeListedPrice = defineRoute({
  method: 'PATCH',
  path: '/api/admin/prices/:priceId',
  summary:
    "Change a price, its member price or its name (managers of the activity's operator); places taken before keep their price; audited",
  tags: ['operator console'],
  auth: 'staff',
  action: 'price-lists.change',
  params: z.object({ priceId: idParam() }),
  body: ChangePriceBody,
  response: dataEnvelope(ListedPrice),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'VALIDATION_FAILED', 'REQUEST_IN_PROGRESS'],
  idempotent: true,
});
