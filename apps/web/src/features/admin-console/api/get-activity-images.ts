import type { RouteResponse } from '@lido/contract';
import { buildPath, getVenueActivityImages } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type VenueActivityImages = Camelized<RouteResponse<typeof getVenueActivityImages>['data']>;
export type ActivityImageEntry = VenueActivityImages['activities'][number];

/**
 * `GET /api/admin/venues/{venueSlug}/activity-images`: a venue's groups, each followed by the
 * activities in it, with the image customers' pages show for each.
 */
export const getActivityImagesApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getActivityImages: build.query<VenueActivityImages, string>({
      query: (venueSlug) => ({ url: buildPath(getVenueActivityImages.path, { venueSlug }) }),
    }),
  }),
});

export const { useGetActivityImagesQuery } = getActivityImagesApi;
