import { z } from 'zod';

/**
 * zod's default messages ("Invalid input: expected string, received number") are for
 * programmers. The live system answers in Laravel's sentences ("The first name field is
 * required."), which the sites show to customers as they are, so every issue a schema does not
 * word itself is worded here, from the field's name. Schemas with their own message keep it.
 */

type FinalIssue = z.core.$ZodIssue;
/** As the error map gets it (with its input), or finalised, as the branches of a union are. */
type Issue = z.core.$ZodRawIssue | FinalIssue;

/** `billing_first_name` → "billing first name", `cartItemId` → "cart item id". */
function humanise(name: string): string {
  return name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_\-.\s]+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * What a field is called in a sentence: its own name, or for a list entry, which entry of which
 * list ("item 2 of the cart item ids"). The whole body (an empty path) is "request body".
 */
export function fieldLabel(path: readonly PropertyKey[] = []): string {
  const last = path.at(-1);
  if (last === undefined) return 'request body';
  if (typeof last === 'number') {
    return `item ${last + 1} of the ${fieldLabel(path.slice(0, -1))}`;
  }
  return humanise(String(last)) || 'field';
}

/** The field as a sentence starts with it: "The first name", "Item 2 of the cart item ids". */
export function fieldSubject(path: readonly PropertyKey[] = []): string {
  const label = fieldLabel(path);
  return typeof path.at(-1) === 'number'
    ? `${label.charAt(0).toUpperCase()}${label.slice(1)}`
    : `The ${label}`;
}

const typeNames: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object',
  tuple: 'a list',
  date: 'a date',
  null: 'null',
};

/** A raw issue always carries its input; one already finalised (inside a union) does not. */
const isMissing = (issue: Issue) =>
  'input' in issue && (issue.input === undefined || issue.input === null);

function plural(count: number | bigint, word: string): string {
  return `${count} ${word}${count === 1 || count === 1n ? '' : 's'}`;
}

function tooSmall(the: string, issue: Extract<Issue, { code: 'too_small' }>): string {
  const { minimum, origin, inclusive } = issue;
  if (origin === 'string') {
    if (issue.exact) return `${the} must be ${plural(minimum, 'character')}.`;
    return minimum === 1
      ? `${the} field is required.`
      : `${the} must be at least ${plural(minimum, 'character')}.`;
  }
  if (origin === 'array' || origin === 'set') {
    if (issue.exact) return `${the} must have ${plural(minimum, 'item')}.`;
    return `${the} must have at least ${plural(minimum, 'item')}.`;
  }
  return inclusive
    ? `${the} must be at least ${minimum}.`
    : `${the} must be greater than ${minimum}.`;
}

function tooBig(the: string, issue: Extract<Issue, { code: 'too_big' }>): string {
  const { maximum, origin, inclusive } = issue;
  if (origin === 'string') {
    if (issue.exact) return `${the} must be ${plural(maximum, 'character')}.`;
    return `${the} may not be greater than ${plural(maximum, 'character')}.`;
  }
  if (origin === 'array' || origin === 'set') {
    return `${the} may not have more than ${plural(maximum, 'item')}.`;
  }
  return inclusive
    ? `${the} may not be greater than ${maximum}.`
    : `${the} must be less than ${maximum}.`;
}

function invalidFormat(the: string, format: string): string {
  if (format === 'email') return `${the} must be a valid email address.`;
  if (format === 'uuid' || format === 'guid') return `${the} must be a valid UUID.`;
  if (format === 'url') return `${the} must be a valid URL.`;
  if (format === 'date') return `${the} must be a date in the format YYYY-MM-DD.`;
  if (format === 'datetime') return `${the} must be a date and time.`;
  return `${the} format is invalid.`;
}

/**
 * A union fails as a whole; when exactly one branch accepted the value's type but not the value
 * (an id that is a number, but too large), that branch says what is wrong with it.
 */
function invalidUnion(the: string, path: PropertyKey[], branches: FinalIssue[][]): string {
  const wrongType = (issues: FinalIssue[]) =>
    issues.length > 0 &&
    issues.every((issue) => issue.code === 'invalid_type' && issue.path.length === 0);
  const near = branches.filter((issues) => !wrongType(issues));
  const first = near[0]?.[0];
  if (near.length === 1 && first) {
    return messageFor({ ...first, path: [...path, ...first.path] });
  }
  const expected = branches.flatMap((issues) =>
    issues[0]?.code === 'invalid_type' ? [typeNames[issues[0].expected] ?? issues[0].expected] : [],
  );
  if (near.length === 0 && expected.length > 0) {
    const unique = [...new Set(expected)];
    const listed =
      unique.length === 1 ? unique[0] : `${unique.slice(0, -1).join(', ')} or ${unique.at(-1)}`;
    return `${the} must be ${listed}.`;
  }
  return `${the} is invalid.`;
}

/** The sentence for one issue (the error map, exported for tests and for other error maps). */
export function messageFor(issue: Issue): string {
  const path = issue.path ?? [];
  const label = fieldLabel(path);
  const the = fieldSubject(path);
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue)) {
        return path.length === 0 ? 'The request body is required.' : `${the} field is required.`;
      }
      if (issue.expected === 'boolean') return `${the} field must be true or false.`;
      return `${the} must be ${typeNames[issue.expected] ?? issue.expected}.`;
    case 'too_small':
      return tooSmall(the, issue);
    case 'too_big':
      return tooBig(the, issue);
    case 'invalid_format':
      return invalidFormat(the, issue.format);
    case 'not_multiple_of':
      return `${the} must be a multiple of ${issue.divisor}.`;
    case 'invalid_value':
      return `The selected ${label} is invalid.`;
    case 'unrecognized_keys':
      return `${the} may not have ${issue.keys.length === 1 ? 'the field' : 'the fields'} ${issue.keys.join(', ')}.`;
    case 'invalid_union':
      if (isMissing(issue)) return `${the} field is required.`;
      return invalidUnion(the, path, issue.errors);
    default:
      return `${the} is invalid.`;
  }
}

/**
 * Installs the sentences as zod's error map for the whole process. The API calls it at start;
 * the sites may call it too, so a form validated in the browser reads the same.
 */
export function installValidationMessages(): void {
  z.config({ customError: messageFor });
}
