import type { RouteQuery, RouteResponse } from '@lido/contract';
import { getImportKeys } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type ImportKey = Camelized<RouteResponse<typeof getImportKeys>['data'][number]>;
export type ImportKeyKind = RouteQuery<typeof getImportKeys>['kind'];

/**
 * `GET /api/admin/import/keys?kind=`: the venues, locations or activities imported so far (by
 * a file or the console) under the operator's ids, which a new row must name them by.
 */
export const getImportKeysApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getImportKeys: build.query<ImportKey[], ImportKeyKind>({
      query: (kind) => ({ url: getImportKeys.path, params: { kind } }),
    }),
  }),
});

export const { useGetImportKeysQuery } = getImportKeysApi;
