import { buildPath, getReleaseQueue, joinReleaseQueue, type RouteResponse } from '@lido/contract';
import type { Camelized } from '../../../shared/lib/case-keys';
import { lidoApi } from '../../../shared/lib/lido-api';

export type QueueStatus = Camelized<RouteResponse<typeof getReleaseQueue>>['data'];

/**
 * The venue's waiting room: `GET` this visitor's place (the queue pass travels in an HttpOnly
 * cookie the API sets) and `POST …/tickets` to take one. Joining answers the new place, which
 * replaces the cached one.
 */
export const releaseQueueApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getReleaseQueue: build.query<QueueStatus, string>({
      query: (venueSlug) => ({ url: buildPath(getReleaseQueue.path, { venueSlug }) }),
      keepUnusedDataFor: 0,
      // Asked again when a booking is refused for the queue (add-to-cart.ts).
      providesTags: ['ReleaseQueue'],
    }),
    joinReleaseQueue: build.mutation<QueueStatus, string>({
      query: (venueSlug) => ({
        url: buildPath(joinReleaseQueue.path, { venueSlug }),
        method: 'POST',
      }),
      async onQueryStarted(venueSlug, { dispatch, queryFulfilled }) {
        // A failed join leaves the page as it was: the next poll asks again.
        const joined = await queryFulfilled.catch(() => null);
        if (joined) {
          void dispatch(
            releaseQueueApi.util.upsertQueryData('getReleaseQueue', venueSlug, joined.data),
          );
        }
      },
    }),
  }),
});

export const { useGetReleaseQueueQuery, useJoinReleaseQueueMutation } = releaseQueueApi;
