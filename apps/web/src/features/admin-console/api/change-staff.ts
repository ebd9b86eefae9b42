import type { RouteBody } from '@lido/contract';
import { buildPath, changeStaffAccount } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import { getStaffApi, type StaffMember } from './get-staff';

export type StaffChanges = Camelized<RouteBody<typeof changeStaffAccount>>;

export interface ChangeStaffArgs {
  staffUserId: number;
  changes: StaffChanges;
  /** One key per change meant, so a retried request changes it once. */
  idempotencyKey: string;
}

/**
 * `PATCH /api/admin/staff/{id}`: a member of staff's role or venue (or name). The staff list
 * shows the member as the API answers them.
 */
export const changeStaffApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    changeStaff: build.mutation<StaffMember, ChangeStaffArgs>({
      query: ({ staffUserId, changes, idempotencyKey }) => ({
        url: buildPath(changeStaffAccount.path, { staffUserId: String(staffUserId) }),
        method: 'PATCH',
        body: changes,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          getStaffApi.util.updateQueryData('getStaff', undefined, (staff) =>
            staff.map((each) => (each.id === data.id ? data : each)),
          ),
        );
      },
    }),
  }),
});

export const { useChangeStaffMutation } = changeStaffApi;
