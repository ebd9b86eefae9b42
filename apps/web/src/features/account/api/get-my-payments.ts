import type { RouteResponse } from '@lido/contract';
import { getMyPayments } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { accountParams } from '../../../shared/api/account-query-args';

export type MyPayments = Camelized<RouteResponse<typeof getMyPayments>['data']>;

/** `GET /api/my-account/payments`: payment history, latest first. */
export const getMyPaymentsApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getMyPayments: build.query<MyPayments, AccountQueryArgs>({
      query: (args) => ({ url: getMyPayments.path, params: accountParams(args) }),
    }),
  }),
});

export const { useGetMyPaymentsQuery } = getMyPaymentsApi;
