import { getOnlineJoiningVenues } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { Venue } from '../lib/venue';

/** `GET /api/activities/venues/online-joining`: the venues that sell memberships online. */
export const getOnlineJoiningVenuesApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getOnlineJoiningVenues: build.query<Venue[], void>({
      query: () => ({ url: getOnlineJoiningVenues.path }),
    }),
  }),
});

export const { useGetOnlineJoiningVenuesQuery } = getOnlineJoiningVenuesApi;
