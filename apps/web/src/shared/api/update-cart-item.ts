import type { RouteBody } from '@lido/contract';
import { buildPath, updateCartItem } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { Camelized } from '../lib/case-keys';
import type { Cart } from '../lib/cart';
import { cartUuidHeaders } from '../lib/cart-uuid-storage';

export interface UpdateCartItemArgs {
  cartItemId: number;
  body: Camelized<RouteBody<typeof updateCartItem>>;
}

/** `PUT /api/activities/cart/{cartItemId}`: a ticket item's quantity or ticket type. */
export const updateCartItemApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    updateCartItem: build.mutation<Cart, UpdateCartItemArgs>({
      query: ({ cartItemId, body }) => ({
        url: buildPath(updateCartItem.path, { cartItemId }),
        method: 'PUT',
        body,
        headers: cartUuidHeaders(),
      }),
    }),
  }),
});

export const { useUpdateCartItemMutation } = updateCartItemApi;
