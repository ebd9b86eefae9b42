import type { RouteAuth } from '@lido/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error';
import { readBearerToken } from './auth-guard';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's `auth` of the route: who may call it (http/register-routes.ts). */
    auth?: RouteAuth;
    /** The contract's `signsIn`: the answer sets the session cookie. */
    signsIn?: boolean;
  }
}

export const CROSS_SITE_WRITE_MESSAGE = 'This request came from another site and was refused.';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The session cookie is SameSite=Lax, so another site's form or script cannot send it. But a
 * sibling sub-domain counts as the same site (an operator's own www pages beside bookings.), so
 * a write that relies on the cookie must also come from one of Lido's own origins: the sites
 * named in SITE_ORIGINS or the API's own. Bearer callers carry their token themselves, a request
 * with no Origin header is not a browser's cross-origin request, and public routes (the issuer's
 * 3-D Secure answer, posted from a page whose referrer policy sends `Origin: null`) act for nobody.
 */
export function registerCrossSiteWriteCheck(
  app: FastifyInstance,
  { siteOrigins }: { siteOrigins: ReadonlySet<string> },
): void {
  const isOwnOrigin = (request: FastifyRequest, origin: string) =>
    siteOrigins.has(origin) || origin === `${request.protocol}://${request.host}`;

  app.addHook('onRequest', async (request) => {
    if (!unsafeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    // Signing in from another site's page would sign the visitor into the page's account (login
    // CSRF): refused whether or not a session cookie came with it. Servers and apps calling the
    // API send no Origin and no Sec-Fetch-Site, and are let through.
    if (request.routeOptions.config.signsIn) {
      const crossSite =
        (origin !== undefined && !isOwnOrigin(request, origin)) ||
        request.headers['sec-fetch-site'] === 'cross-site';
      if (crossSite) throw new DomainError('FORBIDDEN', CROSS_SITE_WRITE_MESSAGE);
      return;
    }
    const auth = request.routeOptions.config.auth;
    if (auth === undefined || auth === 'public') return;
    if (!origin || readBearerToken(request)) return;
    if (!request.cookies[app.authCookieName]) return;
    if (!isOwnOrigin(request, origin)) {
      throw new DomainError('FORBIDDEN', CROSS_SITE_WRITE_MESSAGE);
    }
  });
}
