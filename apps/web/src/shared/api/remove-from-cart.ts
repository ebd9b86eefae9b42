import { removeFromCart } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { Cart } from '../lib/cart';
import { cartUuidHeaders } from '../lib/cart-uuid-storage';

export interface RemoveFromCartArgs {
  cartItemIds: number[];
  selectedUserId?: number | null;
}

/** `POST /api/activities/cart/remove`: releases the items' places. */
export const removeFromCartApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    removeFromCart: build.mutation<Cart, RemoveFromCartArgs>({
      query: ({ cartItemIds, selectedUserId }) => ({
        url: removeFromCart.path,
        method: 'POST',
        params: { selectedUserId: selectedUserId ?? undefined },
        body: { cartItemIds },
        headers: cartUuidHeaders(),
      }),
    }),
  }),
});
