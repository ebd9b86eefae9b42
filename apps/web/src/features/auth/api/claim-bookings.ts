import type { RouteBody, RouteResponse } from '@lido/contract';
import { claimBookings } from '@lido/contract';
import { getSessionUserApi } from '../../../shared/api/get-session-user';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import { announceAuthChange, loginDetected } from '../../../shared/state/auth-events';

export type BookingsClaim = Camelized<RouteResponse<typeof claimBookings>>;

/**
 * `POST /api/auth/customer/claim`: keeps a guest's bookings with the emailed link's token, by
 * choosing a password (a new account, signed in) or into the account the caller signed in to.
 */
export const claimBookingsApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    claimBookings: build.mutation<BookingsClaim, Camelized<RouteBody<typeof claimBookings>>>({
      query: (body) => ({ url: claimBookings.path, method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (!data.token) return;
          // A new account, signed in by the session cookie the API set: this tab and the others.
          dispatch(loginDetected());
          void dispatch(
            getSessionUserApi.endpoints.getSessionUser.initiate(undefined, {
              forceRefetch: true,
              subscribe: false,
            }),
          );
          announceAuthChange();
        } catch {
          // The page shows the failure.
        }
      },
    }),
  }),
});

export const { useClaimBookingsMutation } = claimBookingsApi;
