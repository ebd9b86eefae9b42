import type { AccountQueryArgs } from '../../shared/api/account-query-args';
import { useCardPayment } from '../../shared/hooks/use-card-payment';
import type { MembershipDirectDebit } from './api/get-membership-direct-debit';
import {
  useAuthoriseArrearsMutation,
  useCompleteArrearsMutation,
  usePrepareArrearsMutation,
} from './api/pay-arrears';

/** Paying a membership's arrears by card with 3-D Secure. */
export function useArrearsPayment(
  args: AccountQueryArgs,
  membershipId: number,
  isOwing: boolean,
  onPaid: (directDebit: MembershipDirectDebit) => void,
) {
  const [prepare] = usePrepareArrearsMutation();
  const [authorise] = useAuthoriseArrearsMutation();
  const [complete] = useCompleteArrearsMutation();
  const target = { ...args, membershipId };
  return useCardPayment<MembershipDirectDebit>(
    {
      prepare: () => prepare(target),
      authorise: (body, idempotencyKey) => authorise({ ...target, body, idempotencyKey }),
      // Arrears are only ever paid by card: there is no completing without a payment.
      complete: (transactionUuid, idempotencyKey) =>
        complete({ ...target, transactionUuid: transactionUuid ?? '', idempotencyKey }),
    },
    isOwing,
    onPaid,
  );
}
