import type { RouteResponse } from '@lido/contract';
import { getMyCredit } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { accountParams } from '../../../shared/api/account-query-args';

export type MyCredit = Camelized<RouteResponse<typeof getMyCredit>['data']>;

/** `GET /api/my-account/credit`: the balance of each kind and every movement, latest first. */
export const getMyCreditApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getMyCredit: build.query<MyCredit, AccountQueryArgs>({
      query: (args) => ({ url: getMyCredit.path, params: accountParams(args) }),
    }),
  }),
});

export const { useGetMyCreditQuery } = getMyCreditApi;
