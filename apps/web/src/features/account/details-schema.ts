import {
  EmailAddress,
  IsoDate,
  UkPhone,
  UkPostcode,
  optionalText,
  requiredText,
} from '@lido/contract';
import { z } from 'zod';

/**
 * My details as edited in the browser, with the contract's field rules (the API's messages).
 * An empty email clears it: juniors have none.
 */
export const detailsSchema = z.object({
  firstName: requiredText('first name', 100),
  lastName: requiredText('last name', 100),
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    EmailAddress.nullable(),
  ),
  dateOfBirth: z.string().min(1, 'The date of birth field is required.').pipe(IsoDate),
  phone: UkPhone,
  addressLine1: optionalText('address line 1'),
  addressLine2: optionalText('address line 2'),
  town: optionalText('town', 100),
  postcode: UkPostcode,
});

export type DetailsInput = z.input<typeof detailsSchema>;
export type DetailsValues = z.output<typeof detailsSchema>;
export const detailsFields = [
  'firstName',
  'lastName',
  'email',
  'dateOfBirth',
  'phone',
  'addressLine1',
  'addressLine2',
  'town',
  'postcode',
] as const;
