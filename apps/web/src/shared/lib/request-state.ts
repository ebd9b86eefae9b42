// The one module that turns a failed request into the spec's copy (SPEC.md section 8) and into
// the per-request state the screens read (section 3: requesting, error, statusCode,
// validationMessages).

import { toCamelKey } from './case-keys';

/** A failed request, as the request layer (shared/lib/lido-api.ts) reports it. */
export interface ApiError {
  /** HTTP status, or null when the request never got an answer (offline, aborted). */
  statusCode: number | null;
  /** The server's `message`, when it sent one. */
  serverMessage: string | null;
  /** Every message of a 422 `errors` object, in field order. */
  validationMessages: string[];
  /** The same messages by field, keys camelCase as inside the app (`addressLine1`). */
  fieldErrors: Record<string, string[]>;
  /** The error code Lido's API sent with its message (`LOCATION_CLASH`), when it sent one. */
  code?: string;
}

export interface RequestState {
  requesting: boolean;
  error: string | null;
  statusCode: number | null;
  validationMessages: string[];
}

export const idleRequestState: RequestState = {
  requesting: false,
  error: null,
  statusCode: null,
  validationMessages: [],
};

/** SPEC.md section 8's copy for a 403. */
export const unauthorisedCopy = 'Unauthorised.';

const copyByStatus: Readonly<Record<number, string>> = {
  403: unauthorisedCopy,
  404: 'Unable to complete request, item not found.',
};

export const genericErrorCopy = 'Something has gone wrong, please try again.';

export interface ErrorCopyOptions {
  /** Screen-specific copy per status, preferred to the defaults (but not to the server's text). */
  byStatus?: Readonly<Record<number, string>>;
  /** Replaces the generic fallback; an empty string hides the message. */
  fallback?: string;
}

/** The text to show for a failure: the server's message when present, else the status copy. */
export function errorCopy(error: ApiError, options: ErrorCopyOptions = {}): string {
  if (error.serverMessage) return error.serverMessage;
  const status = error.statusCode;
  const custom = status === null ? undefined : options.byStatus?.[status];
  if (custom !== undefined) return custom;
  const known = status === null ? undefined : copyByStatus[status];
  return known ?? options.fallback ?? genericErrorCopy;
}

/** The text for whatever a request failed with: an ApiError's copy, else the generic copy. */
export function errorCopyOf(error: unknown): string {
  return isApiError(error) ? errorCopy(error) : genericErrorCopy;
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'statusCode' in value &&
    'validationMessages' in value
  );
}

/** Builds an ApiError from a response status and its (possibly non-JSON) body. */
export function toApiError(statusCode: number | null, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' && record.message ? record.message : null;
  const errors =
    typeof record.errors === 'object' && record.errors !== null
      ? Object.entries(record.errors as Record<string, unknown>)
      : [];
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, messages] of errors) {
    if (!Array.isArray(messages)) continue;
    const texts = messages.filter((item): item is string => typeof item === 'string');
    if (texts.length > 0) fieldErrors[toCamelKey(field)] = texts;
  }
  const validationMessages = Object.values(fieldErrors).flat();
  const error = { statusCode, serverMessage: message, validationMessages, fieldErrors };
  return typeof record.code === 'string' ? { ...error, code: record.code } : error;
}

/** The spec's request state of one RTK Query request. */
export function toRequestState(request: {
  isLoading?: boolean;
  isFetching?: boolean;
  error?: unknown;
}): RequestState {
  const requesting = Boolean(request.isLoading || request.isFetching);
  if (!isApiError(request.error)) return { ...idleRequestState, requesting };
  return {
    requesting,
    error: errorCopy(request.error),
    statusCode: request.error.statusCode,
    validationMessages: request.error.validationMessages,
  };
}
