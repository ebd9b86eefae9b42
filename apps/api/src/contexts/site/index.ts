import { existsSync } from 'node:fs';
import fp from 'fastify-plugin';
import { registerNotFoundHandler } from '../../platform/http/error-handler';
import { pageOnItsOwnSite } from '../../platform/http/sites';
import { registerStaticSite } from '../../platform/http/static-site';
import { loadPageHtml, siteFrontPage, type PageHtml } from './page-shell';
import { createFrameAncestors, createTagManagerCheck } from '../venue-setup/site-config';

/**
 * The customer site itself: the built pages and their files (when WEB_DIST_DIR holds a build),
 * each page's index.html with its shell, and the answer to every address nothing else answers.
 * Registered last and on the whole app, not in a scope of its own as the contexts are: the
 * not-found answer is a page for any address, and a page's frame-ancestors policy goes with it.
 */
export const sitePlugin = fp(
  async (app) => {
    const { db, clock, config, sites } = app.lido;
    let pageHtml: PageHtml | undefined;
    if (config.WEB_DIST_DIR && existsSync(config.WEB_DIST_DIR)) {
      await registerStaticSite(app, config.WEB_DIST_DIR, {
        frameAncestorsFor: createFrameAncestors({ db, clock, log: app.log }).forPage,
        mapTileSource: config.MAP_TILE_URL?.imageSource,
        hasTagManager: createTagManagerCheck({ db, clock, log: app.log }).isConfigured,
      });
      pageHtml = await loadPageHtml(config.WEB_DIST_DIR, { db, log: app.log });
    }
    registerNotFoundHandler(app, {
      pageHtml,
      // A site's root opens its own front page; any other page goes to the site it is of.
      pageOnItsOwnSite: (request) =>
        siteFrontPage(request, sites) ?? pageOnItsOwnSite(request, sites),
    });
  },
  { name: 'site', dependencies: ['platform'], fastify: '5.x' },
);
