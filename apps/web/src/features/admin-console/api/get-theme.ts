import type { RouteQuery, RouteResponse } from '@lido/contract';
import { getAdminTheme } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type AdminTheme = Camelized<RouteResponse<typeof getAdminTheme>['data']>;

/**
 * `GET /api/admin/theme?venue=`: a venue's theme as stored (null where it falls back), as the
 * sites show it, what it falls back to, and its footer; without a venue, the operator's own.
 */
export const getAdminThemeApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminTheme: build.query<AdminTheme, string | null>({
      query: (venue) => ({
        url: getAdminTheme.path,
        params: (venue === null ? {} : { venue }) satisfies RouteQuery<typeof getAdminTheme>,
      }),
    }),
  }),
});

export const { useGetAdminThemeQuery } = getAdminThemeApi;
