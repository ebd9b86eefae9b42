import { fieldSubject } from './validation-messages';

/**
 * Text no field may hold, on any route: a NUL character (PostgreSQL text cannot hold it, so the
 * query would fail) or an unpaired UTF-16 surrogate (not text any system downstream can store or
 * send on: a card provider, email). The API's input guard refuses both with a 422 naming the
 * field, and the payment emulators refuse them in their providers' formats.
 */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemWith(text: string): 'nul' | 'surrogate' | null {
  if (text.includes('\u0000')) return 'nul';
  if (UNPAIRED_SURROGATE.test(text)) return 'surrogate';
  return null;
}

function sentence(path: readonly (string | number)[], problem: 'nul' | 'surrogate'): string {
  const the = path.length === 0 ? 'The request' : fieldSubject(path);
  return problem === 'nul'
    ? `${the} may not contain a NUL character.`
    : `${the} must be valid Unicode text.`;
}

/**
 * Every string in `value` (keys too), walked without recursion; the first bad one is reported
 * with its field named by its dotted path (`items.0.id`).
 */
export function findUnsafeText(value: unknown): { field: string; message: string } | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    const { value: current, path } = next;
    if (typeof current === 'string') {
      const problem = problemWith(current);
      if (problem) return { field: path.join('.') || 'request', message: sentence(path, problem) };
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        const problem = problemWith(key);
        if (problem) {
          const the = path.length === 0 ? 'The request' : fieldSubject(path);
          return {
            field: path.join('.') || 'request',
            message: `${the} has a field name that is not valid text.`,
          };
        }
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}
