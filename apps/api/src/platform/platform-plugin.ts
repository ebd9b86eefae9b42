import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from './clock';
import type { Database } from './db/client';
import type { Listen } from './db/notification-listener';
import type { Env } from './env';
import type { CallerResolver } from './http/auth-guard';
import { registerCompression } from './http/compression';
import { registerConditionalGet } from './http/conditional-get';
import type { SiteSettings } from './http/sites';
import { connectRedis } from './redis';
import { type HttpPlumbing, registerHttpPlumbing } from './http/wiring';

/** What every context and flow is built on: `app.lido`. */
export interface LidoServices {
  db: Database;
  /**
   * For reads that may lag the primary by a moment (the reports): a streaming replica's pool
   * when DATABASE_READ_URL is set, else `db`. Never written through.
   */
  readDb: Database;
  /**
   * Listens on one of the database's notification channels (db/notification-listener.ts): the
   * caller closes what it opens. Absent when the app is built without it: nothing is heard then.
   */
  listen?: Listen;
  clock: Clock;
  config: Env;
  /** The customer site's own address, for links in emails and 3-D Secure return pages. */
  siteUrl: string;
  /** The sites allowed to call the API from a browser (SITE_ORIGINS). */
  allowedOrigins: ReadonlySet<string>;
  sites: SiteSettings;
  /** The session cookie's name, and the domain to set it on for a request's site. */
  authCookie: HttpPlumbing['authCookie'];
}

declare module 'fastify' {
  interface FastifyInstance {
    lido: LidoServices;
  }
}

export interface PlatformOptions {
  db: Database;
  readDb: Database;
  listen?: Listen;
  clock: Clock;
  config: Env;
  /**
   * Who is calling: the people context knows sign-ins, and what their standing is. A listener
   * it opens through `listen` is closed with the app.
   */
  resolveCaller: (services: {
    db: Database;
    clock: Clock;
    config: Env;
    listen?: Listen | undefined;
    log: FastifyBaseLogger;
  }) => CallerResolver;
}

/**
 * The first plugin: every request's plumbing (errors, security headers, CORS, cookies, limits,
 * the input guard, the caller, idempotency, the API's documentation), the ETag and 304 of the
 * public reads and compression, all on the root so that every context's scope inherits them; and
 * the services every context is given.
 */
export const platformPlugin = fp<PlatformOptions>(
  async (app, { db, readDb, listen, clock, config, resolveCaller }) => {
    const redis = connectRedis(config);
    if (redis) {
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    const listenUntilClose: Listen | undefined = listen
      ? (channel, options) => {
          const listener = listen(channel, options);
          app.addHook('onClose', () => listener.close());
          return listener;
        }
      : undefined;
    const { allowedOrigins, sites, authCookie } = await registerHttpPlumbing(app, {
      config,
      db,
      clock,
      resolveCaller: resolveCaller({ db, clock, config, listen: listenUntilClose, log: app.log }),
      redis,
    });
    // Compression after conditional GET: the ETag and 304 work on the uncompressed bytes.
    registerConditionalGet(app);
    registerCompression(app);
    app.decorate('lido', {
      db,
      readDb,
      listen,
      clock,
      config,
      siteUrl: config.SITE_URL ?? `http://localhost:${config.PORT}`,
      allowedOrigins,
      sites,
      authCookie,
    });
  },
  { name: 'platform', fastify: '5.x' },
);
