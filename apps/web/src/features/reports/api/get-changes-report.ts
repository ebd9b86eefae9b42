import type { RouteResponse } from '@lido/contract';
import { getChangesReport } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type ChangesReport = Camelized<RouteResponse<typeof getChangesReport>['data']>;

export interface ChangesReportArgs {
  from: string;
  to: string;
  venueId?: number;
}

/** `GET /api/admin/reports/changes`: who changed what at a venue, with before and after. */
export const getChangesReportApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getChangesReport: build.query<ChangesReport, ChangesReportArgs>({
      query: (params) => ({ url: getChangesReport.path, params: { ...params } }),
      // Every change made since must show: asked again each time the page asks.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetChangesReportQuery } = getChangesReportApi;
