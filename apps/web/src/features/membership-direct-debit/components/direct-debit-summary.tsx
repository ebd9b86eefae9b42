import { Link } from '../../../shared/components/link';
import { formatCalendarDate } from '../../../shared/lib/format-calendar-date';
import { paths } from '../../../shared/lib/paths';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { AccountTable } from '../../../shared/components/account-table';
import { useGetMembershipDirectDebitQuery } from '../api/get-membership-direct-debit';
import { arrearsLine, collectionStatus, mandateLine } from '../membership-direct-debit';
import '../membership-direct-debit.css';

const paymentColumns = [{ label: 'Due' }, { label: 'Amount' }, { label: 'Status' }];

interface DirectDebitSummaryProps {
  membershipId: number;
  args: AccountQueryArgs;
  /** The id of the membership's name, which tells one Pay link from another. */
  nameId: string;
}

/**
 * On a membership in My account: the account its Direct Debit comes from, what a failed
 * collection left owing with the way to pay it by card, and the collections so far. Nothing for
 * a membership paid another way (at the desk, yearly).
 */
export function DirectDebitSummary({ membershipId, args, nameId }: DirectDebitSummaryProps) {
  const { data } = useGetMembershipDirectDebitQuery({ ...args, membershipId });
  if (!data || (data.mandate === null && data.payments.length === 0)) return null;
  const isOwing = data.arrears.raw > 0;
  return (
    <div className="lido-membership-direct-debit">
      {isOwing ? (
        <div className="lido-account__alert" data-testid="membership-arrears">
          <p>{arrearsLine(data.arrears.formatted)}</p>
          <Link
            className="lido-membership-direct-debit__pay"
            to={paths.myMembershipPayment.build(membershipId)}
            aria-describedby={nameId}
          >
            Pay {data.arrears.formatted} by card
          </Link>
        </div>
      ) : null}
      {data.mandate ? <p>{mandateLine(data.mandate)}</p> : null}
      {data.payments.length > 0 ? (
        <details className="lido-membership-direct-debit__payments">
          <summary>Direct Debit payments</summary>
          <AccountTable
            caption="Direct Debit payments"
            columns={paymentColumns}
            rows={[...data.payments].reverse().map((payment) => ({
              key: payment.id,
              cells: [
                formatCalendarDate(payment.chargeDate),
                payment.amount.formatted,
                collectionStatus(payment),
              ],
            }))}
          />
        </details>
      ) : null}
    </div>
  );
}
