import { getClient, getFooter, getTheme } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/http/register-routes';
import {
  getClientConfig,
  getFooterHtml,
  getTheme as readTheme,
  type SiteConfigDeps,
} from './site-config.service';

export function registerSiteConfigRoutes(app: FastifyInstance, deps: SiteConfigDeps): void {
  registerRoute(app, getClient, async ({ raw }) => ({
    data: await getClientConfig(deps, deps.siteUrlsFor(raw)),
  }));
  registerRoute(app, getTheme, async ({ query }) => ({ data: await readTheme(deps, query.venue) }));
  registerRoute(app, getFooter, async ({ query }) => getFooterHtml(deps, query.venue));
}
