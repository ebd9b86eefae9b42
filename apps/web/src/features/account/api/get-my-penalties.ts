import type { RouteResponse } from '@lido/contract';
import { getMyPenalties } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { accountParams } from '../../../shared/api/account-query-args';

export type MyPenalty = Camelized<RouteResponse<typeof getMyPenalties>['data'][number]>;

/** `GET /api/my-account/penalties`: outstanding first, so the reason a booking is refused shows. */
export const getMyPenaltiesApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getMyPenalties: build.query<MyPenalty[], AccountQueryArgs>({
      query: (args) => ({ url: getMyPenalties.path, params: accountParams(args) }),
    }),
  }),
});

export const { useGetMyPenaltiesQuery } = getMyPenaltiesApi;
