import fastifyStatic from '@fastify/static';
import { getOpenActiveDatasetSite } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../platform/db/client';
import { notFound } from '../../../platform/errors/domain-error';
import { IMMUTABLE_CACHE_CONTROL, registerRoute } from '../../../platform/http/register-routes';
import { sitesForRequest } from '../../../platform/http/sites';
import {
  renderDatasetSitePage,
  STATIC_ASSETS_PATH,
  staticAssetsDirectory,
} from './dataset-site-page';
import { readDatasetSite } from './dataset-site.service';

/**
 * The operator's OpenActive dataset site at /openactive, and the template's stylesheet, images
 * and fonts under /openactive/static/. The page carries no script of its own, so the security
 * headers every answer gets (script-src 'self', no inline script) fit it as they are.
 */
export function registerDatasetSiteRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const { sites } = app.lido;
  registerRoute(app, getOpenActiveDatasetSite, async ({ raw }) => {
    // Every address in the dataset is on the bookings site, as this request reached the sites.
    const bookingsOrigin = sitesForRequest(raw, sites).urls.bookings;
    return renderDatasetSitePage(await readDatasetSite(db, bookingsOrigin));
  });

  // A scope of its own under the prefix, for its not-found answer; Fastify loads it in turn.
  void app.register(
    async (assets) => {
      // The vendored files only (template/static/): anything else under the prefix is a 404,
      // never the site's page that other unknown addresses get.
      assets.setNotFoundHandler(() => {
        throw notFound();
      });
      await assets.register(fastifyStatic, {
        root: staticAssetsDirectory,
        // The site's own files are served by another instance of the plugin (static-site.ts).
        decorateReply: false,
        index: false,
        // Their names never show other bytes (template/README.md, "Updating").
        cacheControl: false,
        setHeaders: (reply) => {
          reply.header('cache-control', IMMUTABLE_CACHE_CONTROL);
        },
      });
    },
    { prefix: STATIC_ASSETS_PATH },
  );
}
