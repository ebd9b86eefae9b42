import { DateOfBirth, EmailAddress, requiredText, UkPhone, UkPostcode } from '@lido/contract';
import { z } from 'zod';

/** Empty means not given: the desk's form asks for a name and nothing else. */
const blankOr = <T extends z.ZodType>(rule: T) =>
  z.union([z.literal('').transform(() => null), rule]);

/** The desk's short form for a new customer, with the contract's field rules. */
export const newCustomerSchema = z.object({
  firstName: requiredText('first name', 100),
  lastName: requiredText('last name', 100),
  email: blankOr(EmailAddress),
  dateOfBirth: blankOr(DateOfBirth),
  postcode: UkPostcode,
  phone: UkPhone,
});

export type NewCustomerInput = z.input<typeof newCustomerSchema>;
export type NewCustomerValues = z.output<typeof newCustomerSchema>;
export const newCustomerFields = [
  'firstName',
  'lastName',
  'email',
  'dateOfBirth',
  'postcode',
  'phone',
] as const;
