import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';

/** One activity of the basket and its cancellation policy, as agreed to before paying. */
export const BasketPolicy = z.object({
  /** The activities (by name) this policy applies to, in basket order. */
  activities: z.array(z.string()),
  summary: z.string(),
});
export type BasketPolicy = z.infer<typeof BasketPolicy>;

/**
 * Lido's own (issue 43): the cancellation policies of the caller's basket (or the signed-out
 * visitor's, named by CART_UUID_HEADER), stated at the checkout beside the terms before anyone
 * pays. Activities with the same policy share one entry. An empty basket answers an empty list.
 */
export const getCheckoutPolicies = defineRoute({
  method: 'GET',
  path: '/api/checkout/policies',
  summary: "The cancellation policies of the basket's activities, to read before paying",
  tags: ['checkout'],
  auth: 'optional',
  response: dataEnvelope(z.array(BasketPolicy)),
  errors: ['FORBIDDEN'],
});
