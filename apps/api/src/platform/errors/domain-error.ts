import type { ErrorCode } from '@lido/contract';

/**
 * What domain code throws when a request cannot be honoured. It carries a code from the
 * contract's closed list and never knows HTTP; http/error-handler.ts maps codes to statuses.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Field messages for VALIDATION_FAILED: `{field: [messages]}`. */
    readonly details?: Record<string, string[]>,
    /** When the caller may try again, in whole seconds (RATE_LIMITED: the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export function notFound(message = 'Unable to complete request, item not found.'): DomainError {
  return new DomainError('NOT_FOUND', message);
}

/** Too many attempts: the message says when to try again; so does Retry-After. */
export function rateLimited(message: string, retryAfterSeconds: number): DomainError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new DomainError('RATE_LIMITED', message, undefined, seconds);
}

export function invalid(field: string, message: string): DomainError {
  return new DomainError('VALIDATION_FAILED', message, { [field]: [message] });
}
