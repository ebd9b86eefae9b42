import { findUnsafeText } from '@lido/contract';
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

function checkRequest(request: FastifyRequest): void {
  for (const part of [request.params, request.query, request.body]) {
    const found = findUnsafeText(part);
    if (found) throw refusal(found.field, found.message);
  }
}

const OPEN_BOOKING_TYPE = 'application/vnd.openactive.booking+json';

/** Call before any route is registered (app.ts does, beside the body limits). */
export function registerInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // The Open Booking API's requests are JSON in OpenActive's own media type (flows/open-booking).
  const jsonTypes = ['application/json', OPEN_BOOKING_TYPE];
  app.addContentTypeParser(jsonTypes, { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // OpenActive's clients send their media type on a DELETE with no body: there is nothing to
    // read (JSON's own parser refuses an empty body, as it should for a JSON write).
    if (text === '' && request.headers['content-type']?.startsWith(OPEN_BOOKING_TYPE)) {
      done(null, undefined);
      return;
    }
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
