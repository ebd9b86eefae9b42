import {
  getFacilityUsesFeed,
  getScheduledSessionsFeed,
  getSessionSeriesFeed,
  getSlotsFeed,
} from '@lido/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../platform/db/client';
import { notFound } from '../../../platform/errors/domain-error';
import { registerRoute, SerializedResponse } from '../../../platform/http/register-routes';
import { findOperator } from '../../venue-setup/venues';
import { readOpenDataPage } from './open-data-pages';
import type { OpenDataFeed } from './open-data-feeds.tables';

/**
 * Pages with items are kept an hour by any cache (a CDN in front of the feeds answers most
 * harvests); the last page only seconds, so a harvester polling it sees new items soon
 * (OpenActive's "Scaling feeds" guidance).
 */
const FULL_PAGE_CACHE = 'public, max-age=3600';
const LAST_PAGE_CACHE = 'public, max-age=8';

const feedRoutes = [
  ['session-series', getSessionSeriesFeed],
  ['scheduled-sessions', getScheduledSessionsFeed],
  ['facility-uses', getFacilityUsesFeed],
  ['slots', getSlotsFeed],
] as const;

/** The address the request came to, absolute, as its caller wrote it. */
function ownUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}${request.url}`;
}

/** The four open data feeds of the deployment's operator, to anyone. */
export function registerOpenDataFeedRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  for (const [feed, route] of feedRoutes) {
    registerRoute(app, route, async ({ params, query, raw }, reply) => {
      const operator = await findOperator(db);
      if (!operator || operator.clientId !== params.operator) {
        throw notFound('No open data is published under that name.');
      }
      const page = await readOpenDataPage(db, {
        operatorId: operator.id,
        feed: feed satisfies OpenDataFeed,
        afterChangeNumber: query.afterChangeNumber,
        ownUrl: ownUrl(raw),
        feedUrl: `${raw.protocol}://${raw.host}${raw.url.split('?')[0]}`,
      });
      reply.header('cache-control', page.hasItems ? FULL_PAGE_CACHE : LAST_PAGE_CACHE);
      // The page is built as text from the stored items, already the route's response shape.
      return new SerializedResponse(route.path, page.json);
    });
  }
}
