import { z } from 'zod';
import { cardValuesShape, checkNewCard } from '../../shared/lib/card-schema';

const required = (name: string) => `The ${name} field is required.`;

/** A billing field the card needs; with no card to pay with, the form does not ask for it. */
const billing = (needsCard: boolean, name: string, max: number) =>
  needsCard ? z.string().trim().min(1, required(name)).max(max) : z.string().trim().max(max);

/**
 * The checkout form: billing details and the card (unless saved or not needed; a basket with
 * nothing to pay asks for neither) and the terms.
 */
export function checkoutSchema({ needsCard }: { needsCard: boolean }) {
  return z
    .object({
      firstName: billing(needsCard, 'first name', 60),
      lastName: billing(needsCard, 'last name', 60),
      billingAddressLine1: billing(needsCard, 'address', 100),
      billingAddressLine2: z.string().trim().max(100),
      billingCity: billing(needsCard, 'town or city', 40),
      billingPostcode: billing(needsCard, 'postcode', 10),
      ...cardValuesShape,
      terms: z.boolean().refine((value) => value, 'Please accept the terms and conditions.'),
    })
    .superRefine((values, context) => {
      if (needsCard) checkNewCard(values, context);
    });
}

export type CheckoutValues = z.infer<ReturnType<typeof checkoutSchema>>;
