import { buildPath, changeMembershipPlan } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import { accountParams } from '../../../shared/api/account-query-args';
import type { MyMemberships } from '../../../shared/api/get-my-memberships';
import type { MembershipPlanChangeArgs } from './get-membership-plan-change';
import { putMembership } from './put-membership';

export interface ChangePlanArgs extends MembershipPlanChangeArgs {
  planId: number;
}

/**
 * `POST /api/my-account/memberships/{id}/plan-change`: the change the preview described is
 * booked; asking again for the same plan changes nothing. The answer is the membership with its
 * change, put in the cached memberships list and dashboard, as freezing does.
 */
export const changeMembershipPlanApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    changeMembershipPlan: build.mutation<MyMemberships[number], ChangePlanArgs>({
      query: ({ membershipId, planId, ...args }) => ({
        url: buildPath(changeMembershipPlan.path, { id: membershipId }),
        method: 'POST',
        params: accountParams(args),
        body: { plan_id: planId },
      }),
      async onQueryStarted({ planId: _planId, ...args }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          putMembership(dispatch, args, data);
        } catch {
          // The dialog shows the failure.
        }
      },
    }),
  }),
});

export const { useChangeMembershipPlanMutation } = changeMembershipPlanApi;
