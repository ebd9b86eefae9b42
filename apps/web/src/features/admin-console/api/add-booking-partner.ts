import type { RouteBody, RouteResponse } from '@lido/contract';
import { addBookingPartner } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import { getBookingPartnersApi } from './get-booking-partners';

export type NewBookingPartner = Camelized<RouteBody<typeof addBookingPartner>>;
/** The partner just added, with its key: the only answer that ever holds it. */
export type AddedBookingPartner = Camelized<RouteResponse<typeof addBookingPartner>['data']>;

/**
 * `POST /api/admin/booking-partners`: adds a partner and issues its API key. The list takes the
 * partner in without its key, which stays with the form that shows it once. No Idempotency-Key:
 * the API keeps no replayable answer for this route, as the answer holds the key.
 */
export const addBookingPartnerApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    addBookingPartner: build.mutation<AddedBookingPartner, NewBookingPartner>({
      query: (partner) => ({ url: addBookingPartner.path, method: 'POST', body: partner }),
      async onQueryStarted(_partner, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        const { key: _key, ...listed } = data;
        dispatch(
          getBookingPartnersApi.util.updateQueryData(
            'getBookingPartners',
            undefined,
            (partners) => {
              if (!partners.some((each) => each.id === listed.id)) partners.unshift(listed);
            },
          ),
        );
      },
    }),
  }),
});

export const { useAddBookingPartnerMutation } = addBookingPartnerApi;
