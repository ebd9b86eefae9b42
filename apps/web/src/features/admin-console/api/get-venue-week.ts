import type { RouteResponse } from '@lido/contract';
import { buildPath, getVenueWeek } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type VenueWeek = Camelized<RouteResponse<typeof getVenueWeek>['data']>;
export type VenueWeekSession = VenueWeek['sessions'][number];

/**
 * `GET /api/admin/venues/{venueSlug}/week?from=`: a venue's sessions for seven days, with places
 * booked and customers waiting. Asked again after a session moves or changes (`Availability`).
 */
export const getVenueWeekApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getVenueWeek: build.query<VenueWeek, { venueSlug: string; from: string }>({
      query: ({ venueSlug, from }) => ({
        url: buildPath(getVenueWeek.path, { venueSlug }),
        params: { from },
      }),
      providesTags: ['Availability'],
    }),
  }),
});

export const { useGetVenueWeekQuery } = getVenueWeekApi;
