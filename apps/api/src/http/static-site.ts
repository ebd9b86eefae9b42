import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { pageContentSecurityPolicy } from './security-headers';

export interface StaticSiteOptions {
  /** The frame-ancestors sources of a site page, by its path (the venues' allow-lists). */
  frameAncestorsFor: (path: string) => Promise<string>;
}

/** Serves the built SPA's files on the API's port, so one process serves the whole product. */
export async function registerStaticSite(
  app: FastifyInstance,
  distDir: string,
  { frameAncestorsFor }: StaticSiteOptions,
): Promise<void> {
  // The site's pages may be framed by the operators' sites allowed for them; API answers and
  // scripts, styles and images keep the fixed policy.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = request.url.split('?', 1)[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || isAsset(path)) return;
    reply.header(
      'content-security-policy',
      pageContentSecurityPolicy(await frameAncestorsFor(path)),
    );
  });

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // Hashed assets never change; index.html must always be revalidated.
    setHeaders: (reply, path) => {
      if (path.includes(join('assets', '/')))
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
}

function isAsset(path: string): boolean {
  return /\.[a-z0-9]{2,5}$/i.test(path) && !path.endsWith('.html');
}
