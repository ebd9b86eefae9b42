import { z } from 'zod';

/**
 * Field rules with the live system's (Laravel's) messages, e.g. "The first name field is
 * required.", so clients show the same validation text.
 */
export function requiredText(label: string, max = 255) {
  return z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} may not be greater than ${max} characters.`);
}

export function optionalText(label: string, max = 255) {
  return z
    .string({ error: `The ${label} must be a string.` })
    .trim()
    .max(max, `The ${label} may not be greater than ${max} characters.`)
    .transform((value) => (value === '' ? null : value))
    .nullish();
}

/** Stored and compared in lower case: the same address is one account whatever its case. */
export const EmailAddress = z
  .string({ error: 'The email field is required.' })
  .trim()
  .min(1, 'The email field is required.')
  .max(255, 'The email may not be greater than 255 characters.')
  .toLowerCase()
  .pipe(z.email('The email must be a valid email address.'));

/**
 * Issue 9: ten characters is the floor; the API also refuses passwords that are easy to guess
 * (password-feedback.ts), which a length rule alone cannot catch.
 */
export const MIN_PASSWORD_LENGTH = 10;

export const NewPassword = z
  .string({ error: 'The password field is required.' })
  .min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(200, 'The password may not be greater than 200 characters.');

export const UkPhone = z
  .string({ error: 'The phone must be a string.' })
  .trim()
  .max(30, 'The phone may not be greater than 30 characters.')
  .regex(/^[+\d][\d ()-]*$|^$/, 'The phone format is invalid.')
  .transform((value) => (value === '' ? null : value))
  .nullish();

export const UkPostcode = z
  .string({ error: 'The postcode must be a string.' })
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})?$/, 'The postcode format is invalid.')
  .transform((value) => (value === '' ? null : value))
  .nullish();
