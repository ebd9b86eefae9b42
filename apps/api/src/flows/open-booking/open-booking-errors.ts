import type { ErrorCode } from '@lido/contract';
import type { DomainError } from '../../platform/errors/domain-error';

// OpenActive's errors (OBA "Error Model"): every error answer is JSON-LD naming one of its types,
// with the status the specification gives that type. Some of those statuses are 500 for what a
// client sent (an order uuid used twice, an order item of another order): the specification and
// its test suite fix them, and partners' software branches on them, so Lido answers them as
// written (decisions/046). Anything else a partner can send is a 4xx.

export const OPENACTIVE_CONTEXT = 'https://openactive.io/';

export class OpenBookingError extends Error {
  constructor(
    readonly type: string,
    readonly status: number,
    description?: string,
  ) {
    super(description ?? type);
  }

  get body(): Record<string, unknown> {
    return errorBody(this.type, this.message === this.type ? undefined : this.message);
  }
}

/**
 * A quote or order refused for its items' errors: answered 409 with the whole OrderQuote or
 * Order, each error on its item (OBA "OrderItem errors").
 */
export class OrderItemsRefused extends Error {
  readonly status = 409;
  constructor(readonly json: string) {
    super('order items refused');
  }
}

export function errorBody(type: string, description?: string): Record<string, unknown> {
  return {
    '@context': OPENACTIVE_CONTEXT,
    '@type': type,
    ...(description ? { description } : {}),
  };
}

/** An error against one order item (C1, C2, B answer 409 with it on the item). */
export function itemError(type: string, description?: string): Record<string, unknown> {
  return { '@type': type, ...(description ? { description } : {}) };
}

/** Why Lido could not hold or book a place, as the order item error OpenActive names for it. */
const itemErrorTypes: Partial<Record<ErrorCode, string>> = {
  SESSION_FULL: 'OpportunityIsFullError',
  PLACES_TAKEN: 'OpportunityIsFullError',
  NOT_RELEASED: 'OpportunityOfferPairNotBookableError',
  BOOKING_CLOSED: 'OpportunityOfferPairNotBookableError',
  UNAUTHENTICATED: 'OpportunityOfferPairNotBookableError',
  BOOKING_RESTRICTED: 'OpportunityOfferPairNotBookableError',
  NOT_FOUND: 'UnknownOpportunityError',
  VALIDATION_FAILED: 'UnknownOfferError',
  ALREADY_IN_BASKET: 'OpportunityIsInConflictError',
  BASKET_FULL: 'OpportunityHasInsufficientCapacityError',
};

export function itemErrorOf(error: DomainError): Record<string, unknown> {
  return itemError(itemErrorTypes[error.code] ?? 'UnableToProcessOrderItemError', error.message);
}

/**
 * A Lido error met by an Open Booking request, outside an order item, as OpenActive's: the
 * platform's (a rate limit, a maintenance window) and what a step refused.
 */
export function openBookingErrorOf(error: DomainError): OpenBookingError {
  switch (error.code) {
    case 'RATE_LIMITED':
      return new OpenBookingError('TooManyRequestsError', 429, error.message);
    case 'MAINTENANCE':
    case 'UNAVAILABLE':
      return new OpenBookingError('TemporarilyUnableToCreateOrderError', 503, error.message);
    case 'NOT_FOUND':
      return new OpenBookingError('NotFoundError', 404, error.message);
    case 'UNAUTHENTICATED':
      return new OpenBookingError('UnauthenticatedError', 401, error.message);
    case 'FORBIDDEN':
      return new OpenBookingError('UnauthenticatedError', 403, error.message);
    case 'VALIDATION_FAILED':
      return new OpenBookingError('OpenBookingError', 400, error.message);
    default:
      return new OpenBookingError('UnableToProcessOrderItemError', 409, error.message);
  }
}
