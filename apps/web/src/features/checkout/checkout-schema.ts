import { z } from 'zod';

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
      cardChoice: z.enum(['saved', 'new']),
      cardholderName: z.string().trim().max(45),
      cardNumber: z.string(),
      expiryDate: z.string(),
      securityCode: z.string(),
      saveCard: z.boolean(),
      terms: z.boolean().refine((value) => value, 'Please accept the terms and conditions.'),
    })
    .superRefine((values, context) => {
      if (!needsCard || values.cardChoice !== 'new') return;
      const issue = (path: string, message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      if (!values.cardholderName) issue('cardholderName', required('name on card'));
      if (!/^\d{12,19}$/.test(values.cardNumber.replace(/\s+/g, ''))) {
        issue('cardNumber', 'Enter the long number on the front of your card.');
      }
      if (!/^(0[1-9]|1[0-2])\d{2}$/.test(values.expiryDate.replace(/\D/g, ''))) {
        issue('expiryDate', 'Enter the expiry date as MMYY, for example 1230.');
      }
      if (!/^\d{3,4}$/.test(values.securityCode)) {
        issue('securityCode', 'Enter the 3 or 4 digit security code.');
      }
    });
}

export type CheckoutValues = z.infer<ReturnType<typeof checkoutSchema>>;

export const cardFields = ['cardholderName', 'cardNumber', 'expiryDate', 'securityCode'] as const;
