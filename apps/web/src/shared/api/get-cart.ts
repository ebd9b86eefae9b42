import { getCart } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { Cart } from '../lib/cart';
import { cartUuidHeaders, rememberCartUuid } from '../lib/cart-uuid-storage';

export interface GetCartArgs {
  /** Who is signed in (null: anonymous); not sent, it only makes a sign-in fetch the basket again. */
  customerId: number | null;
  selectedUserId?: number | null;
}

/** `GET /api/activities/cart`: the caller's basket, or the anonymous one by its uuid header. */
export const getCartApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<Cart, GetCartArgs>({
      query: ({ selectedUserId }) => ({
        url: getCart.path,
        params: { selectedUserId: selectedUserId ?? undefined },
        headers: cartUuidHeaders(),
      }),
      async onQueryStarted({ customerId }, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          rememberCartUuid(data, customerId !== null);
        } catch {
          // The basket stays as it was; the header count is not worth a toast.
        }
      },
    }),
  }),
});

export const { useGetCartQuery } = getCartApi;
