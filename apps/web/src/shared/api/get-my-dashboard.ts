import type { RouteResponse } from '@lido/contract';
import { getMyDashboard } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { Camelized } from '../lib/case-keys';
import type { AccountQueryArgs } from './account-query-args';
import { accountParams } from './account-query-args';

export type DashboardSummary = Camelized<RouteResponse<typeof getMyDashboard>['data']>;

/** `GET /api/my-account/dashboard`: next bookings, memberships, credit and alerts. */
export const getMyDashboardApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getMyDashboard: build.query<DashboardSummary, AccountQueryArgs>({
      query: (args) => ({ url: getMyDashboard.path, params: accountParams(args) }),
    }),
  }),
});

export const { useGetMyDashboardQuery } = getMyDashboardApi;
