import type { RouteResponse } from '@lido/contract';
import { getPlanSettings } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type PlanSettings = Camelized<RouteResponse<typeof getPlanSettings>['data'][number]>;

/**
 * `GET /api/admin/membership-plans`: the operator's plans with their prices, venues, online
 * joining and current members, in the order customers see them.
 */
export const getPlanSettingsApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getPlanSettings: build.query<PlanSettings[], void>({
      query: () => ({ url: getPlanSettings.path }),
    }),
  }),
});

export const { useGetPlanSettingsQuery } = getPlanSettingsApi;
