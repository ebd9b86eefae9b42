import { buildPath, completeJoining } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import { getSessionUserApi } from '../../../shared/api/get-session-user';
import type { JoiningMembership } from './get-joining-membership';
import { getJoiningMembershipApi } from './get-joining-membership';

export interface CompleteJoiningArgs {
  membershipId: number;
  /** The authorised first payment; null when the first payment is nothing. */
  transactionUuid: string | null;
  idempotencyKey: string;
}

/**
 * `POST /api/online-joining/memberships/{id}/complete`: takes the authorised first payment and
 * starts the membership. The customer is a member from here: the confirmation reads the answer
 * from the cache, the timetables price and open sessions for a member, and the session user is
 * asked for again (it names the membership).
 */
export const completeJoiningApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    completeJoining: build.mutation<JoiningMembership, CompleteJoiningArgs>({
      query: ({ membershipId, transactionUuid, idempotencyKey }) => ({
        url: buildPath(completeJoining.path, { id: membershipId }),
        method: 'POST',
        body: { transactionUuid },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (result) => (result ? ['Availability'] : []),
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
          void dispatch(
            getSessionUserApi.endpoints.getSessionUser.initiate(undefined, {
              forceRefetch: true,
              subscribe: false,
            }),
          );
        } catch {
          // The payment step shows the failure.
        }
      },
    }),
  }),
});

export const { useCompleteJoiningMutation } = completeJoiningApi;
