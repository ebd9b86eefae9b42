import type { MembershipPlanChangeArgs } from './get-membership-plan-change';
import { getMyDashboardApi } from '../../../shared/api/get-my-dashboard';
import type { MyMemberships } from '../../../shared/api/get-my-memberships';
import { getMyMembershipsApi } from '../../../shared/api/get-my-memberships';
import type { LidoDispatch } from '../../../shared/lib/store-hooks';

type MyMembership = MyMemberships[number];

const withChanged = (memberships: MyMembership[], changed: MyMembership) =>
  memberships.map((membership) => (membership.id === changed.id ? changed : membership));

/**
 * The membership as a change of plan (or its withdrawal) left it, put in the cached memberships
 * list and dashboard, so neither is asked for again.
 */
export function putMembership(
  dispatch: LidoDispatch,
  { membershipId: _membershipId, ...args }: MembershipPlanChangeArgs,
  changed: MyMembership,
): void {
  void dispatch(
    getMyMembershipsApi.util.updateQueryData('getMyMemberships', args, (memberships) =>
      withChanged(memberships, changed),
    ),
  );
  void dispatch(
    getMyDashboardApi.util.updateQueryData('getMyDashboard', args, (dashboard) => {
      dashboard.memberships = withChanged(dashboard.memberships, changed);
    }),
  );
}
