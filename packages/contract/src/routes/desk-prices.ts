import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { requiredText } from '../primitives/field-rules';
import { idParam } from '../primitives/ids';
import { FormattedAmount } from '../primitives/money';
import { MAX_DESK_TENDER_PENCE } from './desk';

// Front of house: a manager's price for a basket item at the desk.

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
  auth: 'staff',
  action: 'prices.change-in-basket',
  params: z.object({ cartItemId: idParam() }),
  body: DeskPriceChangeBody,
  response: dataEnvelope(DeskPriceChange),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});
