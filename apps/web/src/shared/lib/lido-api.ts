import { createAction } from '@reduxjs/toolkit';
import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { createApi } from '@reduxjs/toolkit/query/react';
import { BACKGROUND_REQUEST_HEADER, type HttpMethod } from '@lido/contract';
import { camelizeKeys, snakeizeKeys } from './case-keys';
import type { ApiError } from './request-state';
import { toApiError } from './request-state';

type QueryValue = string | number | boolean | undefined;

export interface RequestArgs {
  /** A path under the same origin, e.g. `getTheme.path`; filled with `buildPath` when it has params. */
  url: string;
  method?: HttpMethod;
  /** camelCase query values; undefined ones are left out. */
  params?: Record<string, QueryValue>;
  /** camelCase body, sent as snake_case JSON. */
  body?: unknown;
  /** `html` for routes that answer text/html (the venue footer). */
  responseType?: 'json' | 'html';
  /** Extra request headers: the anonymous basket's uuid, an `Idempotency-Key`. */
  headers?: Record<string, string>;
  /**
   * Made by the page itself, not the visitor (the sign-in recheck): it does not keep the session
   * from its idle expiry, and its caller handles a 401 itself.
   */
  isBackground?: boolean;
}

function toUrl(url: string, params: RequestArgs['params']): string {
  if (!params) return url;
  const search = new URLSearchParams();
  const snakeParams = snakeizeKeys(params) as Record<string, QueryValue>;
  for (const [key, value] of Object.entries(snakeParams)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  if (!isJson) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The live API wraps resources as `{"data": …}`; a few answers (login) are bare. */
function unwrap(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body) {
    return body.data;
  }
  return body;
}

/**
 * The API refused the session this tab was signed in with (idle, signed out elsewhere, revoked).
 * The app shell answers it (app/session-ended.ts): it tells the other tabs, signs this one out
 * and starts again signed out (SPEC.md section 4), rather than leaving every later call failing.
 */
export const sessionEndedByApi = createAction('api/sessionEnded');

/** Whether this tab believes someone is signed in (the auth slice, read without importing it). */
export function isSignedInHere(state: unknown): boolean {
  return (state as { auth?: { loggedIn?: boolean } }).auth?.loggedIn === true;
}

/**
 * The one request path of the app: relative `/api` URLs on the same origin, which carry the
 * HttpOnly session cookie by themselves (the app never sees the token), snake_case on the wire
 * and camelCase inside, failures as ApiError.
 */
export const lidoBaseQuery: BaseQueryFn<RequestArgs, unknown, ApiError> = async (
  args,
  { signal, dispatch, getState },
) => {
  const headers: Record<string, string> = { Accept: 'application/json', ...args.headers };
  if (args.body !== undefined) headers['Content-Type'] = 'application/json';
  if (args.responseType === 'html') headers.Accept = 'text/html';
  if (args.isBackground) headers[BACKGROUND_REQUEST_HEADER] = '1';

  let response: Response;
  try {
    response = await fetch(toUrl(args.url, args.params), {
      method: args.method ?? 'GET',
      headers,
      body: args.body === undefined ? undefined : JSON.stringify(snakeizeKeys(args.body)),
      credentials: 'same-origin',
      signal,
    });
  } catch {
    return { error: toApiError(null, null) };
  }

  const body = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && !args.isBackground && isSignedInHere(getState())) {
      dispatch(sessionEndedByApi());
    }
    return { error: toApiError(response.status, body) };
  }
  if (args.responseType === 'html') return { data: typeof body === 'string' ? body : '' };
  return { data: camelizeKeys(unwrap(body)) };
};

/** Endpoints are injected by the features' and shared/'s `api/` files, one file per endpoint. */
export const lidoApi = createApi({
  reducerPath: 'api',
  baseQuery: lidoBaseQuery,
  // What a write makes stale: joining or leaving a waitlist changes the caller's actions on the
  // timetable and their list in My account.
  tagTypes: ['Availability', 'Waitlists', 'DeskReceipt', 'ReleaseQueue'],
  endpoints: () => ({}),
});
