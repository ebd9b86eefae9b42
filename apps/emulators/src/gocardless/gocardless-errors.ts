import type { FastifyReply, FastifyRequest } from 'fastify';

/** One entry of an error's `errors` list, as GoCardless words it. */
export type GoCardlessErrorDetail =
  | { field: string; message: string; request_pointer: string }
  | { reason: string; message: string; links?: Record<string, string> };

/** A refusal the handlers throw; the emulator's error handler answers it in GoCardless's format. */
export class GoCardlessError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 409 | 413 | 415 | 422 | 500,
    readonly type: 'validation_failed' | 'invalid_api_usage' | 'invalid_state' | 'gocardless',
    message: string,
    readonly errors: readonly GoCardlessErrorDetail[],
  ) {
    super(message);
  }
}

const documentationUrl = (anchor: string) =>
  `https://developer.gocardless.com/api-reference#${anchor}`;

/** The body GoCardless answers an error with: everything under `error`. */
export function errorBody(error: GoCardlessError, requestId: string) {
  const first = error.errors[0];
  const anchor = first && 'reason' in first ? first.reason : error.type;
  return {
    error: {
      message: error.message,
      documentation_url: documentationUrl(anchor),
      type: error.type,
      request_id: requestId,
      code: error.status,
      errors: error.errors,
    },
  };
}

export function sendGoCardlessError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: GoCardlessError,
) {
  return reply.status(error.status).send(errorBody(error, request.id));
}

const withReason = (
  status: 400 | 401 | 404 | 409 | 413 | 415,
  type: 'invalid_api_usage' | 'invalid_state',
  reason: string,
  message: string,
  links?: Record<string, string>,
) => new GoCardlessError(status, type, message, [{ reason, message, ...(links ? { links } : {}) }]);

/** GoCardless's refusals, each with its status, type and reason. */
export const goCardlessErrors = {
  unauthorized: () => withReason(401, 'invalid_api_usage', 'unauthorized', 'Unauthorized'),
  notFound: () => withReason(404, 'invalid_api_usage', 'resource_not_found', 'Resource not found'),
  invalidDocumentStructure: () =>
    withReason(
      400,
      'invalid_api_usage',
      'invalid_document_structure',
      'Invalid document structure',
    ),
  invalidContentType: () =>
    withReason(
      415,
      'invalid_api_usage',
      'invalid_content_type',
      "'Content-Type' header must be application/json",
    ),
  bodyTooLarge: () =>
    withReason(413, 'invalid_api_usage', 'request_entity_too_large', 'Request entity too large'),
  idempotencyKeyInvalid: () =>
    withReason(
      400,
      'invalid_api_usage',
      'idempotency_key_too_long',
      'Idempotency-Key must be 1 to 128 characters',
    ),
  idempotentCreationConflict: (conflictingResourceId: string) =>
    withReason(
      409,
      'invalid_state',
      'idempotent_creation_conflict',
      'A resource has already been created with this idempotency key',
      { conflicting_resource_id: conflictingResourceId },
    ),
  /** Cancelling what is already cancelled, failed or finished. */
  cancellationFailed: (message: string) =>
    withReason(409, 'invalid_state', 'cancellation_failed', message),
  /** Updating a subscription that is cancelled or finished. */
  subscriptionNotActive: () =>
    withReason(409, 'invalid_state', 'subscription_not_active', 'Subscription is not active'),
  /** GoCardless lets a subscription's amount change 10 times; after that, a new subscription. */
  subscriptionAmendmentsExceeded: () =>
    withReason(
      409,
      'invalid_state',
      'number_of_subscription_amendments_exceeded',
      'The subscription amount has already been changed the maximum number of times',
    ),
  /** A payment or subscription for a mandate that can no longer be charged. */
  mandateIsInactive: () =>
    withReason(
      409,
      'invalid_state',
      'mandate_is_inactive',
      'Mandate is failed, cancelled or expired',
    ),
  internal: () =>
    new GoCardlessError(500, 'gocardless', 'Internal server error', [
      { reason: 'internal_server_error', message: 'Internal server error' },
    ]),
};

/** A field's problem: `field` is its path inside the resource, `links.customer`. */
export interface FieldProblem {
  path: readonly (string | number)[];
  message: string;
}

/** 422 validation_failed, naming each field as GoCardless does (and where it sat in the request). */
export function validationFailed(envelope: string, problems: readonly FieldProblem[]) {
  return new GoCardlessError(
    422,
    'validation_failed',
    'Validation failed',
    problems.map(({ path, message }) => ({
      field: path.join('.'),
      message,
      request_pointer: `/${[envelope, ...path].join('/')}`,
    })),
  );
}
