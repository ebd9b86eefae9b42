import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from '../../../shared/components/link';
import { formatCalendarDate } from '../../../shared/lib/format-calendar-date';
import { paths } from '../../../shared/lib/paths';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { useAccountQueryArgs } from '../../../shared/api/account-query-args';
import { membershipStatusWord } from '../../../shared/lib/membership-status';
import type { MyMemberships } from '../../../shared/api/get-my-memberships';
import { useGetMyMembershipsQuery } from '../../../shared/api/get-my-memberships';
import { AccountQueryResult } from '../../../shared/components/account-query-result';

interface MembershipsListProps {
  /** A membership's Direct Debit and anything a failed one left owing. */
  DirectDebit: ComponentType<{ membershipId: number; args: AccountQueryArgs; nameId: string }>;
  /** What can be done to a membership (change its plan, freeze it, cancel it). */
  Actions: ComponentType<{
    membership: MyMemberships[number];
    args: AccountQueryArgs;
    nameId: string;
  }>;
  /** Below the list: the documents the memberships need. */
  children: ReactNode;
}

/**
 * `/my-account/memberships`: an active membership can be frozen or cancelled here, its Direct Debit
 * and anything a failed one left owing are shown, and a membership joined online but not yet paid
 * for can be carried on with. What each of those is, the page is given (app/routes/memberships.tsx).
 */
export function MembershipsList({ DirectDebit, Actions, children }: MembershipsListProps) {
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
                    <DirectDebit
                      membershipId={membership.id}
                      args={args}
                      nameId={`membership-${membership.id}-name`}
                    />
                  ) : null}
                  {args ? (
                    <div className="lido-membership-actions">
                      <Actions
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
      {children}
    </section>
  );
}
