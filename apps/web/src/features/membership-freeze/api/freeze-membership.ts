import { buildPath, freezeMembership } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import { accountParams } from '../../../shared/api/account-query-args';
import { getMyDashboardApi } from '../../../shared/api/get-my-dashboard';
import type { MyMemberships } from '../../../shared/api/get-my-memberships';
import { getMyMembershipsApi } from '../../../shared/api/get-my-memberships';
import type { FreezeLengthArgs } from './get-membership-freeze';

type MyMembership = MyMemberships[number];

const withFrozen = (memberships: MyMembership[], frozen: MyMembership) =>
  memberships.map((membership) => (membership.id === frozen.id ? frozen : membership));

/**
 * `POST /api/my-account/memberships/{id}/freeze`: the freeze the preview gave is booked; freezing
 * again changes nothing. The answer is the membership as it now is (its freeze dates), put in the
 * cached memberships list and dashboard (no second request), as cancelling does.
 */
export const freezeMembershipApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    freezeMembership: build.mutation<MyMembership, FreezeLengthArgs>({
      query: ({ membershipId, months, ...args }) => ({
        url: buildPath(freezeMembership.path, { id: membershipId }),
        method: 'POST',
        params: accountParams(args),
        body: { months },
      }),
      async onQueryStarted(
        { membershipId: _membershipId, months: _months, ...args },
        { dispatch, queryFulfilled },
      ) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(
            getMyMembershipsApi.util.updateQueryData('getMyMemberships', args, (memberships) =>
              withFrozen(memberships, data),
            ),
          );
          void dispatch(
            getMyDashboardApi.util.updateQueryData('getMyDashboard', args, (dashboard) => {
              dashboard.memberships = withFrozen(dashboard.memberships, data);
            }),
          );
        } catch {
          // The dialog shows the failure.
        }
      },
    }),
  }),
});

export const { useFreezeMembershipMutation } = freezeMembershipApi;
