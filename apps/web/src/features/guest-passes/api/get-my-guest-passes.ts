import type { RouteResponse } from '@lido/contract';
import { getMyGuestPasses } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { accountParams } from '../../../shared/api/account-query-args';

export type MyGuestPasses = Camelized<RouteResponse<typeof getMyGuestPasses>['data']>;

/** `GET /api/my-account/guest-passes` (only when the operator offers guest passes). */
export const getMyGuestPassesApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getMyGuestPasses: build.query<MyGuestPasses, AccountQueryArgs>({
      query: (args) => ({ url: getMyGuestPasses.path, params: accountParams(args) }),
    }),
  }),
});

export const { useGetMyGuestPassesQuery } = getMyGuestPassesApi;
