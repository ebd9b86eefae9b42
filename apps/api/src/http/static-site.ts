import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built SPA's files on the API's port, so one process serves the whole product. */
export async function registerStaticSite(app: FastifyInstance, distDir: string): Promise<void> {
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
