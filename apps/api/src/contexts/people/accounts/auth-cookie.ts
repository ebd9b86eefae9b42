import type { FastifyReply, FastifyRequest } from 'fastify';

// The session cookie is the API's alone: set at sign-in, read back by the auth guard, cleared at
// sign-out. HttpOnly keeps it out of reach of any script on the sites (docs/decisions/008).

export interface AuthCookieSettings {
  /** AUTH_COOKIE_NAME: the only cookie the auth guard reads. */
  name: string;
  /**
   * The parent domain the three sites share for this request's address (AUTH_COOKIE_DOMAIN, or
   * a `*.localhost` name's parent: platform/http/sites.ts); none keeps the cookie to the host asked.
   */
  domainFor: (request: FastifyRequest) => string | undefined;
  /** The session's lifetime: the browser drops the cookie no later than the server ends it. */
  maxAgeSeconds: number;
}

function attributes(request: FastifyRequest, settings: Omit<AuthCookieSettings, 'maxAgeSeconds'>) {
  const domain = settings.domainFor(request);
  return {
    path: '/',
    httpOnly: true,
    // Sent on top-level navigations from other sites (a link into My account), not on their
    // requests or form posts: the cross-site request forgery defence for cookie callers.
    sameSite: 'lax' as const,
    // request.protocol follows X-Forwarded-Proto only from proxies TRUST_PROXY names.
    secure: request.protocol === 'https',
    ...(domain ? { domain } : {}),
  };
}

export function setAuthCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: AuthCookieSettings,
  token: string,
): void {
  reply.setCookie(settings.name, token, {
    ...attributes(request, settings),
    maxAge: settings.maxAgeSeconds,
  });
}

export function clearAuthCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: Omit<AuthCookieSettings, 'maxAgeSeconds'>,
): void {
  reply.clearCookie(settings.name, attributes(request, settings));
}
