import type { RouteResponse } from '@lido/contract';
import { buildPath, getMembershipCancellation } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { accountParams } from '../../../shared/api/account-query-args';

export type MembershipCancellation = Camelized<
  RouteResponse<typeof getMembershipCancellation>['data']
>;

/** One membership of the person My account is showing. */
export interface MembershipCancellationArgs extends AccountQueryArgs {
  membershipId: number;
}

/**
 * `GET /api/my-account/memberships/{id}/cancellation`: when the membership would end if cancelled
 * today (notice, minimum term, billing date), in a sentence for the confirmation.
 */
export const getMembershipCancellationApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getMembershipCancellation: build.query<MembershipCancellation, MembershipCancellationArgs>({
      query: ({ membershipId, ...args }) => ({
        url: buildPath(getMembershipCancellation.path, { id: membershipId }),
        params: accountParams(args),
      }),
    }),
  }),
});

export const { useGetMembershipCancellationQuery } = getMembershipCancellationApi;
