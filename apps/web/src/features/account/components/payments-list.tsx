import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAccountQueryArgs } from '../account-query-args';
import { useGetMyPaymentsQuery } from '../api/get-my-payments';
import { AccountQueryResult } from './account-query-result';

const statusLabels = {
  pending: 'Pending',
  succeeded: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
} as const;

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
            <table className="lido-account__table">
              <caption className="lido-visually-hidden">Payments</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Description</th>
                  <th scope="col">Reference</th>
                  <th scope="col">Paid by</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {payments.map((payment) => (
                  <tr key={payment.id}>
                    <td>{payment.date}</td>
                    <td>{payment.description}</td>
                    <td>{payment.reference}</td>
                    <td>{payment.tenderTypeLabel}</td>
                    <td>{payment.amount.formatted}</td>
                    <td>{statusLabels[payment.status]}</td>
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
