import { clearCart } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { Cart } from '../lib/cart';
import { cartUuidHeaders } from '../lib/cart-uuid-storage';

/** `DELETE /api/activities/cart`: empties the basket, releasing every place it holds. */
export const clearCartApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    clearCart: build.mutation<Cart, { selectedUserId?: number | null }>({
      query: ({ selectedUserId }) => ({
        url: clearCart.path,
        method: 'DELETE',
        params: { selectedUserId: selectedUserId ?? undefined },
        headers: cartUuidHeaders(),
      }),
    }),
  }),
});

export const { useClearCartMutation } = clearCartApi;
