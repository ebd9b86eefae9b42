import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/button';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { errorCopy, genericErrorCopy, isApiError } from '../../../lib/request-state';
import { ChallengeDialog } from '../../checkout/components/challenge-dialog';
import '../../checkout/components/checkout.css';
import type { JoiningMembership } from '../api/get-joining-membership';
import { formatAmount, monthlyCollectionLine } from '../joining-words';
import { useJoiningPayment } from '../use-joining-payment';
import { DirectDebitDetails } from './direct-debit-details';
import { JoiningPaymentForm } from './joining-payment-form';
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

  const { prepareError } = payment;
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
        <>
          {prepareError ? (
            <div role="alert" className="lido-form__problem">
              <p>
                {isApiError(prepareError)
                  ? errorCopy(prepareError, { fallback: 'Card payments are unavailable.' })
                  : genericErrorCopy}
              </p>
              <Button variant="secondary" onClick={payment.retrySession}>
                Try again
              </Button>
            </div>
          ) : null}
          {payment.savedCard === undefined ? (
            // The form waits for the first session, which says whether there is a saved card to
            // offer: made once, so nothing typed in it is lost to a later session.
            prepareError ? null : (
              <LoadingIndicator />
            )
          ) : (
            <JoiningPaymentForm
              amount={formatAmount(membership.firstPayment.total, membership.currency)}
              savedCard={payment.savedCard}
              isReady={payment.session !== null}
              isPaying={payment.isPaying}
              onPay={payment.pay}
              failure={payment.failure}
              onEdit={payment.clearFailure}
            />
          )}
        </>
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
            onClick={() => void payment.startWithoutCard()}
          >
            {payment.isPaying ? 'Starting your membership…' : 'Start my membership'}
          </Button>
        </div>
      )}
      {payment.challenge ? (
        <ChallengeDialog
          transactionUuid={payment.challenge.transactionUuid}
          scaUrl={payment.challenge.scaUrl}
          onResult={payment.onChallengeResult}
        />
      ) : null}
    </>
  );
}
