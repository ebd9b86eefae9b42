import type { RouteResponse } from '@lido/contract';
import { buildPath, getPlaceRelease, releasePlace } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import type { Cancellation } from '../../../shared/api/cancel-booking';

export type PlaceRelease = Camelized<RouteResponse<typeof getPlaceRelease>['data']>;

/** The confirmation email's "Can't make it? Release my place" link: read, then release. */
export const placeReleaseApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getPlaceRelease: build.query<PlaceRelease, { token: string }>({
      query: ({ token }) => ({ url: buildPath(getPlaceRelease.path, { token }) }),
    }),
    releasePlace: build.mutation<Cancellation, { token: string }>({
      query: ({ token }) => ({ url: buildPath(releasePlace.path, { token }), method: 'POST' }),
      // Its place is on sale again: timetables and the waitlist read it afresh.
      invalidatesTags: ['Availability', 'Waitlists'],
    }),
  }),
});

export const { useGetPlaceReleaseQuery, useReleasePlaceMutation } = placeReleaseApi;
