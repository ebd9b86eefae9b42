import { skipToken } from '@reduxjs/toolkit/query/react';
import { NotFoundPage } from '../../../components/not-found-page';
import { formatCalendarDate } from '../../../lib/format-calendar-date';
import { useGetClientQuery } from '../../site-config/api/get-client';
import { useAccountQueryArgs } from '../account-query-args';
import { useGetMyGuestPassesQuery } from '../api/get-my-guest-passes';
import { AccountQueryResult } from './account-query-result';
import { AccountTable } from './account-table';

const passColumns = [
  { label: 'Code' },
  { label: 'Status' },
  { label: 'Issued' },
  { label: 'Expires' },
  { label: 'Used' },
];

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
            <AccountTable
              caption="Guest passes"
              columns={passColumns}
              rows={passes.map((pass) => ({
                key: pass.id,
                cells: [
                  pass.code,
                  pass.status,
                  formatCalendarDate(pass.issuedOn),
                  formatCalendarDate(pass.expiresOn),
                  pass.usedOn
                    ? `${formatCalendarDate(pass.usedOn)}${pass.guestName ? ` by ${pass.guestName}` : ''}`
                    : '—',
                ],
              }))}
            />
          )
        }
      </AccountQueryResult>
    </section>
  );
}
