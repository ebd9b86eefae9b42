import type { RouteResponse } from '@lido/contract';
import { getMyCancellations } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { Camelized } from '../lib/case-keys';
import type { AccountQueryArgs } from './account-query-args';
import { accountParams } from './account-query-args';

export type MyCancellation = Camelized<RouteResponse<typeof getMyCancellations>['data'][number]>;

/** `GET /api/my-account/cancellations`: cancelled bookings with their refund line, latest first. */
export const getMyCancellationsApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getMyCancellations: build.query<MyCancellation[], AccountQueryArgs>({
      query: (args) => ({ url: getMyCancellations.path, params: accountParams(args) }),
    }),
  }),
});

export const { useGetMyCancellationsQuery } = getMyCancellationsApi;
