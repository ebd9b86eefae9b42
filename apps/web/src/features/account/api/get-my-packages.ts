import type { RouteResponse } from '@lido/contract';
import { getMyPackages } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { accountParams } from '../../../shared/api/account-query-args';

export type MyPackages = Camelized<RouteResponse<typeof getMyPackages>['data']>;

/** `GET /api/my-account/packages`. */
export const getMyPackagesApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getMyPackages: build.query<MyPackages, AccountQueryArgs>({
      query: (args) => ({ url: getMyPackages.path, params: accountParams(args) }),
    }),
  }),
});

export const { useGetMyPackagesQuery } = getMyPackagesApi;
