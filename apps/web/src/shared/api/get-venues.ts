import { getVenues } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { Venue } from '../lib/venue';

/** `GET /api/activities/venues`: every bookable venue. */
export const getVenuesApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getVenues: build.query<Venue[], void>({
      query: () => ({ url: getVenues.path }),
    }),
  }),
});

export const { useGetVenuesQuery } = getVenuesApi;
