import type { RouteResponse } from '@lido/contract';
import { buildPath, getVenuePriceLists } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type VenuePriceLists = Camelized<RouteResponse<typeof getVenuePriceLists>['data']>;
export type ActivityPriceList = VenuePriceLists['activities'][number];
export type ListedPrice = ActivityPriceList['prices'][number];

/**
 * `GET /api/admin/venues/{venueSlug}/prices`: a venue's bookable activities, each with its prices
 * and member prices in the order customers see them.
 */
export const getPriceListsApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getPriceLists: build.query<VenuePriceLists, string>({
      query: (venueSlug) => ({ url: buildPath(getVenuePriceLists.path, { venueSlug }) }),
    }),
  }),
});

export const { useGetPriceListsQuery } = getPriceListsApi;
