import type { RouteResponse } from '@lido/contract';
import { prepareCheckout } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { Camelized } from '../lib/case-keys';
import { cartUuidHeaders } from '../lib/cart-uuid-storage';

export type Preparation = Camelized<RouteResponse<typeof prepareCheckout>>;

/**
 * `GET /api/checkout/prepare`: a fresh merchant session key for the card form, the provider's
 * URL and any saved card. A mutation, not a cached query: every payment attempt after a failure
 * needs a new session key. A signed-out visitor's basket is named by its uuid header.
 */
export const prepareCheckoutApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    prepareCheckout: build.mutation<Preparation, void>({
      query: () => ({ url: prepareCheckout.path, headers: cartUuidHeaders() }),
    }),
  }),
});

export const { usePrepareCheckoutMutation } = prepareCheckoutApi;
