import type { RouteBody, RouteResponse } from '@lido/contract';
import { importOperatorData } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type ImportReport = Camelized<RouteResponse<typeof importOperatorData>['data']>;
export type ImportKindCounts = ImportReport['kinds'][number];
export type ImportBody = Camelized<RouteBody<typeof importOperatorData>>;

/**
 * `POST /api/admin/import`: a manager's files (venues.csv, schedules.json…) checked (`dryRun`) or
 * imported, all or nothing; a 422 names every problem by file, line and column. The console's
 * forms write through it too, so their rows are validated, kept idempotent and audited as any
 * import's. File contents are sent as they are: the request layer changes only keys' case.
 */
export const importOperatorDataApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    importOperatorData: build.mutation<ImportReport, ImportBody>({
      query: (body) => ({ url: importOperatorData.path, method: 'POST', body }),
      // New venues and classes show on the public pages at once.
      invalidatesTags: (report) => (report?.written ? ['Availability'] : []),
    }),
  }),
});

export const { useImportOperatorDataMutation } = importOperatorDataApi;
