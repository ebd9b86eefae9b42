import type { RouteResponse } from '@lido/contract';
import { getTakingsReport } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type TakingsReport = Camelized<RouteResponse<typeof getTakingsReport>['data']>;
export type TakingsReportRow = TakingsReport['rows'][number];

export interface TakingsReportArgs {
  from: string;
  to: string;
  venueId?: number;
}

/** `GET /api/admin/reports/takings`: a venue's takings by day and tender, refunds netted. */
export const getTakingsReportApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getTakingsReport: build.query<TakingsReport, TakingsReportArgs>({
      query: (params) => ({ url: getTakingsReport.path, params: { ...params } }),
    }),
  }),
});

export const { useGetTakingsReportQuery } = getTakingsReportApi;
