import type { RouteResponse } from '@lido/contract';
import { getMyMemberships } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { Camelized } from '../lib/case-keys';
import type { AccountQueryArgs } from './account-query-args';
import { accountParams } from './account-query-args';

export type MyMemberships = Camelized<RouteResponse<typeof getMyMemberships>['data']>;

/** `GET /api/my-account/memberships`. */
export const getMyMembershipsApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getMyMemberships: build.query<MyMemberships, AccountQueryArgs>({
      query: (args) => ({ url: getMyMemberships.path, params: accountParams(args) }),
    }),
  }),
});

export const { useGetMyMembershipsQuery } = getMyMembershipsApi;
