import type { RouteResponse } from '@lido/contract';
import { buildPath, getMembershipFreeze } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { accountParams } from '../../../shared/api/account-query-args';

export type MembershipFreeze = Camelized<RouteResponse<typeof getMembershipFreeze>['data']>;

/** One membership of the person My account is showing. */
export interface MembershipFreezeArgs extends AccountQueryArgs {
  membershipId: number;
}

/** A freeze of so many whole billing months. */
export interface FreezeLengthArgs extends MembershipFreezeArgs {
  months: number;
}

/**
 * `GET /api/my-account/memberships/{id}/freeze?months=`: when a freeze of that length would
 * start and when the membership would start again, in a sentence for the confirmation.
 */
export const getMembershipFreezeApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getMembershipFreeze: build.query<MembershipFreeze, FreezeLengthArgs>({
      query: ({ membershipId, months, ...args }) => ({
        url: buildPath(getMembershipFreeze.path, { id: membershipId }),
        params: { ...accountParams(args), months },
      }),
    }),
  }),
});

export const { useGetMembershipFreezeQuery } = getMembershipFreezeApi;
