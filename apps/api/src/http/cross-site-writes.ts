import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error';
import { readBearerToken } from './auth-guard';

export const CROSS_SITE_WRITE_MESSAGE = 'This request came from another site and was refused.';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The session cookie is SameSite=Lax, so another site's form or script cannot send it. But a
 * sibling sub-domain counts as the same site (an operator's own www pages beside bookings.), so
 * a write that relies on the cookie must also come from one of Lido's own origins: the sites
 * named in SITE_ORIGINS or the API's own. Bearer callers carry their token themselves, and a
 * request with no Origin header is not a browser's cross-origin request.
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
    if (!origin || readBearerToken(request)) return;
    if (!request.cookies[app.authCookieName]) return;
    if (!isOwnOrigin(request, origin)) {
      throw new DomainError('FORBIDDEN', CROSS_SITE_WRITE_MESSAGE);
    }
  });
}
