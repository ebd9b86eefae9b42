import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Who is calling: resolved once per request from the Bearer token (or the site's auth cookie). */
export interface Caller {
  kind: 'customer' | 'staff';
  /** customers.id or staff_users.id, by kind. */
  userId: number;
  /** The auth session the token belongs to, so logout can revoke exactly it. */
  sessionId: string;
  /** Staff act for customers of this venue. */
  staffVenueId: number | null;
  /** The customer holds an active membership: member prices apply. */
  isMember: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** Turns a presented token into a caller, or null when it is unknown, expired or revoked. */
export type CallerResolver = (token: string) => Promise<Caller | null>;

/** The auth cookie the booking sites share across sub-domains: `{parent-domain}-authToken`. */
export const AUTH_COOKIE_SUFFIX = '-authToken';

export function readPresentedToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice('Bearer '.length).trim();
    if (token) return token;
  }
  for (const [name, value] of Object.entries(request.cookies ?? {})) {
    if (!name.endsWith(AUTH_COOKIE_SUFFIX) || !value) continue;
    // The sites store the token JSON-quoted.
    const token = value.startsWith('"') ? value.replace(/^"|"$/g, '') : value;
    if (token) return token;
  }
  return null;
}

/**
 * Resolves the caller for every request before its handler runs. Public routes see null for
 * anonymous callers; routes marked `auth: 'required'` answer 401 (see register-routes.ts).
 */
export function registerCallerResolution(
  app: FastifyInstance,
  resolveCaller: CallerResolver,
): void {
  app.decorateRequest('caller', null);
  app.addHook('preHandler', async (request) => {
    const token = readPresentedToken(request);
    request.caller = token ? await resolveCaller(token) : null;
  });
}
