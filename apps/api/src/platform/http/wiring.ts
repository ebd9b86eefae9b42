import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { Redis } from 'ioredis';
import { type CallerResolver, registerCallerResolution } from './auth-guard';
import { registerBodyLimits } from './body-limits';
import { registerCrossSiteWriteCheck } from './cross-site-writes';
import { lidoValidatorCompiler } from './empty-query-values';
import { registerErrorHandler } from './error-handler';
import { registerIdempotency } from './idempotency';
import { registerInputGuard } from './input-guard';
import { registerRateLimits } from './rate-limits';
import { registerSecurityHeaders } from './security-headers';
import { type SiteSettings, sitesForRequest } from './sites';

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the nearest n hops". */
function trustedProxies(setting: Env['TRUST_PROXY']): boolean | string[] | TrustProxyHops {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
type TrustProxyHops = (address: string, hop: number) => boolean;

/** Request bodies are small JSON documents; routes that need less say so in body-limits.ts. */
const DEFAULT_BODY_LIMIT = 64 * 1024;

/** The booking, my-account and online-joining sites allowed to call the API from a browser. */
function siteOrigins(list: string): string[] {
  return list
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/** The server with Lido's connection settings: request ids, proxies, timeouts, limits, paths. */
export function createHttpServer(
  config: Env,
  logger: FastifyServerOptions['logger'],
): FastifyInstance {
  const app = Fastify({
    logger,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    // Idle keep-alive sockets are closed on shutdown; requests in flight are allowed to finish.
    forceCloseConnections: 'idle',
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: trustedProxies(config.TRUST_PROXY),
    // A client that sends its headers or body a byte at a time is cut off, not waited for.
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_SECONDS * 1000,
      // Node checks those timeouts on this interval (30 s by default).
      connectionsCheckingInterval: 1000,
    },
    // Clients write paths as SPEC.md does (`activities/bookings/{id}/`): both forms answer.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  // Optional query parameters sent empty read as not sent, as the live API reads them.
  app.setValidatorCompiler(lidoValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/** What the modules are given of the plumbing: the sites, and the session cookie to set. */
export interface HttpPlumbing {
  allowedOrigins: Set<string>;
  sites: SiteSettings;
  authCookie: { name: string; domainFor: (request: FastifyRequest) => string | undefined };
}

/**
 * Everything a request passes before a module's handler, in the order it meets them: errors,
 * security headers, CORS, cookies, rate and body limits, the input guard, form bodies (3-D Secure
 * pages post forms: cReq to the issuer, cRes back to Lido), the caller, the cross-site write
 * check, idempotency keys; and the API's own documentation at /api/docs.
 */
export async function registerHttpPlumbing(
  app: FastifyInstance,
  {
    config,
    db,
    clock,
    resolveCaller,
    redis,
  }: {
    config: Env;
    db: Database;
    clock: Clock;
    resolveCaller: CallerResolver;
    /** Shared by the API processes when there are several (REDIS_URL): rate limits count there. */
    redis: Redis | null;
  },
): Promise<HttpPlumbing> {
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  const allowedOrigins = new Set(siteOrigins(config.SITE_ORIGINS));
  const sites = { hosts: config.SITE_HOSTS, cookieDomain: config.AUTH_COOKIE_DOMAIN };
  await app.register(cors, {
    origin: (origin, callback) =>
      callback(null, origin === undefined || allowedOrigins.has(origin)),
    credentials: true,
    exposedHeaders: ['ETag', 'Retry-After', 'X-Queue-Pass'],
  });
  await app.register(cookie);
  await registerRateLimits(app, config, redis);
  registerBodyLimits(app);
  // Who is calling, and whether they may, before the input guard reads what they sent.
  registerCallerResolution(app, resolveCaller, { cookieName: config.AUTH_COOKIE_NAME });
  registerInputGuard(app);
  await app.register(formbody);
  registerCrossSiteWriteCheck(app, { siteOrigins: allowedOrigins });
  registerIdempotency(app, { db, clock });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Lido API',
        version: '0.1.0',
        description: 'Booking and membership API for leisure centres.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  return {
    allowedOrigins,
    sites,
    authCookie: {
      name: config.AUTH_COOKIE_NAME,
      domainFor: (request) => sitesForRequest(request, sites).cookieDomain,
    },
  };
}
