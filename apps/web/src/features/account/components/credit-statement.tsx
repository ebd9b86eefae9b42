import { skipToken } from '@reduxjs/toolkit/query/react';
import { formatPence } from '../../../shared/lib/format-money';
import { useAccountQueryArgs } from '../../../shared/api/account-query-args';
import { useGetMyCreditQuery } from '../api/get-my-credit';
import { AccountQueryResult } from '../../../shared/components/account-query-result';
import { AccountTable } from '../../../shared/components/account-table';

const movementLabels = {
  refund: 'Refund',
  spend: 'Spent',
  spend_returned: 'Returned',
  expiry: 'Expired',
  grant: 'Added',
  adjustment: 'Adjusted by the venue',
} as const;

const columns = [{ label: 'Date' }, { label: 'What' }, { label: 'Details' }, { label: 'Amount' }];

/** `/my-account/credit`: the account credit balance, and every movement of it, latest first. */
export function CreditStatement() {
  const args = useAccountQueryArgs();
  const query = useGetMyCreditQuery(args ?? skipToken);
  return (
    <section aria-labelledby="credit-title">
      <h2 id="credit-title">Account credit</h2>
      <AccountQueryResult query={query}>
        {({ balance, entries }) => (
          <>
            <p data-testid="credit-balance">
              Your balance is <strong>{balance.formattedBalance}</strong>
              {balance.membership > 0
                ? `, of which ${formatPence(balance.membership)} is membership credit`
                : ''}
              . It is used at the checkout, where you choose how much to spend.
            </p>
            {entries.length === 0 ? (
              <p>You have no account credit movements.</p>
            ) : (
              <AccountTable
                caption="Account credit movements"
                columns={columns}
                rows={entries.map((entry) => ({
                  key: entry.id,
                  cells: [
                    entry.date,
                    movementLabels[entry.movement],
                    entry.description,
                    entry.amount.raw > 0 ? `+${entry.amount.formatted}` : entry.amount.formatted,
                  ],
                }))}
              />
            )}
          </>
        )}
      </AccountQueryResult>
    </section>
  );
}
