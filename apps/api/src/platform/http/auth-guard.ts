import {
  BACKGROUND_REQUEST_HEADER,
  UNAUTHORISED_MESSAGE,
  type RouteAuth,
  type StaffAction,
} from '@lido/contract';
import { authorize } from '../authorize';
import type { Caller } from '../caller';
import { DomainError } from '../errors/domain-error';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type { Caller };

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** AUTH_COOKIE_NAME: the one cookie a session token is read from. */
    authCookieName: string;
  }
}

/**
 * Turns a presented token into a caller, or null when it is unknown, expired or revoked. A
 * background request (the sites' sign-in recheck) does not count as use of the session.
 */
export type CallerResolver = (
  token: string,
  use: { isBackground: boolean },
) => Promise<Caller | null>;

/** The token of an `Authorization: Bearer …` header, if the request has one. */
export function readBearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/**
 * The Bearer token (API clients, the `?token=` hand-over), else the session cookie. Only the
 * configured cookie name is read: a cookie any other page on the parent domain could write under
 * a look-alike name is ignored.
 */
export function readPresentedToken(request: FastifyRequest): string | null {
  const bearer = readBearerToken(request);
  if (bearer) return bearer;
  const cookieName = request.server.authCookieName;
  const cookie = cookieName ? request.cookies[cookieName] : undefined;
  return cookie || null;
}

export function isBackgroundRequest(request: FastifyRequest): boolean {
  return request.headers[BACKGROUND_REQUEST_HEADER] === '1';
}

/**
 * Resolves the caller for every request, and refuses a route's wrong callers, before anything
 * reads what they sent (the input guard, the schemas, idempotency keys, the handler): a caller
 * who may not use a route learns nothing of its fields. Routes marked `auth: 'required'` answer
 * an anonymous caller 401; routes marked `auth: 'staff'` answer 401 to an anonymous caller and
 * 403 to a customer, and 403 to a member of staff whose role may not take the route's declared
 * action (platform/authorize.ts). Public routes see null for anonymous callers. Register it before the input
 * guard: hooks of one kind run in the order they were added.
 */
export function registerCallerResolution(
  app: FastifyInstance,
  resolveCaller: CallerResolver,
  { cookieName }: { cookieName: string },
): void {
  app.decorate('authCookieName', cookieName);
  app.decorateRequest('caller', null);
  app.addHook('preValidation', async (request) => {
    const token = readPresentedToken(request);
    request.caller = token
      ? await resolveCaller(token, { isBackground: isBackgroundRequest(request) })
      : null;
    const { auth, action } =
      (request.routeOptions.config as { auth?: RouteAuth; action?: StaffAction } | undefined) ?? {};
    if ((auth === 'required' || auth === 'staff') && !request.caller) {
      throw new DomainError('UNAUTHENTICATED', 'Unauthenticated.');
    }
    if (auth === 'staff' && request.caller?.kind !== 'staff') {
      throw new DomainError('FORBIDDEN', UNAUTHORISED_MESSAGE);
    }
    if (action) authorize(request.caller, action);
  });
}
