import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Clock } from './clock';
import type { Database } from './db/client';
import type { Env } from './env';
import { registerCallerResolution, type CallerResolver } from './http/auth-guard';
import { registerErrorHandler, registerNotFoundHandler } from './http/error-handler';
import { registerStaticSite } from './http/static-site';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerSiteConfigRoutes } from './modules/site-config/site-config.routes';

export type AppConfig = Pick<Env, 'SITE_ORIGINS' | 'MAINTENANCE_MODE' | 'WEB_DIST_DIR'>;

export interface AppDeps {
  db: Database;
  clock: Clock;
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
}

// Until the accounts module issues tokens, no token identifies anyone.
const resolveCaller: CallerResolver = async () => null;

/** Builds the whole HTTP application; server.ts listens with it and tests call inject() on it. */
export async function buildApp({ db, config, logger = false }: AppDeps): Promise<FastifyInstance> {
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
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    // The sites are embedded in operators' own pages, so framing is allowed.
    frameguard: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https:'],
        frameAncestors: ['*'],
        formAction: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  const allowedOrigins = new Set(
    config.SITE_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  );
  await app.register(cors, {
    origin: (origin, callback) =>
      callback(null, origin === undefined || allowedOrigins.has(origin)),
    credentials: true,
    exposedHeaders: ['ETag'],
  });
  await app.register(cookie);
  registerCallerResolution(app, resolveCaller);
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

  registerHealthRoutes(app, db);
  registerSiteConfigRoutes(app, { db, isMaintenanceMode: config.MAINTENANCE_MODE });

  const serveSpa = Boolean(config.WEB_DIST_DIR && existsSync(config.WEB_DIST_DIR));
  if (serveSpa && config.WEB_DIST_DIR) await registerStaticSite(app, config.WEB_DIST_DIR);
  registerNotFoundHandler(app, { serveSpa });
  return app;
}
