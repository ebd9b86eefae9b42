import type { RouteResponse } from '@lido/contract';
import { getUtilisationReport } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type UtilisationReport = Camelized<RouteResponse<typeof getUtilisationReport>['data']>;
export type UtilisationGrouping = UtilisationReport['groupBy'];

export interface UtilisationReportArgs {
  from: string;
  to: string;
  venueId?: number;
  groupBy: UtilisationGrouping;
}

/** `GET /api/admin/reports/utilisation`: sessions, places, bookings and attendance (managers). */
export const getUtilisationReportApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getUtilisationReport: build.query<UtilisationReport, UtilisationReportArgs>({
      query: (params) => ({ url: getUtilisationReport.path, params: { ...params } }),
    }),
  }),
});

export const { useGetUtilisationReportQuery } = getUtilisationReportApi;
