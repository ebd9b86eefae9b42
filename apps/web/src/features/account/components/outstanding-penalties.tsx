import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAccountQueryArgs } from '../../../shared/api/account-query-args';
import { useGetMyPenaltiesQuery } from '../api/get-my-penalties';

/** Why booking is refused: each unpaid penalty with its reason and amount. */
export function OutstandingPenalties() {
  const args = useAccountQueryArgs();
  const { data } = useGetMyPenaltiesQuery(args ?? skipToken);
  const outstanding = (data ?? []).filter((penalty) => penalty.status === 'outstanding');
  if (outstanding.length === 0) return null;
  return (
    <ul className="lido-account__penalties" aria-label="Outstanding penalties">
      {outstanding.map((penalty) => (
        <li key={penalty.id}>
          {penalty.reason}: <strong>{penalty.amount.formatted}</strong>
        </li>
      ))}
    </ul>
  );
}
