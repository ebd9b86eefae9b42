import type { RouteResponse } from '@lido/contract';
import { getClient } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { Camelized } from '../lib/case-keys';

export type ClientConfig = Camelized<RouteResponse<typeof getClient>['data']>;

/** `GET /api/client`: the operator's site configuration, loaded once per visit. */
export const getClientApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getClient: build.query<ClientConfig, void>({
      query: () => ({ url: getClient.path }),
    }),
  }),
});

export const { useGetClientQuery } = getClientApi;
