import type { CheckoutVisitor as WireVisitor } from '@lido/contract';
import { getCheckoutVisitor } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import { cartUuidHeaders } from '../../../shared/lib/cart-uuid-storage';

export type CheckoutVisitor = Camelized<WireVisitor>;

/**
 * `GET /api/checkout/visitor`: who a signed-out visitor said is booking their basket (issue 43),
 * or null, so a reload carries on where they were. The argument is the basket's uuid: another
 * basket asks afresh.
 */
export const getCheckoutVisitorApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getCheckoutVisitor: build.query<CheckoutVisitor | null, string>({
      query: () => ({ url: getCheckoutVisitor.path, headers: cartUuidHeaders() }),
    }),
  }),
});

export const { useGetCheckoutVisitorQuery } = getCheckoutVisitorApi;
