import type { BookingFilter, RouteResponse } from '@lido/contract';
import { getMyBookings } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { Camelized } from '../lib/case-keys';
import type { AccountQueryArgs } from './account-query-args';
import { accountParams } from './account-query-args';

export type MyBooking = Camelized<RouteResponse<typeof getMyBookings>['data'][number]>;

export interface MyBookingsArgs extends AccountQueryArgs {
  filter: BookingFilter;
}

/** `GET /api/my-account/bookings?filter=future|past|all` in the live shape. */
export const getMyBookingsApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getMyBookings: build.query<MyBooking[], MyBookingsArgs>({
      query: (args) => ({
        url: getMyBookings.path,
        params: { ...accountParams(args), filter: args.filter },
      }),
    }),
  }),
});

export const { useGetMyBookingsQuery } = getMyBookingsApi;
