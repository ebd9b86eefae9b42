import type { AccountQueryArgs } from '../../shared/api/account-query-args';
import type { MyMemberships } from '../../shared/api/get-my-memberships';
import { CancelMembership } from '../../features/membership-cancellation/components/cancel-membership';
import { DirectDebitSummary } from '../../features/membership-direct-debit/components/direct-debit-summary';
import { MembershipDocuments } from '../../features/membership-documents/components/membership-documents';
import { FreezeMembership } from '../../features/membership-freeze/components/freeze-membership';
import { ChangePlan } from '../../features/membership-plan-change/components/change-plan';
import { MembershipsList } from '../../features/memberships/components/memberships-list';

interface MembershipActionsProps {
  membership: MyMemberships[number];
  args: AccountQueryArgs;
  nameId: string;
}

/** What can be done to a membership: each its own feature, meeting on this page. */
function MembershipActions({ membership, args, nameId }: MembershipActionsProps) {
  return (
    <>
      <ChangePlan membership={membership} args={args} nameId={nameId} />
      <FreezeMembership membership={membership} args={args} nameId={nameId} />
      <CancelMembership membership={membership} args={args} nameId={nameId} />
    </>
  );
}

/**
 * `/my-account/memberships`: the list, each membership with its Direct Debit and its plan change,
 * freeze and cancellation, then the documents. The features meet here rather than the list
 * importing them.
 */
export function MembershipsPage() {
  return (
    <MembershipsList DirectDebit={DirectDebitSummary} Actions={MembershipActions}>
      <MembershipDocuments />
    </MembershipsList>
  );
}
