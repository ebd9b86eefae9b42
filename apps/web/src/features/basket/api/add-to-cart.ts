import { addToCart } from '@lido/contract';
import { isSignedInHere, lidoApi } from '../../../lib/lido-api';
import type { AddToCartBody, Cart } from '../cart';
import { cartUuidHeaders, rememberCartUuid } from '../cart-uuid-storage';

/**
 * `POST /api/activities/cart/add`: holds the places. Anonymous callers get a basket uuid back the
 * first time; courts (no anonymous bookings) answer 401 to them, a full session 409.
 */
export const addToCartApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    addToCart: build.mutation<Cart, AddToCartBody>({
      query: (body) => ({
        url: addToCart.path,
        method: 'POST',
        body,
        headers: cartUuidHeaders(),
      }),
      async onQueryStarted(_body, lifecycle) {
        try {
          const { data } = await lifecycle.queryFulfilled;
          rememberCartUuid(data, isSignedInHere(lifecycle.getState()));
        } catch {
          // The basket action reports the failure.
        }
      },
    }),
  }),
});
