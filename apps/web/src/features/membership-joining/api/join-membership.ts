import type { RouteBody } from '@lido/contract';
import { joinMembership } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import type { JoiningMembership } from './get-joining-membership';
import { getJoiningMembershipApi } from './get-joining-membership';

export type JoinBody = Camelized<RouteBody<typeof joinMembership>>;

export interface JoinArgs {
  body: JoinBody;
  /** One per submission: a retried request cannot set up a second Direct Debit. */
  idempotencyKey: string;
}

/**
 * `POST /api/online-joining/memberships`: checks the plan, the customer and the bank details and
 * sets up the Direct Debit; answers the pending membership with its first payment, which is put
 * in the cache the payment step reads (no second request).
 */
export const joinMembershipApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    joinMembership: build.mutation<JoiningMembership, JoinArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: joinMembership.path,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(
            getJoiningMembershipApi.util.upsertQueryData(
              'getJoiningMembership',
              data.membershipId,
              data,
            ),
          );
        } catch {
          // The form shows the failure.
        }
      },
    }),
  }),
});

export const { useJoinMembershipMutation } = joinMembershipApi;
