import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useId } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../shared/components/link';
import { useAppDispatch } from '../../../shared/lib/store-hooks';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { NotFoundPage } from '../../../shared/components/not-found-page';
import { formatCalendarDate } from '../../../shared/lib/format-calendar-date';
import { idFromAddress } from '../../../shared/lib/id-from-address';
import { paths } from '../../../shared/lib/paths';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { useAccountQueryArgs } from '../../../shared/api/account-query-args';
import { AccountQueryResult } from '../../../shared/components/account-query-result';
import { CardPaymentSection } from '../../../shared/components/card-payment-section';
import { addToast } from '../../../shared/state/toasts.slice';
import type { MembershipDirectDebit } from '../api/get-membership-direct-debit';
import { useGetMembershipDirectDebitQuery } from '../api/get-membership-direct-debit';
import { arrearsLine, arrearsPaidCopy } from '../membership-direct-debit';
import { useArrearsPayment } from '../use-arrears-payment';

/**
 * `/my-account/memberships/{id}/pay`: the Direct Debits that failed, and the checkout's card form
 * to pay them (3-D Secure in its dialog when the issuer asks). Paid, the member goes back to
 * their memberships, where the membership no longer shows anything owed.
 */
export function PayArrearsPage() {
  const membershipId = idFromAddress(useParams().membershipId);
  const args = useAccountQueryArgs();
  const query = useGetMembershipDirectDebitQuery(
    args && membershipId ? { ...args, membershipId } : skipToken,
  );
  if (membershipId === null) return <NotFoundPage />;
  return (
    <section aria-labelledby="pay-arrears-title">
      <h2 id="pay-arrears-title">Pay what you owe</h2>
      <AccountQueryResult query={query}>
        {(directDebit) =>
          args ? <ArrearsPayment args={args} directDebit={directDebit} /> : <LoadingIndicator />
        }
      </AccountQueryResult>
    </section>
  );
}

function ArrearsPayment({
  args,
  directDebit,
}: {
  args: AccountQueryArgs;
  directDebit: MembershipDirectDebit;
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const listId = useId();
  const isOwing = directDebit.arrears.raw > 0;
  const onPaid = useCallback(() => {
    dispatch(addToast({ content: arrearsPaidCopy, type: 'success' }));
    void navigate(paths.myMemberships.build());
  }, [dispatch, navigate]);
  const payment = useArrearsPayment(args, directDebit.membershipId, isOwing, onPaid);

  if (!isOwing) {
    return (
      <>
        <p>Nothing is owed on this membership.</p>
        <Link to={paths.myMemberships.build()}>Back to your memberships</Link>
      </>
    );
  }
  const failed = directDebit.payments.filter(
    (collection) => collection.status === 'failed' && !collection.isPaidByCard,
  );
  return (
    <>
      <p id={listId}>{arrearsLine(directDebit.arrears.formatted)}</p>
      <ul aria-labelledby={listId}>
        {failed.map((collection) => (
          <li key={collection.id}>
            {collection.amount.formatted} due on {formatCalendarDate(collection.chargeDate)}
          </li>
        ))}
      </ul>
      <p>Your next monthly payment will still be collected by Direct Debit as usual.</p>
      <CardPaymentSection payment={payment} amount={directDebit.arrears.formatted} />
    </>
  );
}
