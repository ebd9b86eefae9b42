import type { z } from 'zod';
import { goCardlessErrors, validationFailed, type FieldProblem } from './gocardless-errors';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A zod problem in GoCardless's words ("is missing", "is too long (maximum is 18 characters)"). */
function wordingOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is missing';
      if (issue.expected === 'int') return 'must be a whole number';
      if (issue.expected === 'number') return 'must be a number';
      if (issue.expected === 'string') return 'must be a string';
      if (issue.expected === 'boolean') return 'must be a boolean';
      if (issue.expected === 'object' || issue.expected === 'record') return 'must be an object';
      return 'is invalid';
    case 'too_big':
      return issue.origin === 'string'
        ? `is too long (maximum is ${String(issue.maximum)} characters)`
        : `must be less than or equal to ${String(issue.maximum)}`;
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? "can't be blank" : 'is too short';
      return `must be greater than or equal to ${String(issue.minimum)}`;
    case 'invalid_value':
      return issue.input === undefined ? 'is missing' : issue.message;
    case 'invalid_key':
      return 'has an invalid key';
    default:
      return issue.message;
  }
}

/**
 * The resource under its envelope (`{"customers": {...}}`), parsed: anything but an object
 * there is `invalid_document_structure` (400), invalid fields are `validation_failed` (422)
 * naming each one.
 */
export function readResource<Schema extends z.ZodType>(
  body: unknown,
  envelope: string,
  schema: Schema,
): z.infer<Schema> {
  const resource = isObject(body) ? body[envelope] : undefined;
  if (!isObject(resource)) throw goCardlessErrors.invalidDocumentStructure();
  const parsed = schema.safeParse(resource);
  if (parsed.success) return parsed.data;
  const problems: FieldProblem[] = parsed.error.issues.map((issue) => ({
    path: issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key)),
    message: wordingOf(issue),
  }));
  throw validationFailed(envelope, problems);
}

/** An action's optional `{"data": {...}}` body: absent and empty are the same. */
export function readActionData<Schema extends z.ZodType>(
  body: unknown,
  schema: Schema,
): z.infer<Schema> {
  if (body === undefined || body === null) return readResource({ data: {} }, 'data', schema);
  if (isObject(body) && body.data === undefined) return readResource({ data: {} }, 'data', schema);
  return readResource(body, 'data', schema);
}
