import { skipToken } from '@reduxjs/toolkit/query/react';
import { formatCalendarDate } from '../../../shared/lib/format-calendar-date';
import { useAccountQueryArgs } from '../../../shared/api/account-query-args';
import { useGetMyPackagesQuery } from '../api/get-my-packages';
import { AccountQueryResult } from '../../../shared/components/account-query-result';

/** `/my-account/packages`: prepaid sessions and how many are left. */
export function PackagesList() {
  const args = useAccountQueryArgs();
  const query = useGetMyPackagesQuery(args ?? skipToken);
  return (
    <section aria-labelledby="packages-title">
      <h2 id="packages-title">Packages</h2>
      <AccountQueryResult query={query}>
        {(packages) =>
          packages.length === 0 ? (
            <p>You have no packages.</p>
          ) : (
            <ul className="lido-account__cards">
              {packages.map((item) => (
                <li key={item.id} className="lido-account__card">
                  <h3>{item.name}</h3>
                  <p>{item.description}</p>
                  <p className="lido-account__figure">
                    {item.sessionsRemaining} of {item.sessionsTotal} sessions remaining
                  </p>
                  <dl className="lido-account__facts">
                    <dt>Status</dt>
                    <dd>{item.status}</dd>
                    <dt>Bought</dt>
                    <dd>{formatCalendarDate(item.purchasedAt)}</dd>
                    {item.expiresOn ? (
                      <>
                        <dt>Expires</dt>
                        <dd>{formatCalendarDate(item.expiresOn)}</dd>
                      </>
                    ) : null}
                    <dt>Price</dt>
                    <dd>{item.price.formatted}</dd>
                  </dl>
                </li>
              ))}
            </ul>
          )
        }
      </AccountQueryResult>
    </section>
  );
}
