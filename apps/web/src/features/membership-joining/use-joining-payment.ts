import { useCardPayment } from '../../shared/hooks/use-card-payment';
import { useAuthoriseJoiningPaymentMutation } from './api/authorise-joining-payment';
import { useCompleteJoiningMutation } from './api/complete-joining';
import type { JoiningMembership } from './api/get-joining-membership';
import { usePrepareJoiningPaymentMutation } from './api/prepare-joining-payment';

/** The first payment of a membership joined online, by card with 3-D Secure. */
export function useJoiningPayment(
  membershipId: number,
  /** Something to pay: without it there is no card, and the membership starts as it is. */
  needsCard: boolean,
  onJoined: (membership: JoiningMembership) => void,
) {
  const [prepare] = usePrepareJoiningPaymentMutation();
  const [authorise] = useAuthoriseJoiningPaymentMutation();
  const [complete] = useCompleteJoiningMutation();
  return useCardPayment<JoiningMembership>(
    {
      prepare: () => prepare(membershipId),
      authorise: (body, idempotencyKey) => authorise({ membershipId, body, idempotencyKey }),
      complete: (transactionUuid, idempotencyKey) =>
        complete({ membershipId, transactionUuid, idempotencyKey }),
    },
    needsCard,
    onJoined,
  );
}
