import { pageHeadings } from '@lido/contract';
import { memo, useMemo } from 'react';
import { Button, ButtonLink } from '../../../shared/components/button';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { paths } from '../../../shared/lib/paths';
import { errorCopy, isApiError } from '../../../shared/lib/request-state';
import type { MyDetails } from '../../../shared/api/get-my-details';
import type { SessionUser } from '../../../shared/lib/session-user';
import type { BasketState } from '../../../shared/state/basket.slice';
import type { CartItem } from '../../../shared/lib/cart';
import { HoldCountdown } from '../../../shared/components/hold-countdown';
import { HoldNotices } from '../../../shared/components/hold-notices';
import type { PaymentInput } from '../payment-flow';
import type { PaymentState } from '../payment.slice';
import type { ChallengeResult } from '../../../shared/components/challenge-dialog';
import { ChallengeDialog } from '../../../shared/components/challenge-dialog';
import type { BillingDefaults } from './checkout-form';
import { CheckoutForm } from './checkout-form';
import { CreditPanel } from '../../../shared/components/credit-panel';
import { OrderSummaryLines } from '../../../shared/components/order-summary-lines';
import type { CheckoutVisitor } from '../api/get-checkout-visitor';
import type { RememberedBillingDetails } from '../api/get-remembered-billing-details';
import { billingDefaultsOf } from '../billing-defaults';
import { VisitorDetails } from './visitor-details';

/** Everything the online checkout shows, as one value (its first arrival drawn in a transition). */
export interface CheckoutShown {
  /** Who is signed in; null for a visitor checking out without an account. */
  user: SessionUser | null;
  /** A signed-out visitor's basket uuid, and who they said is booking (null until they do). */
  visitor: { cartUuid: string; details: CheckoutVisitor | null } | null;
  basket: BasketState;
  payment: PaymentState;
  details: MyDetails | undefined;
  /** The billing details of the customer's last card checkout; null for none (or a visitor). */
  rememberedBilling: RememberedBillingDetails | null;
  /** The basket or the customer's details are still on their way. */
  isLoading: boolean;
  /** Why the basket could not be loaded, if it could not. */
  cartError: unknown;
  /** Why no payment session could be prepared; undefined while none has failed. */
  preparationError: unknown;
}

interface CheckoutContentProps {
  shown: CheckoutShown;
  /** Why the last payment failed (a declined card, …); null for none. */
  failure: string | null;
  onPay: (input: PaymentInput) => Promise<Record<string, string[]> | null>;
  onEdit: () => void;
  /** Asks the provider for a payment session again, after it failed. */
  onRetrySession: () => void;
  onChallengeResult: (result: ChallengeResult) => void;
}

const onlinePrice = (item: CartItem) => item.price.formatted;

/**
 * The online checkout's page: billing details and card beside the order summary. Memoised, so
 * the route's renders before the first arrival (drawn in a transition React can interrupt, not
 * in one long task) leave it as it is.
 */
export const CheckoutContent = memo(function CheckoutContent({
  shown,
  failure,
  onPay,
  onEdit,
  onRetrySession,
  onChallengeResult,
}: CheckoutContentProps) {
  const { user, visitor, basket, payment, details, rememberedBilling } = shown;
  const defaults = useMemo<BillingDefaults | null>(() => {
    const names = user ?? visitor?.details;
    if (!names) return null;
    return billingDefaultsOf({
      names,
      // A visitor's are never remembered: only the signed-in customer's own last checkout.
      remembered: user ? rememberedBilling : null,
      savedAddress: details,
    });
  }, [user, visitor, details, rememberedBilling]);

  // The heading stays while the basket and details load: a page is never without its h1.
  if ((!user && !visitor) || shown.isLoading) {
    return (
      <section className="lido-screen">
        <h1>{pageHeadings.checkout}</h1>
        <LoadingIndicator />
      </section>
    );
  }
  if (!basket.isLoaded) {
    return (
      <section className="lido-screen">
        <h1>{pageHeadings.checkout}</h1>
        <p role="alert">{isApiError(shown.cartError) ? errorCopy(shown.cartError) : null}</p>
      </section>
    );
  }
  if (basket.items.length === 0) {
    return (
      <section className="lido-screen">
        <h1>{pageHeadings.checkout}</h1>
        <HoldNotices />
        <p>Your basket is empty.</p>
        <ButtonLink to={paths.redirectToSelectedVenue.build()}>Book an activity</ButtonLink>
      </section>
    );
  }

  // Nothing left for a card: a free basket, or one the applied credit pays in full.
  const isFree = basket.totals?.balance === 0;
  const challengeUrl =
    payment.transactionStatus === '3DAuth' && payment.transactionUuid ? payment.scaUrl : null;

  return (
    <section className="lido-screen">
      <h1>{pageHeadings.checkout}</h1>
      <HoldNotices />
      <div className="lido-checkout">
        <div className="lido-checkout__steps">
          {visitor ? <VisitorDetails cartUuid={visitor.cartUuid} saved={visitor.details} /> : null}
          {defaults ? (
            <>
              {shown.preparationError !== undefined ? (
                <div role="alert">
                  <p>
                    {isApiError(shown.preparationError)
                      ? errorCopy(shown.preparationError)
                      : 'Card payments are unavailable.'}
                  </p>
                  <Button variant="secondary" onClick={onRetrySession}>
                    Try again
                  </Button>
                </div>
              ) : null}
              {user ? <CreditPanel customerId={user.id} /> : null}
              <CheckoutForm
                // The card fields come and go with what is left to pay, and a visitor's names with
                // their details: a fresh form each time.
                key={`${isFree ? 'no-card' : 'card'}:${defaults.firstName} ${defaults.lastName}`}
                defaults={defaults}
                amount={basket.totals?.formattedBalance ?? ''}
                isFree={isFree}
                savedCard={payment.savedCard}
                isReady={isFree || payment.sessionKey !== null}
                onPay={onPay}
                failure={failure}
                onEdit={onEdit}
                canSaveCard={user !== null}
                basketKey={basket.itemHash ?? ''}
              />
            </>
          ) : null}
        </div>
        <aside className="lido-checkout__summary" aria-label="Order summary">
          <h2>Your order</h2>
          <OrderSummaryLines items={basket.items} priceOf={onlinePrice} />
          <p>
            <strong>Total: {basket.totals?.formattedTotal}</strong>
          </p>
          {basket.totals && basket.totals.balance !== basket.totals.total ? (
            <p data-testid="left-to-pay">
              <strong>Left to pay: {basket.totals.formattedBalance}</strong>
            </p>
          ) : null}
          {basket.expiresAt ? (
            // One wording for the hold wherever it shows (issue 43): "Reserved for 12 min".
            <HoldCountdown expiresAt={basket.expiresAt.utc} />
          ) : null}
        </aside>
      </div>
      {challengeUrl && payment.transactionUuid ? (
        <ChallengeDialog
          transactionUuid={payment.transactionUuid}
          scaUrl={challengeUrl}
          onResult={onChallengeResult}
        />
      ) : null}
    </section>
  );
});
