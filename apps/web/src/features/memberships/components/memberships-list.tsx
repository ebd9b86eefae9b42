import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link } from '../../../components/link';
import { formatCalendarDate } from '../../../lib/format-calendar-date';
import { paths } from '../../../lib/paths';
import { CancelMembership } from '../../membership-cancellation/components/cancel-membership';
import { DirectDebitSummary } from '../../membership-direct-debit/components/direct-debit-summary';
import { MembershipDocuments } from '../../membership-documents/components/membership-documents';
import { FreezeMembership } from '../../membership-freeze/components/freeze-membership';
import { ChangePlan } from '../../membership-plan-change/components/change-plan';
import { useAccountQueryArgs } from '../../account/account-query-args';
import { membershipStatusWord } from '../../account/membership-status';
import { useGetMyMembershipsQuery } from '../../account/api/get-my-memberships';
import { AccountQueryResult } from '../../account/components/account-query-result';

/**
 * `/my-account/memberships`: an active membership can be frozen or cancelled here, its Direct Debit
 * and anything a failed one left owing are shown, and a membership joined online but not yet paid
 * for can be carried on with.
 */
export function MembershipsList() {
  const args = useAccountQueryArgs();
  const query = useGetMyMembershipsQuery(args ?? skipToken);
  return (
    <section aria-labelledby="memberships-title">
      <h2 id="memberships-title">Memberships</h2>
      <AccountQueryResult query={query}>
        {(memberships) =>
          memberships.length === 0 ? (
            <p>You have no memberships.</p>
          ) : (
            <ul className="lido-account__cards">
              {memberships.map((membership) => (
                <li key={membership.id} className="lido-account__card">
                  <h3 id={`membership-${membership.id}-name`}>{membership.name}</h3>
                  <p>{membership.description}</p>
                  <dl className="lido-account__facts">
                    <dt>Status</dt>
                    <dd>{membershipStatusWord(membership)}</dd>
                    <dt>Started</dt>
                    <dd>{formatCalendarDate(membership.startsOn)}</dd>
                    {membership.endsOn ? (
                      <>
                        <dt>Ends</dt>
                        <dd>{formatCalendarDate(membership.endsOn)}</dd>
                      </>
                    ) : null}
                    <dt>Monthly price</dt>
                    <dd>{membership.monthlyPrice.formatted}</dd>
                    {membership.nextBillingDate ? (
                      <>
                        <dt>Next payment</dt>
                        <dd>{formatCalendarDate(membership.nextBillingDate)}</dd>
                      </>
                    ) : null}
                    {membership.homeVenue ? (
                      <>
                        <dt>Home venue</dt>
                        <dd>{membership.homeVenue.name}</dd>
                      </>
                    ) : null}
                  </dl>
                  {membership.status === 'pending' && membership.homeVenue ? (
                    // Joined online, the first payment not made: carry on where they stopped.
                    <p>
                      <Link
                        to={paths.joinMembership.build(membership.planId, {
                          venue: membership.homeVenue.id,
                          membership: membership.id,
                        })}
                        aria-describedby={`membership-${membership.id}-name`}
                      >
                        Continue joining
                      </Link>
                    </p>
                  ) : null}
                  {args && membership.status !== 'pending' ? (
                    <DirectDebitSummary
                      membershipId={membership.id}
                      args={args}
                      nameId={`membership-${membership.id}-name`}
                    />
                  ) : null}
                  {args ? (
                    <div className="lido-membership-actions">
                      <ChangePlan
                        membership={membership}
                        args={args}
                        nameId={`membership-${membership.id}-name`}
                      />
                      <FreezeMembership
                        membership={membership}
                        args={args}
                        nameId={`membership-${membership.id}-name`}
                      />
                      <CancelMembership
                        membership={membership}
                        args={args}
                        nameId={`membership-${membership.id}-name`}
                      />
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </AccountQueryResult>
      <MembershipDocuments />
    </section>
  );
}
