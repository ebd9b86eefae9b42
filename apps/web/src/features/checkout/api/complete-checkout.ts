import type { RouteBody, RouteResponse } from '@lido/contract';
import { completeCheckout } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import { cartUuidHeaders } from '../../../shared/lib/cart-uuid-storage';

export type CompleteBody = Camelized<RouteBody<typeof completeCheckout>>;

export type Completion = Camelized<RouteResponse<typeof completeCheckout>>;

export interface CompleteArgs {
  body: CompleteBody;
  idempotencyKey: string;
}

/**
 * `POST /api/checkout/complete`: turns the held places into bookings; answers the order id, and
 * to a signed-out visitor the order's token that opens its confirmation.
 */
export const completeCheckoutApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    completeCheckout: build.mutation<Completion, CompleteArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: completeCheckout.path,
        method: 'POST',
        body,
        // A signed-out visitor's basket is named by its uuid.
        headers: { ...cartUuidHeaders(), 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});
