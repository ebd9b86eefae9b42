import { useEffect, useRef } from 'react';
import './card-payment.css';

interface PaymentFailureProps {
  /** The form names this id as its description while there is a failure. */
  id: string;
  /** Why the last payment failed (a declined card, …); null for none. */
  failure: string | null;
}

/**
 * Why the last payment failed, in the card form, announced as it appears. Focus moves to it (issue
 * 43): the Pay button that was pressed is disabled while paying (and a 3-D Secure dialog gives
 * focus back to it), so focus would otherwise drop to the page body, and a keyboard user would
 * start again from the top of the page. From here, Tab goes on to the terms and Pay.
 */
export function PaymentFailure({ id, failure }: PaymentFailureProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failure) ref.current?.focus();
  }, [failure]);

  if (!failure) return null;
  return (
    <p
      ref={ref}
      id={id}
      role="alert"
      tabIndex={-1}
      className="lido-checkout__failure"
      data-testid="payment-failure"
    >
      {failure}
    </p>
  );
}
