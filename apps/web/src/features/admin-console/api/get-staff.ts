import type { RouteResponse } from '@lido/contract';
import { listStaffAccounts } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type StaffMember = Camelized<RouteResponse<typeof listStaffAccounts>['data'][number]>;

/**
 * `GET /api/admin/staff`: the operator's staff accounts, each with their role, venue and whether
 * they have yet to choose a password from their invitation.
 */
export const getStaffApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getStaff: build.query<StaffMember[], void>({
      query: () => ({ url: listStaffAccounts.path }),
    }),
  }),
});

export const { useGetStaffQuery } = getStaffApi;
