import { lidoApi } from '../../../app/api';
import type { Venue } from '../venue';

/** `GET /api/activities/venues`: every bookable venue. */
export const venuesPath = '/api/activities/venues';

export const getVenuesApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getVenues: build.query<Venue[], void>({
      query: () => ({ url: venuesPath }),
    }),
  }),
});

export const { useGetVenuesQuery } = getVenuesApi;
