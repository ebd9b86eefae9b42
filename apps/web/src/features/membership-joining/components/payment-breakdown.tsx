import type { JoiningMembership } from '../api/get-joining-membership';
import { formatAmount, proRataLine } from '../joining-words';

/**
 * What the first payment is made of: the joining fee, and the days from joining to the first
 * collection at the monthly fee. A part that costs nothing is left out; the total always shows.
 */
export function PaymentBreakdown({ membership }: { membership: JoiningMembership }) {
  const { firstPayment, currency } = membership;
  const amount = (pence: number) => formatAmount(pence, currency);
  return (
    <dl className="lido-joining__breakdown" data-testid="payment-breakdown">
      {firstPayment.joiningFee > 0 ? (
        <div>
          <dt>Joining fee</dt>
          <dd>{amount(firstPayment.joiningFee)}</dd>
        </div>
      ) : null}
      {firstPayment.proRata > 0 ? (
        <div>
          <dt>{proRataLine(firstPayment.coversTo)}</dt>
          <dd>{amount(firstPayment.proRata)}</dd>
        </div>
      ) : null}
      <div className="lido-joining__total">
        <dt>Total</dt>
        <dd>{amount(firstPayment.total)}</dd>
      </div>
    </dl>
  );
}
