import type { RouteBody } from '@lido/contract';
import { buildPath, changeListedPrice } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import { getPriceListsApi, type ListedPrice } from './get-price-lists';

export type PriceChanges = Camelized<RouteBody<typeof changeListedPrice>>;

export interface ChangePriceArgs {
  /** The venue whose price lists show the price: they are updated with the answer. */
  venueSlug: string;
  priceId: number;
  changes: PriceChanges;
  /** One key per change meant, so a retried request changes it once. */
  idempotencyKey: string;
}

/**
 * `PATCH /api/admin/prices/{id}`: a price and its member price. The venue's price lists show the
 * price as the API answers it; the timetable is asked again, as it now shows the new price.
 */
export const changePriceApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    changePrice: build.mutation<ListedPrice, ChangePriceArgs>({
      query: ({ priceId, changes, idempotencyKey }) => ({
        url: buildPath(changeListedPrice.path, { priceId: String(priceId) }),
        method: 'PATCH',
        body: changes,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (result) => (result ? ['Availability'] : []),
      async onQueryStarted({ venueSlug }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          getPriceListsApi.util.updateQueryData('getPriceLists', venueSlug, (lists) => {
            for (const activity of lists.activities) {
              activity.prices = activity.prices.map((each) => (each.id === data.id ? data : each));
            }
          }),
        );
      },
    }),
  }),
});

export const { useChangePriceMutation } = changePriceApi;
