import type { RouteBody } from '@lido/contract';
import { addStaffAccount } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import { getStaffApi, type StaffMember } from './get-staff';

export type NewStaffMember = Camelized<RouteBody<typeof addStaffAccount>>;

export interface AddStaffArgs {
  member: NewStaffMember;
  /** One key per member meant, so a retried request adds them (and emails them) once. */
  idempotencyKey: string;
}

/**
 * `POST /api/admin/staff`: adds a member of staff, who is emailed an invitation to choose a
 * password. The staff list takes them in without being asked again.
 */
export const addStaffApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    addStaff: build.mutation<StaffMember, AddStaffArgs>({
      query: ({ member, idempotencyKey }) => ({
        url: addStaffAccount.path,
        method: 'POST',
        body: member,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          getStaffApi.util.updateQueryData('getStaff', undefined, (staff) => {
            if (!staff.some((each) => each.id === data.id)) staff.push(data);
          }),
        );
      },
    }),
  }),
});

export const { useAddStaffMutation } = addStaffApi;
