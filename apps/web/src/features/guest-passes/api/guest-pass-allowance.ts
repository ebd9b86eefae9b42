import type { RouteResponse } from '@lido/contract';
import { getGuestPassAllowance } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { accountParams } from '../../../shared/api/account-query-args';

export type GuestPassAllowance = Camelized<RouteResponse<typeof getGuestPassAllowance>['data']>;

/** `GET /api/my-account/guest-passes/allowance`: how many passes are left this month. */
export const getGuestPassAllowanceApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getGuestPassAllowance: build.query<GuestPassAllowance, AccountQueryArgs>({
      query: (args) => ({ url: getGuestPassAllowance.path, params: accountParams(args) }),
    }),
  }),
});

export const { useGetGuestPassAllowanceQuery } = getGuestPassAllowanceApi;
