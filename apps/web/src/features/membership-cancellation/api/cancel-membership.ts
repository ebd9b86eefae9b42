import { buildPath, cancelMembership } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import { getMyDashboardApi } from '../../../shared/api/get-my-dashboard';
import type { MyMemberships } from '../../../shared/api/get-my-memberships';
import { getMyMembershipsApi } from '../../../shared/api/get-my-memberships';
import { accountParams } from '../../../shared/api/account-query-args';
import type { MembershipCancellationArgs } from './get-membership-cancellation';

type MyMembership = MyMemberships[number];

const withCancelled = (memberships: MyMembership[], cancelled: MyMembership) =>
  memberships.map((membership) => (membership.id === cancelled.id ? cancelled : membership));

/**
 * `POST /api/my-account/memberships/{id}/cancellation`: the membership ends on the date the
 * preview gave; cancelling again changes nothing. The answer is the membership as it now is, put
 * in the cached memberships list and dashboard (no second request).
 */
export const cancelMembershipApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    cancelMembership: build.mutation<MyMembership, MembershipCancellationArgs>({
      query: ({ membershipId, ...args }) => ({
        url: buildPath(cancelMembership.path, { id: membershipId }),
        method: 'POST',
        params: accountParams(args),
      }),
      async onQueryStarted({ membershipId: _membershipId, ...args }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(
            getMyMembershipsApi.util.updateQueryData('getMyMemberships', args, (memberships) =>
              withCancelled(memberships, data),
            ),
          );
          void dispatch(
            getMyDashboardApi.util.updateQueryData('getMyDashboard', args, (dashboard) => {
              dashboard.memberships = withCancelled(dashboard.memberships, data);
            }),
          );
        } catch {
          // The dialog shows the failure.
        }
      },
    }),
  }),
});

export const { useCancelMembershipMutation } = cancelMembershipApi;
