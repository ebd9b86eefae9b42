import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';

/**
 * The billing lines a customer paid with at their last card checkout, under the names the
 * authorise body sends them (`billing_first_name`, …), so a client can send them back as they are.
 * A line they left blank is `""`.
 */
export const RememberedBillingDetails = z.object({
  billing_first_name: z.string(),
  billing_last_name: z.string(),
  billing_address_line_one: z.string(),
  billing_address_line_two: z.string(),
  billing_city: z.string(),
  billing_postcode: z.string(),
  billing_country: z.string(),
});
export type RememberedBillingDetails = z.infer<typeof RememberedBillingDetails>;

/**
 * Lido's own (issue 43): the signed-in customer's billing details from their last successful card
 * checkout, to fill the checkout's form again (editable); null when they have not paid by card at
 * a checkout. Only for the customer themself: a signed-out visitor gets 401, staff 403, and
 * nothing is remembered for a visitor's checkout. The authorise body stays as live clients send it.
 */
export const getRememberedBillingDetails = defineRoute({
  method: 'GET',
  path: '/api/checkout/billing-details',
  summary: "The billing details of the customer's last card checkout, or null",
  tags: ['checkout'],
  auth: 'required',
  response: dataEnvelope(RememberedBillingDetails.nullable()),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});
