import { z } from 'zod';
import { cardValuesShape, checkNewCard } from '../../shared/lib/card-schema';

const required = (name: string) => `The ${name} field is required.`;

/** The checkout form: billing details, the card (unless saved or not needed) and the terms. */
export function checkoutSchema({ needsCard }: { needsCard: boolean }) {
  return z
    .object({
      firstName: z.string().trim().min(1, required('first name')).max(60),
      lastName: z.string().trim().min(1, required('last name')).max(60),
      billingAddressLine1: z.string().trim().min(1, required('address')).max(100),
      billingAddressLine2: z.string().trim().max(100),
      billingCity: z.string().trim().min(1, required('town or city')).max(40),
      billingPostcode: z.string().trim().min(1, required('postcode')).max(10),
      ...cardValuesShape,
      terms: z.boolean().refine((value) => value, 'Please accept the terms and conditions.'),
    })
    .superRefine((values, context) => {
      if (needsCard) checkNewCard(values, context);
    });
}

export type CheckoutValues = z.infer<ReturnType<typeof checkoutSchema>>;
