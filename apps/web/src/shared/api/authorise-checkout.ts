import type { RouteBody, RouteResponse } from '@lido/contract';
import { authoriseCheckout } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { Camelized } from '../lib/case-keys';
import { cartUuidHeaders } from '../lib/cart-uuid-storage';

export type AuthoriseBody = Camelized<RouteBody<typeof authoriseCheckout>>;
export type Authorisation = Camelized<RouteResponse<typeof authoriseCheckout>>;

export interface AuthoriseArgs {
  body: AuthoriseBody;
  /** One uuid per payment attempt, so a retried request cannot charge twice. */
  idempotencyKey: string;
}

/**
 * `POST /api/checkout/authorise`: the card payment, with the 3-D Secure browser data. Answers the
 * transaction's status, with `scaUrl` when the issuer wants a challenge; 402 when declined.
 */
export const authoriseCheckoutApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    authoriseCheckout: build.mutation<Authorisation, AuthoriseArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: authoriseCheckout.path,
        method: 'POST',
        body,
        // A signed-out visitor pays for the basket their uuid names.
        headers: { ...cartUuidHeaders(), 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});
