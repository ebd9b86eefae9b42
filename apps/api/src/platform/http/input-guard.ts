import { fieldSubject } from '@lido/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error';

/**
 * The one place where what a client sends is checked for what no field may hold, on every
 * route (the contract's and the Opayo emulator's), before any schema, hook or handler reads it:
 *
 * - JSON nested deeper than MAX_JSON_DEPTH is refused as it is read, before it is parsed: no
 *   field of any route needs more than a few levels, and code that walks a value recursively
 *   (JSON.stringify for idempotency fingerprints, PostgreSQL's jsonb) runs out of stack on a
 *   few thousand.
 * - Strings holding a NUL character or an unpaired UTF-16 surrogate are refused, in path
 *   parameters, the query string and the body alike, keys included. PostgreSQL text cannot hold
 *   NUL (the query fails), and a lone surrogate is not text any system downstream can store or
 *   send on (Opayo, email).
 *
 * Both answer 422 in the validation format, naming the field.
 */

/** Deeper than any request the contract describes (a cancellation body is three levels). */
export const MAX_JSON_DEPTH = 32;

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** How deeply the JSON text nests arrays and objects, stopping as soon as it passes `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth -= 1;
    }
  }
  return false;
}

function refusal(field: string, message: string): DomainError {
  return new DomainError('VALIDATION_FAILED', message, { [field]: [message] });
}

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

function checkRequest(request: FastifyRequest): void {
  for (const part of [request.params, request.query, request.body]) {
    const found = findUnsafeText(part);
    if (found) throw refusal(found.field, found.message);
  }
}

/** Call before any route is registered (app.ts does, beside the body limits). */
export function registerInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      const message = `The request body may not be nested more than ${MAX_JSON_DEPTH} levels deep.`;
      done(refusal('request', message), undefined);
      return;
    }
    void parseJson(request, text, done);
  });
  // preValidation: after routing and body parsing, before the schemas, the caller's session,
  // idempotency keys (preHandler) and every handler.
  app.addHook('preValidation', async (request) => {
    checkRequest(request);
  });
}
