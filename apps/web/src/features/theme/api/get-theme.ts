import type { RouteResponse } from '@lido/contract';
import { getTheme } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { RequestArgs } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type Theme = Camelized<RouteResponse<typeof getTheme>['data']>;

/** The operator has switched maintenance on: the whole site shows the maintenance page. */
export const maintenanceStatus = 503;

/**
 * `GET /api/frontend/theme?venue=`. A venue without a theme of its own (or an unknown slug) falls
 * back to the site theme by asking again without the venue (SPEC.md section 7) — except during
 * maintenance, which no retry can get past.
 */
export const getThemeApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getTheme: build.query<Theme, string | null>({
      async queryFn(venue, _api, _extraOptions, baseQuery) {
        const request = (params?: RequestArgs['params']) =>
          baseQuery({ url: getTheme.path, params });
        const first = venue ? await request({ venue }) : await request();
        const retry =
          venue !== null &&
          first.error !== undefined &&
          first.error.statusCode !== maintenanceStatus;
        const result = retry ? await request() : first;
        if (result.error) return { error: result.error };
        return { data: result.data as Theme };
      },
    }),
  }),
});

export const { useGetThemeQuery } = getThemeApi;
