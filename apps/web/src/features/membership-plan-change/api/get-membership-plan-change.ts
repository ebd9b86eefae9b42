import type { RouteResponse } from '@lido/contract';
import { buildPath, getMembershipPlanChange } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { accountParams } from '../../../shared/api/account-query-args';

export type MembershipPlanChange = Camelized<RouteResponse<typeof getMembershipPlanChange>['data']>;

/** One membership of the person My account is showing. */
export interface MembershipPlanChangeArgs extends AccountQueryArgs {
  membershipId: number;
}

/**
 * `GET /api/my-account/memberships/{id}/plan-change`: the plans the membership may change to,
 * each with its price, what it includes and, in a sentence, when the change would be made.
 */
export const getMembershipPlanChangeApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getMembershipPlanChange: build.query<MembershipPlanChange, MembershipPlanChangeArgs>({
      query: ({ membershipId, ...args }) => ({
        url: buildPath(getMembershipPlanChange.path, { id: membershipId }),
        params: accountParams(args),
      }),
    }),
  }),
});

export const { useGetMembershipPlanChangeQuery } = getMembershipPlanChangeApi;
