import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  addToCart,
  authoriseCheckout,
  cancelBooking,
  cancelBookings,
  clearCart,
  completeCheckout,
  removeFromCart,
  updateCartItem,
} from '@lido/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Clock } from './clock';
import type { Database } from './db/client';
import type { Env } from './env';
import { registerCallerResolution } from './http/auth-guard';
import { registerConditionalGet } from './http/conditional-get';
import { registerErrorHandler, registerNotFoundHandler } from './http/error-handler';
import { registerIdempotency } from './http/idempotency';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticSite } from './http/static-site';
import { realSleep, type Sleep } from './modules/accounts/account-ports';
import { registerAccountsRoutes } from './modules/accounts/accounts.routes';
import { createCallerResolver } from './modules/accounts/caller-resolver';
import { registerBasketRoutes } from './modules/basket/basket.routes';
import { registerBookingsRoutes } from './modules/bookings/bookings.routes';
import { createOrderBookings, listOrderBookings } from './modules/bookings/order-bookings';
import { registerCheckoutRoutes } from './modules/checkout/checkout.routes';
import { registerCatalogueRoutes } from './modules/catalogue/catalogue.routes';
import { registerDevMailboxRoutes } from './modules/email/dev-mailbox.routes';
import { createEmailOutbox } from './modules/email/email-outbox';
import { registerGeocodingRoutes } from './modules/geocoding/geocoding.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { isActiveMember, loadCustomerStanding } from './modules/memberships/memberships.service';
import { registerMembershipsRoutes } from './modules/memberships/memberships.routes';
import { createOpayoProvider } from './modules/payments/opayo-provider';
import { registerPaymentsRoutes } from './modules/payments/payments.routes';
import { registerSiteConfigRoutes } from './modules/site-config/site-config.routes';
import { registerTimetableRoutes } from './modules/timetable/timetable.routes';
import { registerVenueRoutes } from './modules/venues/venues.routes';
import { inProcessFetch } from './opayo-sandbox/in-process-fetch';
import {
  OPAYO_SANDBOX_PREFIX,
  registerOpayoSandboxRoutes,
} from './opayo-sandbox/opayo-sandbox.routes';

export type AppConfig = Env;

export interface AppDeps {
  db: Database;
  clock: Clock;
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
  /** Waits before answering a failed sign-in (SPEC.md section 9); tests pass one that does not. */
  sleep?: Sleep;
}

/** The booking, my-account and online-joining sites allowed to call the API from a browser. */
function siteOrigins(list: string): string[] {
  return list
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/** Builds the whole HTTP application; server.ts listens with it and tests call inject() on it. */
export async function buildApp({
  db,
  clock,
  config,
  logger = false,
  sleep = realSleep,
}: AppDeps): Promise<FastifyInstance> {
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

  registerSecurityHeaders(app);
  const allowedOrigins = new Set(siteOrigins(config.SITE_ORIGINS));
  await app.register(cors, {
    origin: (origin, callback) =>
      callback(null, origin === undefined || allowedOrigins.has(origin)),
    credentials: true,
    exposedHeaders: ['ETag'],
  });
  await app.register(cookie);
  // 3-D Secure pages post forms (cReq to the issuer, cRes back to Lido).
  await app.register(formbody);
  registerCallerResolution(app, createCallerResolver({ db, clock, isActiveMember }));
  registerIdempotency(app, {
    db,
    clock,
    routes: [
      addToCart,
      removeFromCart,
      updateCartItem,
      clearCart,
      authoriseCheckout,
      completeCheckout,
      cancelBookings,
      cancelBooking,
    ],
  });
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
  const emailOutbox = createEmailOutbox(clock);
  registerAccountsRoutes(app, {
    db,
    clock,
    sleep,
    sessionLifetimeDays: config.SESSION_LIFETIME_DAYS,
    authCookieDomain: config.AUTH_COOKIE_DOMAIN,
    queueEmail: emailOutbox.queue,
    loadStanding: loadCustomerStanding,
  });
  registerMembershipsRoutes(app, { db, clock });
  registerPaymentsRoutes(app, { db });
  registerBookingsRoutes(app, { db, clock });
  if (config.NODE_ENV !== 'production') registerDevMailboxRoutes(app, { db });
  registerConditionalGet(app);
  registerVenueRoutes(app, { db });
  registerCatalogueRoutes(app, { db });
  registerTimetableRoutes(app, { db, clock });
  registerGeocodingRoutes(app, { db, mapboxToken: config.MAPBOX_TOKEN });
  registerBasketRoutes(app, { db, clock, holdMinutes: config.HOLD_MINUTES });

  // Opayo when configured; otherwise the built-in emulator, reached in-process by the same client.
  const isSandbox = !config.OPAYO_BASE_URL;
  if (isSandbox) {
    registerOpayoSandboxRoutes(app, {
      db,
      clock,
      config: {
        integrationKey: config.OPAYO_INTEGRATION_KEY,
        integrationPassword: config.OPAYO_INTEGRATION_PASSWORD,
        vendorName: config.OPAYO_VENDOR_NAME,
      },
    });
  }
  const sandboxApi = `${OPAYO_SANDBOX_PREFIX}/api/v1`;
  const paymentProvider = createOpayoProvider({
    baseUrl: config.OPAYO_BASE_URL ?? `http://lido.internal${sandboxApi}`,
    browserUrl: config.OPAYO_BASE_URL ?? sandboxApi,
    integrationKey: config.OPAYO_INTEGRATION_KEY,
    integrationPassword: config.OPAYO_INTEGRATION_PASSWORD,
    vendorName: config.OPAYO_VENDOR_NAME,
    mode: isSandbox ? 'sandbox' : 'live',
    ...(isSandbox ? { fetch: inProcessFetch(app) } : {}),
  });
  registerCheckoutRoutes(app, {
    db,
    clock,
    provider: paymentProvider,
    queueEmail: emailOutbox.queue,
    holdMinutes: config.HOLD_MINUTES,
    siteUrl: config.SITE_URL ?? `http://localhost:${config.PORT}`,
    siteOrigins: [...allowedOrigins],
    createBookings: createOrderBookings,
    listOrderBookings,
  });

  const serveSpa = Boolean(config.WEB_DIST_DIR && existsSync(config.WEB_DIST_DIR));
  if (serveSpa && config.WEB_DIST_DIR) await registerStaticSite(app, config.WEB_DIST_DIR);
  registerNotFoundHandler(app, { serveSpa });
  return app;
}
