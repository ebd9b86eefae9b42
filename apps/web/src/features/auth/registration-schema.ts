import {
  EmailAddress,
  IsoDate,
  NewPassword,
  UkPhone,
  UkPostcode,
  requiredText,
} from '@lido/contract';
import { z } from 'zod';

/** "The password field confirmation does not match.", the API's own wording. */
export const passwordsDifferCopy = 'The password field confirmation does not match.';

/**
 * The sign-up form, checked in the browser with the contract's own field rules so the messages
 * beside the fields are the ones the API would send.
 */
export const registrationSchema = z
  .object({
    firstName: requiredText('first name', 100),
    lastName: requiredText('last name', 100),
    email: EmailAddress,
    dateOfBirth: z.string().min(1, 'The date of birth field is required.').pipe(IsoDate),
    phone: UkPhone,
    postcode: UkPostcode,
    password: NewPassword,
    passwordConfirmation: z.string(),
  })
  .refine((values) => values.password === values.passwordConfirmation, {
    message: passwordsDifferCopy,
    path: ['passwordConfirmation'],
  });

export type RegistrationInput = z.input<typeof registrationSchema>;
export type RegistrationValues = z.output<typeof registrationSchema>;

/** A new password and its confirmation (the reset-password screen). */
export const newPasswordSchema = z
  .object({ password: NewPassword, passwordConfirmation: z.string() })
  .refine((values) => values.password === values.passwordConfirmation, {
    message: passwordsDifferCopy,
    path: ['passwordConfirmation'],
  });

export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
