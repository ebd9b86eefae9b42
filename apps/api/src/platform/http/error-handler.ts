import {
  installValidationMessages,
  type ErrorCode,
  type MessageError,
  type ValidationError,
} from '@lido/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { DomainError } from '../errors/domain-error';
import { pagePreloads } from './page-preloads';

/** The only place that maps domain error codes to HTTP statuses. */
export const statusByErrorCode = {
  VALIDATION_FAILED: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TICKET_DISCOUNT_REFUSED: 400,
  SESSION_FULL: 409,
  NOT_RELEASED: 409,
  BOOKING_CLOSED: 409,
  ALREADY_IN_BASKET: 409,
  ALREADY_BOOKED: 409,
  ALREADY_ON_WAITLIST: 409,
  NO_WAITLIST: 409,
  PLACES_AVAILABLE: 409,
  BASKET_FULL: 409,
  BASKET_EMPTY: 409,
  BASKET_CHANGED: 409,
  HOLD_EXPIRED: 409,
  NOTHING_TO_PAY: 409,
  PAYMENT_IN_PROGRESS: 409,
  BOOKING_STARTED: 409,
  CANCELLATION_CUTOFF: 409,
  NOT_STARTED: 409,
  OUTSTANDING_PENALTY: 409,
  PLACES_TAKEN: 409,
  LOCATION_CLASH: 409,
  CREDIT_UNAVAILABLE: 409,
  PACKAGE_UNAVAILABLE: 409,
  BENEFIT_UNAVAILABLE: 409,
  BOOKING_RESTRICTED: 409,
  WAIVERS_INCOMPLETE: 409,
  QUESTIONS_UNANSWERED: 409,
  ACCOUNT_IN_USE: 409,
  MEMBERSHIP_ENDED: 409,
  ALREADY_A_MEMBER: 409,
  FREEZE_UNAVAILABLE: 409,
  GUEST_PASS_MEMBERSHIP_REQUIRED: 409,
  GUEST_PASSES_USED_UP: 409,
  GUEST_PASS_UNAVAILABLE: 409,
  GUEST_PASS_IN_BASKET: 409,
  VOUCHER_UNAVAILABLE: 409,
  PLAN_CHANGE_UNAVAILABLE: 409,
  DOCUMENT_REQUIRED: 409,
  REQUEST_IN_PROGRESS: 409,
  RATE_LIMITED: 429,
  IN_QUEUE: 429,
  PAYMENT_REQUIRED: 402,
  PAYMENT_DECLINED: 402,
  MAINTENANCE: 503,
  UNAVAILABLE: 503,
} as const satisfies Record<ErrorCode, number>;

export const GENERIC_FAILURE_MESSAGE = 'Something has gone wrong, please try again.';
export const NOT_FOUND_MESSAGE = 'Unable to complete request, item not found.';

/** Laravel-style summary the live system uses: the first message, and how many more there are. */
export function summariseValidation(errors: Record<string, string[]>): string {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more error${more === 1 ? '' : 's'})`;
}

export function validationBody(errors: Record<string, string[]>): ValidationError {
  return { message: summariseValidation(errors), errors, status: 422 };
}

export function registerErrorHandler(app: FastifyInstance): void {
  // Every 422 from a schema reads as a sentence ("The quantity must be a whole number."), not
  // as zod's message for programmers; schemas that word their own messages keep them.
  installValidationMessages();
  app.setErrorHandler<FastifyError | DomainError>((error, request, reply) => {
    if (error instanceof DomainError) {
      if (error.code === 'VALIDATION_FAILED') {
        return reply
          .status(422)
          .send(validationBody(error.details ?? { request: [error.message] }));
      }
      const body: MessageError = { message: error.message, code: error.code };
      if (error.retryAfterSeconds !== undefined) {
        reply.header('Retry-After', String(error.retryAfterSeconds));
      }
      return reply.status(statusByErrorCode[error.code]).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
        const messages = (errors[field] ??= []);
        const message = issue.message ?? 'The value is invalid.';
        // One field can fail two checks with one sentence (an id both fractional and too large).
        if (!messages.includes(message)) messages.push(message);
      }
      return reply.status(422).send(validationBody(errors));
    }

    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response did not match its contract',
      );
      return reply.status(500).send({ message: GENERIC_FAILURE_MESSAGE });
    }

    // Fastify's own client errors (malformed JSON, unsupported media type, body too large, rate limit…).
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientErrorMessage(error, status) });
    }

    request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
    return reply.status(500).send({ message: GENERIC_FAILURE_MESSAGE });
  });
}

/**
 * Unknown /api paths answer 404 with a message; with the SPA served, other GET paths get its
 * index.html so the client-side router can answer them (including its own error pages).
 */
export function registerNotFoundHandler(
  app: FastifyInstance,
  {
    pageHtml,
    pageOnItsOwnSite = () => null,
  }: {
    /** The site's index.html for an address; without it, only the API is served. */
    pageHtml?: (url: string) => Promise<string>;
    /** Where a page asked of the wrong one of the three sites lives (http/sites.ts). */
    pageOnItsOwnSite?: (request: FastifyRequest) => string | null;
  },
): void {
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    const isAsset = /\.[a-z0-9]{2,5}$/i.test(path) && !path.endsWith('.html');
    if (pageHtml && !isApi && !isAsset && request.method === 'GET') {
      const ownSite = pageOnItsOwnSite(request);
      if (ownSite) return reply.redirect(ownSite, 302);
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Link', pagePreloads(request.url))
        .type('text/html; charset=utf-8')
        .send(await pageHtml(request.url));
    }
    const body: MessageError = { message: NOT_FOUND_MESSAGE, code: 'NOT_FOUND' };
    return reply.status(404).send(body);
  });
}

function clientErrorMessage(error: FastifyError, status: number): string {
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  ) {
    return 'The request body is not valid JSON.';
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return 'The request content type is not supported.';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'The request body is too large.';
  if (status === 429) return 'Too many attempts. Please wait a moment and try again.';
  return error.message || GENERIC_FAILURE_MESSAGE;
}
