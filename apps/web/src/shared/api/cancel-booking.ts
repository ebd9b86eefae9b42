import type { RouteResponse } from '@lido/contract';
import { buildPath, cancelBooking } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { Camelized } from '../lib/case-keys';

export type Cancellation = Camelized<RouteResponse<typeof cancelBooking>['data']>;

/** `DELETE /api/activities/bookings/:bookingId?source=bookings`: the place goes back on sale. */
export const cancelBookingApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    cancelBooking: build.mutation<Cancellation, { bookingId: number }>({
      query: ({ bookingId }) => ({
        url: buildPath(cancelBooking.path, { bookingId }),
        method: 'DELETE',
        params: { source: 'bookings' },
      }),
    }),
  }),
});

export const { useCancelBookingMutation } = cancelBookingApi;
