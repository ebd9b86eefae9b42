import { changeListedPrice as changePriceRoute, getVenuePriceLists } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/http/register-routes';
import { changeListedPrice, type PriceListsDeps, readVenuePriceLists } from './price-lists.service';

/** The console's Prices page: a venue's price lists, and changing one price. */
export function registerPriceListsRoutes(app: FastifyInstance, deps: PriceListsDeps): void {
  registerRoute(app, getVenuePriceLists, async ({ caller, params }) => ({
    data: await readVenuePriceLists(deps, caller, params.venueSlug),
  }));
  registerRoute(app, changePriceRoute, async ({ caller, params, body }) => ({
    data: await changeListedPrice(deps, caller, params.priceId, body),
  }));
}
