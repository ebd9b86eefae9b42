import type { RouteBody } from '@lido/contract';
import { authoriseJoiningPayment, buildPath } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import type { Authorisation } from '../../../shared/api/authorise-checkout';

export type JoiningPaymentBody = Camelized<RouteBody<typeof authoriseJoiningPayment>>;

export interface AuthoriseJoiningArgs {
  membershipId: number;
  body: JoiningPaymentBody;
  /** One per payment attempt, so a retried request cannot charge twice. */
  idempotencyKey: string;
}

/**
 * `POST /api/online-joining/memberships/{id}/authorise`: the first payment by card, answered as
 * the checkout's authorise is (`3DAuth` with `scaUrl` when the issuer wants a challenge).
 */
export const authoriseJoiningPaymentApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    authoriseJoiningPayment: build.mutation<Authorisation, AuthoriseJoiningArgs>({
      query: ({ membershipId, body, idempotencyKey }) => ({
        url: buildPath(authoriseJoiningPayment.path, { id: membershipId }),
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useAuthoriseJoiningPaymentMutation } = authoriseJoiningPaymentApi;
