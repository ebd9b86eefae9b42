import type { RouteResponse } from '@lido/contract';
import { getMembershipsReport } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type MembershipsReport = Camelized<RouteResponse<typeof getMembershipsReport>['data']>;

export interface MembershipsReportArgs {
  from: string;
  to: string;
}

/** `GET /api/admin/reports/memberships`: members by plan over the period, joined, ended, churn. */
export const getMembershipsReportApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getMembershipsReport: build.query<MembershipsReport, MembershipsReportArgs>({
      query: (params) => ({ url: getMembershipsReport.path, params: { ...params } }),
    }),
  }),
});

export const { useGetMembershipsReportQuery } = getMembershipsReportApi;
