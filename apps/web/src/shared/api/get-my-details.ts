import type { RouteResponse } from '@lido/contract';
import { getMyDetails } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { Camelized } from '../lib/case-keys';
import type { AccountQueryArgs } from './account-query-args';
import { accountParams } from './account-query-args';

export type MyDetails = Camelized<RouteResponse<typeof getMyDetails>['data']>;

/** `GET /api/my-account/details`. */
export const getMyDetailsApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getMyDetails: build.query<MyDetails, AccountQueryArgs>({
      query: (args) => ({ url: getMyDetails.path, params: accountParams(args) }),
    }),
  }),
});

export const { useGetMyDetailsQuery } = getMyDetailsApi;
