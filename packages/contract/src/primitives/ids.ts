import { z } from 'zod';
import { fieldSubject } from './validation-messages';

/**
 * Database ids are PostgreSQL `integer`s, 1 to 2,147,483,647 (the few `bigint` id columns,
 * occurrences and orders among them, are nowhere near that). A larger number is not an id that
 * could exist, and sent to SQL against an `integer` column it is an error, not "not found"; so
 * request schemas refuse it (422) with the rest of the validation, before any handler runs.
 */
export const MAX_ID = 2_147_483_647;

type IdMessage = string | undefined;

const rangeMessage =
  (message: IdMessage) =>
  (issue: { path?: PropertyKey[] | undefined; input?: unknown }): string => {
    if (message) return message;
    const the = fieldSubject(issue.path);
    if (issue.input === undefined || issue.input === null) return `${the} field is required.`;
    return `${the} must be a whole number from 1 to ${MAX_ID}.`;
  };

/** Digits naming an id in range; leading zeros are allowed ("007" is 7), signs and spaces are not. */
export function isIdInRange(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  const value = Number(digits);
  return value >= 1 && value <= MAX_ID;
}

/** An id in a JSON body: a whole number from 1 to 2,147,483,647. */
export function idNumber(message?: string) {
  const error = rangeMessage(message);
  return z.number({ error }).int({ error }).min(1, { error }).max(MAX_ID, { error });
}

/**
 * An id in a path, a query string, or a body whose clients send ids either way: a number or a
 * string of digits, read as a number. Unlike `z.coerce.number()`, "", "1e3", "0x10", `true` and
 * `[5]` are refused rather than read as 0, 1000, 16, 1 and 5.
 */
export function idParam(message?: string) {
  const error = rangeMessage(message);
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/, { error }),
      ],
      { error },
    )
    .transform(Number)
    .pipe(idNumber(message));
}

/**
 * A record named by its v1 (numeric) or v2 (opaque string) id, as a path segment or a string
 * in a body. Digits are a v1 id, so they must be one that could exist; anything else is a v2 id
 * and is looked up as it is.
 */
export function v1OrV2Id(maxLength = 64) {
  return z
    .string()
    .min(1)
    .max(maxLength)
    .refine((value) => !/^\d+$/.test(value) || isIdInRange(value), {
      error: rangeMessage(undefined),
    });
}

/** The same in a JSON body, where a v1 id may also come as a number. */
export function v1OrV2IdValue(maxLength = 64) {
  return z.union([idNumber(), v1OrV2Id(maxLength)]);
}
