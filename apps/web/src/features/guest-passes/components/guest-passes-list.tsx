import { skipToken } from '@reduxjs/toolkit/query/react';
import { NotFoundPage } from '../../../shared/components/not-found-page';
import { formatCalendarDate } from '../../../shared/lib/format-calendar-date';
import { useGetGuestPassAllowanceQuery } from '../api/guest-pass-allowance';
import { GiveGuestPassForm } from './give-guest-pass-form';
import '../guest-passes.css';
import { useGetClientQuery } from '../../../shared/api/get-client';
import { useAccountQueryArgs } from '../../../shared/api/account-query-args';
import type { MyGuestPasses } from '../api/get-my-guest-passes';
import { useGetMyGuestPassesQuery } from '../api/get-my-guest-passes';
import { AccountQueryResult } from '../../../shared/components/account-query-result';
import { AccountTable } from '../../../shared/components/account-table';

const passColumns = [
  { label: 'Code' },
  { label: 'Given to' },
  { label: 'Status' },
  { label: 'Issued' },
  { label: 'Expires' },
  { label: 'Used' },
];

/** "Robin Lee (robin@example.com)", or what is known of whom an older pass went to. */
function givenTo(pass: MyGuestPasses[number]): string {
  if (pass.guestName && pass.guestEmail) return `${pass.guestName} (${pass.guestEmail})`;
  return pass.guestEmail ?? pass.guestName ?? '—';
}

/**
 * `/my-account/guest-passes`, only where the operator offers guest passes online: how many the
 * member may still give this month, the form to give one, and the passes given.
 */
export function GuestPassesList() {
  const client = useGetClientQuery();
  const isEnabled = client.data?.guestPassesEnabled ?? false;
  const args = useAccountQueryArgs();
  const query = useGetMyGuestPassesQuery(args && isEnabled ? args : skipToken);
  const allowance = useGetGuestPassAllowanceQuery(args && isEnabled ? args : skipToken);

  if (!isEnabled) return <NotFoundPage />;
  return (
    <section aria-labelledby="guest-passes-title">
      <h2 id="guest-passes-title">Guest passes</h2>
      <p
        className="lido-guest-pass-allowance"
        aria-live="polite"
        data-testid="guest-pass-allowance"
      >
        {allowance.data?.message ?? ''}
      </p>
      {args && allowance.data && allowance.data.leftThisMonth > 0 ? (
        <GiveGuestPassForm args={args} />
      ) : null}
      <AccountQueryResult query={query}>
        {(passes) =>
          passes.length === 0 ? (
            <p>You have no guest passes.</p>
          ) : (
            <AccountTable
              caption="Guest passes"
              columns={passColumns}
              testId="guest-passes"
              rows={passes.map((pass) => ({
                key: pass.id,
                cells: [
                  pass.code,
                  givenTo(pass),
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
