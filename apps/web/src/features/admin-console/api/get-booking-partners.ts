import type { RouteResponse } from '@lido/contract';
import { listBookingPartners } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type BookingPartner = Camelized<RouteResponse<typeof listBookingPartners>['data'][number]>;

/**
 * `GET /api/admin/booking-partners`: the operator's OpenActive booking partners, newest first,
 * each with its key's prefix and whether it has been revoked; never a key.
 */
export const getBookingPartnersApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getBookingPartners: build.query<BookingPartner[], void>({
      query: () => ({ url: listBookingPartners.path }),
    }),
  }),
});

export const { useGetBookingPartnersQuery } = getBookingPartnersApi;
