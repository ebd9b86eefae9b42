import { buildPath, revokeBookingPartner } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import { type BookingPartner, getBookingPartnersApi } from './get-booking-partners';

/**
 * `POST /api/admin/booking-partners/{id}/revoke`: the partner's key stops working. Revoking one
 * already revoked answers it as it is, so a retry is harmless. The list shows the partner as the
 * API answers it.
 */
export const revokeBookingPartnerApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    revokeBookingPartner: build.mutation<BookingPartner, number>({
      query: (partnerId) => ({
        url: buildPath(revokeBookingPartner.path, { partnerId: String(partnerId) }),
        method: 'POST',
      }),
      async onQueryStarted(_partnerId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          getBookingPartnersApi.util.updateQueryData('getBookingPartners', undefined, (partners) =>
            partners.map((each) => (each.id === data.id ? data : each)),
          ),
        );
      },
    }),
  }),
});

export const { useRevokeBookingPartnerMutation } = revokeBookingPartnerApi;
