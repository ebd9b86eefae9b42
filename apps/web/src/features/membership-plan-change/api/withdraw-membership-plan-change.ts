import { buildPath, withdrawMembershipPlanChange } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import { accountParams } from '../../../shared/api/account-query-args';
import type { MyMemberships } from '../../../shared/api/get-my-memberships';
import type { MembershipPlanChangeArgs } from './get-membership-plan-change';
import { putMembership } from './put-membership';

/**
 * `DELETE /api/my-account/memberships/{id}/plan-change`: a change not yet made is withdrawn and
 * the membership stays on its plan and price. The answer is the membership without it.
 */
export const withdrawMembershipPlanChangeApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    withdrawMembershipPlanChange: build.mutation<MyMemberships[number], MembershipPlanChangeArgs>({
      query: ({ membershipId, ...args }) => ({
        url: buildPath(withdrawMembershipPlanChange.path, { id: membershipId }),
        method: 'DELETE',
        params: accountParams(args),
      }),
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          putMembership(dispatch, args, data);
        } catch {
          // The card shows the failure.
        }
      },
    }),
  }),
});

export const { useWithdrawMembershipPlanChangeMutation } = withdrawMembershipPlanChangeApi;
