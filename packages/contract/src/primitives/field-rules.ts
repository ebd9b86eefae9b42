import { z } from 'zod';
import { IsoDate } from './date-object';

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

/** Nobody booking a swim is older than this; an earlier date is a typing slip (19 for 20). */
export const MAX_AGE_YEARS = 120;
export const DATE_OF_BIRTH_NOT_PAST_MESSAGE = 'The date of birth must be a date before today.';
export const DATE_OF_BIRTH_TOO_EARLY_MESSAGE = `The date of birth must be within the last ${MAX_AGE_YEARS} years.`;

/** A required `YYYY-MM-DD`; whether it is in range depends on today (`dateOfBirthProblem`). */
export const DateOfBirth = z
  .string({ error: 'The date of birth field is required.' })
  .trim()
  .min(1, 'The date of birth field is required.')
  .pipe(IsoDate);

/**
 * What is wrong with a date of birth on `today` (both `YYYY-MM-DD`, today in the operator's zone),
 * or null. Not a schema refinement: the API's today comes from its clock, the site's from the
 * browser, so each passes its own.
 */
export function dateOfBirthProblem(dateOfBirth: string, today: string): string | null {
  if (dateOfBirth >= today) return DATE_OF_BIRTH_NOT_PAST_MESSAGE;
  const earliest = `${String(Number(today.slice(0, 4)) - MAX_AGE_YEARS).padStart(4, '0')}${today.slice(4)}`;
  return dateOfBirth < earliest ? DATE_OF_BIRTH_TOO_EARLY_MESSAGE : null;
}
