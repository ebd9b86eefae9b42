import './card-payment.css';

interface PaymentFailureProps {
  /** The form names this id as its description while there is a failure. */
  id: string;
  /** Why the last payment failed (a declined card, …); null for none. */
  failure: string | null;
}

/** Why the last payment failed, in the card form, announced as it appears. */
export function PaymentFailure({ id, failure }: PaymentFailureProps) {
  if (!failure) return null;
  return (
    <p id={id} role="alert" className="lido-checkout__failure" data-testid="payment-failure">
      {failure}
    </p>
  );
}
