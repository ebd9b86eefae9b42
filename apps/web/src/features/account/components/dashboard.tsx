import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link } from '../../../shared/components/link';
import { paths } from '../../../shared/lib/paths';
import { useAccountQueryArgs } from '../../../shared/api/account-query-args';
import { membershipStatusWord } from '../../../shared/lib/membership-status';
import { useGetMyDashboardQuery } from '../../../shared/api/get-my-dashboard';
import { AccountQueryResult } from '../../../shared/components/account-query-result';
import { BookingsList } from './bookings-list';
import { OutstandingPenalties } from './outstanding-penalties';

/** `/my-account`: next bookings, memberships, credit balance and anything needing attention. */
export function Dashboard() {
  const args = useAccountQueryArgs();
  const query = useGetMyDashboardQuery(args ?? skipToken);

  return (
    <section id="home-dashboard" aria-labelledby="dashboard-title">
      <h2 id="dashboard-title">Dashboard</h2>
      <AccountQueryResult query={query}>
        {(dashboard) => (
          <>
            {dashboard.alerts.length > 0 ? (
              <ul className="lido-account__alerts" aria-label="Alerts">
                {dashboard.alerts.map((alert) => (
                  <li key={`${alert.type}:${alert.message}`} className="lido-account__alert">
                    {alert.message}
                    {alert.type === 'outstanding_penalties' ? <OutstandingPenalties /> : null}
                    {alert.type === 'membership_arrears' ? (
                      <>
                        {' '}
                        <Link to={paths.myMemberships.build()}>Go to Memberships</Link>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="lido-account__cards">
              <section className="lido-account__card" aria-labelledby="dashboard-credit">
                <h3 id="dashboard-credit">Credit balance</h3>
                <p className="lido-account__figure">{dashboard.credit.formattedBalance}</p>
              </section>
              <section className="lido-account__card" aria-labelledby="dashboard-memberships">
                <h3 id="dashboard-memberships">Memberships</h3>
                {dashboard.memberships.length > 0 ? (
                  <ul>
                    {dashboard.memberships.map((membership) => (
                      <li key={membership.id}>
                        {membership.name} ({membershipStatusWord(membership)})
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p>No memberships.</p>
                )}
                <Link to={paths.myMemberships.build()}>View memberships</Link>
              </section>
              <section className="lido-account__card" aria-labelledby="dashboard-packages">
                <h3 id="dashboard-packages">Packages</h3>
                <p className="lido-account__figure">
                  {dashboard.packagesRemaining}{' '}
                  {dashboard.packagesRemaining === 1 ? 'session' : 'sessions'} remaining
                </p>
                <Link to={paths.myPackages.build()}>View packages</Link>
              </section>
            </div>
            <section aria-labelledby="dashboard-next-bookings">
              <h3 id="dashboard-next-bookings">Next bookings</h3>
              <BookingsList
                bookings={dashboard.nextBookings}
                emptyText="You have no upcoming bookings."
                caption="Next bookings"
              />
              <Link to={paths.myBookings.build('upcoming')}>All bookings</Link>
            </section>
          </>
        )}
      </AccountQueryResult>
    </section>
  );
}
