import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAccountQueryArgs } from '../../../shared/api/account-query-args';
import { useGetMyPaymentsQuery } from '../api/get-my-payments';
import { AccountQueryResult } from '../../../shared/components/account-query-result';
import { AccountTable } from '../../../shared/components/account-table';

const statusLabels = {
  pending: 'Pending',
  succeeded: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
} as const;

const paymentColumns = [
  { label: 'Date' },
  { label: 'Description' },
  { label: 'Reference' },
  { label: 'Paid by' },
  { label: 'Amount' },
  { label: 'Status' },
];

/** `/my-account/payments`: amounts as the API formats them (£), with how each was paid. */
export function PaymentsList() {
  const args = useAccountQueryArgs();
  const query = useGetMyPaymentsQuery(args ?? skipToken);
  return (
    <section aria-labelledby="payments-title">
      <h2 id="payments-title">Payments</h2>
      <AccountQueryResult query={query}>
        {(payments) =>
          payments.length === 0 ? (
            <p>You have no payments.</p>
          ) : (
            <AccountTable
              caption="Payments"
              columns={paymentColumns}
              rows={payments.map((payment) => ({
                key: payment.id,
                cells: [
                  payment.date,
                  payment.description,
                  payment.reference,
                  payment.tenderTypeLabel,
                  payment.amount.formatted,
                  statusLabels[payment.status],
                ],
              }))}
            />
          )
        }
      </AccountQueryResult>
    </section>
  );
}
