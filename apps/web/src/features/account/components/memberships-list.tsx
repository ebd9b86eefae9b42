import { skipToken } from '@reduxjs/toolkit/query/react';
import { formatCalendarDate } from '../../../lib/format-calendar-date';
import { CancelMembership } from '../../membership-cancellation/components/cancel-membership';
import { FreezeMembership } from '../../membership-freeze/components/freeze-membership';
import { useAccountQueryArgs } from '../account-query-args';
import { useGetMyMembershipsQuery } from '../api/get-my-memberships';
import { AccountQueryResult } from './account-query-result';

/** `/my-account/memberships`: an active membership can be frozen or cancelled here. */
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
                    <dd>{membership.status}</dd>
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
                    {membership.homeVenue ? (
                      <>
                        <dt>Home venue</dt>
                        <dd>{membership.homeVenue.name}</dd>
                      </>
                    ) : null}
                  </dl>
                  {args ? (
                    <div className="lido-membership-actions">
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
    </section>
  );
}
