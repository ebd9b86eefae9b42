import { z } from 'zod';
import type { CardDetails } from '../api/create-card-identifier';

// The card part of a payment form, shared by every form that pays by card (the checkout, the
// first payment of an online joining): a saved card or a new one, checked before the new card's
// details go to the provider.

const required = (name: string) => `The ${name} field is required.`;

/** The card fields' schemas, to spread into a form's `z.object`. */
export const cardValuesShape = {
  cardChoice: z.enum(['saved', 'new']),
  cardholderName: z.string().trim().max(45),
  cardNumber: z.string(),
  expiryDate: z.string(),
  securityCode: z.string(),
  saveCard: z.boolean(),
};

export type CardValues = z.infer<z.ZodObject<typeof cardValuesShape>>;

/** The new card's fields, in the order the form shows them (and a refusal is focused in). */
export const cardFields = ['cardholderName', 'cardNumber', 'expiryDate', 'securityCode'] as const;

export type CardField = (typeof cardFields)[number];

/** Empty card fields, with the saved card chosen when there is one. */
export function emptyCardValues(hasSavedCard: boolean): CardValues {
  return {
    cardChoice: hasSavedCard ? 'saved' : 'new',
    cardholderName: '',
    cardNumber: '',
    expiryDate: '',
    securityCode: '',
    saveCard: false,
  };
}

/** A new card's details as the customer typed them, before they go to the provider. */
export function checkNewCard(values: CardValues, context: z.RefinementCtx): void {
  if (values.cardChoice !== 'new') return;
  const issue = (path: CardField, message: string) =>
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
}

/** A new card's details as the provider takes them: the number without spaces, expiry MMYY. */
export function newCardDetails(values: CardValues): CardDetails {
  return {
    cardholderName: values.cardholderName,
    cardNumber: values.cardNumber.replace(/\s+/g, ''),
    expiryDate: values.expiryDate.replace(/\D/g, ''),
    securityCode: values.securityCode,
  };
}
