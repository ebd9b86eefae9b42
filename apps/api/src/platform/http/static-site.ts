import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { pageContentSecurityPolicy } from './security-headers';

export interface StaticSiteOptions {
  /** The frame-ancestors sources of a site page, by its path (the venues' allow-lists). */
  frameAncestorsFor: (path: string) => Promise<string>;
  /** The host of the operator's map tiles (MAP_TILE_URL), which the pages may load images from. */
  mapTileSource?: string;
  /** Whether the operator has a tag manager, which the pages may load after consent. */
  hasTagManager?: () => Promise<boolean>;
}

/** Serves the built SPA's files on the API's port, so one process serves the whole product. */
export async function registerStaticSite(
  app: FastifyInstance,
  distDir: string,
  { frameAncestorsFor, mapTileSource, hasTagManager }: StaticSiteOptions,
): Promise<void> {
  // The site's pages may be framed by the operators' sites allowed for them; API answers and
  // scripts, styles and images keep the fixed policy.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = request.url.split('?', 1)[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || isAsset(path)) return;
    reply.header(
      'content-security-policy',
      pageContentSecurityPolicy(await frameAncestorsFor(path), {
        mapTileSource,
        hasTagManager: (await hasTagManager?.()) ?? false,
      }),
    );
  });

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The web build writes brotli and gzip copies beside each text file (apps/web/vite.config.ts):
    // sent as they are to browsers that accept them, with Vary: Accept-Encoding.
    preCompressed: true,
    // Hashed assets never change; index.html and the unhashed files (favicon) are revalidated.
    setHeaders: (reply, path) => {
      reply.header(
        'Cache-Control',
        path.includes(join('assets', '/')) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}

function isAsset(path: string): boolean {
  return /\.[a-z0-9]{2,5}$/i.test(path) && !path.endsWith('.html');
}
