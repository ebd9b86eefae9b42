import { Button } from './button';
import { LoadingIndicator } from './loading-indicator';
import { errorCopy, genericErrorCopy, isApiError } from '../lib/request-state';
import type { useCardPayment } from '../hooks/use-card-payment';
import { CardPaymentForm } from './card-payment-form';
import { ChallengeDialog } from './challenge-dialog';
import './card-payment.css';

interface CardPaymentSectionProps {
  payment: ReturnType<typeof useCardPayment>;
  /** What is paid, formatted (`£22.00`), on the Pay button. */
  amount: string;
}

/**
 * A card payment that is not the basket's, on its page: why no payment session could be had
 * (with Try again), the card form once the first session has said whether there is a saved
 * card (made once, so nothing typed in it is lost to a later session), and the 3-D Secure
 * dialog when the issuer asks.
 */
export function CardPaymentSection({ payment, amount }: CardPaymentSectionProps) {
  const { prepareError } = payment;
  return (
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
        prepareError ? null : (
          <LoadingIndicator />
        )
      ) : (
        <CardPaymentForm
          amount={amount}
          savedCard={payment.savedCard}
          isReady={payment.session !== null}
          isPaying={payment.isPaying}
          onPay={payment.pay}
          failure={payment.failure}
          onEdit={payment.clearFailure}
        />
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
