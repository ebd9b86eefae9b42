import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../shared/components/button';
import { CardPaymentSection } from '../../../shared/components/card-payment-section';
import type { JoiningMembership } from '../api/get-joining-membership';
import { formatAmount, monthlyCollectionLine } from '../joining-words';
import { useJoiningPayment } from '../use-joining-payment';
import { DirectDebitDetails } from './direct-debit-details';
import { PaymentBreakdown } from './payment-breakdown';

interface FirstPaymentProps {
  membership: JoiningMembership;
  /** Arrived here from the bank details: focus goes to this step's heading, as to a new page's. */
  focusOnArrival: boolean;
  onJoined: (membership: JoiningMembership) => void;
}

/**
 * The payment step: what the first payment is made of, what the Direct Debit takes after it and
 * from which account, and the card form (3-D Secure in the checkout's dialog when the issuer
 * asks). A declined card is said beside the form, which stays filled in for another try.
 */
export function FirstPayment({ membership, focusOnArrival, onJoined }: FirstPaymentProps) {
  const needsCard = membership.firstPayment.total > 0;
  const payment = useJoiningPayment(membership.membershipId, needsCard, onJoined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const directDebitId = useId();

  useEffect(() => {
    if (focusOnArrival) headingRef.current?.focus();
  }, [focusOnArrival]);

  return (
    <>
      <section className="lido-joining__section" aria-labelledby={headingId}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          Your first payment
        </h2>
        <p>Your joining fee, and your membership up to the day before your first Direct Debit.</p>
        <PaymentBreakdown membership={membership} />
        <p data-testid="monthly-collection">Then {monthlyCollectionLine(membership)}</p>
      </section>

      <section className="lido-joining__section" aria-labelledby={directDebitId}>
        <h2 id={directDebitId}>Your Direct Debit</h2>
        <DirectDebitDetails directDebit={membership.directDebit} />
      </section>

      {needsCard ? (
        <CardPaymentSection
          payment={payment}
          amount={formatAmount(membership.firstPayment.total, membership.currency)}
        />
      ) : (
        <div className="lido-joining__start">
          {payment.failure ? (
            <p role="alert" className="lido-checkout__failure">
              {payment.failure}
            </p>
          ) : null}
          <Button
            size="lg"
            isFullWidth
            disabled={payment.isPaying}
            aria-busy={payment.isPaying || undefined}
            onClick={() => void payment.completeWithoutCard()}
          >
            {payment.isPaying ? 'Starting your membership…' : 'Start my membership'}
          </Button>
        </div>
      )}
    </>
  );
}
