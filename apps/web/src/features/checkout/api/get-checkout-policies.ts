import type { BasketPolicy as WireBasketPolicy } from '@lido/contract';
import { getCheckoutPolicies } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import { cartUuidHeaders } from '../../../shared/lib/cart-uuid-storage';

export type BasketPolicy = Camelized<WireBasketPolicy>;

/**
 * `GET /api/checkout/policies`: the basket's cancellation policies, stated before paying (issue
 * 43). The argument is the basket's item hash, so a changed basket asks again.
 */
export const getCheckoutPoliciesApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getCheckoutPolicies: build.query<BasketPolicy[], string>({
      query: () => ({ url: getCheckoutPolicies.path, headers: cartUuidHeaders() }),
    }),
  }),
});

export const { useGetCheckoutPoliciesQuery } = getCheckoutPoliciesApi;
