import { skipToken } from '@reduxjs/toolkit/query/react';
import { NotFoundPage } from '../../../components/not-found-page';
import { formatCalendarDate } from '../../../lib/format-calendar-date';
import { useGetClientQuery } from '../../site-config/api/get-client';
import { useAccountQueryArgs } from '../account-query-args';
import { useGetMyGuestPassesQuery } from '../api/get-my-guest-passes';
import { AccountQueryResult } from './account-query-result';

/** `/my-account/guest-passes`, only where the operator offers guest passes online. */
export function GuestPassesList() {
  const client = useGetClientQuery();
  const isEnabled = client.data?.guestPassesEnabled ?? false;
  const args = useAccountQueryArgs();
  const query = useGetMyGuestPassesQuery(args && isEnabled ? args : skipToken);

  if (!isEnabled) return <NotFoundPage />;
  return (
    <section aria-labelledby="guest-passes-title">
      <h2 id="guest-passes-title">Guest passes</h2>
      <AccountQueryResult query={query}>
        {(passes) =>
          passes.length === 0 ? (
            <p>You have no guest passes.</p>
          ) : (
            <table className="lido-account__table">
              <caption className="lido-visually-hidden">Guest passes</caption>
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Status</th>
                  <th scope="col">Issued</th>
                  <th scope="col">Expires</th>
                  <th scope="col">Used</th>
                </tr>
              </thead>
              <tbody>
                {passes.map((pass) => (
                  <tr key={pass.id}>
                    <td>{pass.code}</td>
                    <td>{pass.status}</td>
                    <td>{formatCalendarDate(pass.issuedOn)}</td>
                    <td>{formatCalendarDate(pass.expiresOn)}</td>
                    <td>
                      {pass.usedOn
                        ? `${formatCalendarDate(pass.usedOn)}${pass.guestName ? ` by ${pass.guestName}` : ''}`
                        : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </AccountQueryResult>
    </section>
  );
}
