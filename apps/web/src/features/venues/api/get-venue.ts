import { buildPath, getVenue } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Venue } from '../../../shared/lib/venue';

/** `GET /api/activities/venues/{venue}`: one venue, by slug or numeric id. */
export const getVenueApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getVenue: build.query<Venue, string>({
      query: (venue) => ({ url: buildPath(getVenue.path, { venue }) }),
    }),
  }),
});

export const { useGetVenueQuery } = getVenueApi;
