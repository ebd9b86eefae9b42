import { addToCart } from '@lido/contract';
import { isSignedInHere, lidoApi } from '../lib/lido-api';
import { isApiError } from '../lib/request-state';
import type { AddToCartBody, Cart } from '../lib/cart';
import { cartUuidHeaders, rememberCartUuid } from '../lib/cart-uuid-storage';

/**
 * `POST /api/activities/cart/add`: holds the places. Anonymous callers get a basket uuid back the
 * first time; courts (no anonymous bookings) answer 401 to them, a full session 409, a session
 * just released behind a waiting room 429 until the visitor has been let in.
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
      // 429: a waiting room opened (or a limit was reached); the page asks where it stands.
      invalidatesTags: (_cart, error) =>
        isApiError(error) && error.statusCode === 429 ? ['ReleaseQueue'] : [],
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
