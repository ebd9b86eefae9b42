import { pageHeadings } from '@lido/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../shared/lib/store-hooks';
import { newIdempotencyKey } from '../../../shared/lib/card-payment';
import { Button } from '../../../shared/components/button';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { paths } from '../../../shared/lib/paths';
import { errorCopy, isApiError } from '../../../shared/lib/request-state';
import { selectSessionUser } from '../../../shared/state/auth.slice';
import { getCartApi, useGetCartQuery } from '../../../shared/api/get-cart';
import { selectBasket } from '../../../shared/state/basket.slice';
import { HoldNotices } from '../../../shared/components/hold-notices';
import { CreditPanel } from '../../../shared/components/credit-panel';
import { OrderSummaryLines } from '../../../shared/components/order-summary-lines';
import './desk.css';
import { usePayAtDeskMutation } from '../api/desk-checkout';
import { deskBalance } from '../desk-balance';
import { selectServedCustomer } from '../../../shared/state/desk.slice';
import {
  creditSynced,
  paymentRemoved,
  paymentsReset,
  selectOfflinePayments,
} from '../offline-payments.slice';
import { useCurrencySymbol, useDeskMoney } from '../../../shared/hooks/use-desk-money';
import { TenderForm, tenderLabels } from './tender-form';

export const TERMS_LABEL = 'The customer accepts the terms and conditions';
const TERMS_REQUIRED = 'Please accept the terms and conditions.';

/** What the desk's receipt page is told about the sale it follows. */
export interface DeskSaleState {
  /** Some item asked for a printed receipt (`enablePrintReceipt`). */
  printReceipt: boolean;
}

/**
 * The checkout at a desk: the served customer's basket paid through the checkout service's pay
 * path in any mix of tenders (decisions/023). Pay is enabled once the payments reach the total;
 * cash over it is change, shown before and after.
 */
export function DeskCheckout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const money = useDeskMoney();
  const symbol = useCurrencySymbol();
  const user = useAppSelector(selectSessionUser);
  const served = useAppSelector(selectServedCustomer);
  const basket = useAppSelector(selectBasket);
  const payments = useAppSelector(selectOfflinePayments);
  const cart = useGetCartQuery(
    user && served ? { customerId: user.id, selectedUserId: served.id } : { customerId: null },
    { skip: !user || !served },
  );
  const [pay, paying] = usePayAtDeskMutation();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per attempt at this basket: a retry of the same press is the same payment.
  const idempotencyKey = useRef(newIdempotencyKey());

  // The credit applied to the basket is the API's: the list's credit line follows it.
  useEffect(() => {
    dispatch(creditSynced(basket.payments));
  }, [dispatch, basket.payments]);

  if (!served) {
    return (
      <section className="lido-screen">
        <h1>{pageHeadings.checkout}</h1>
        <p>Choose the customer you are serving in the bar above.</p>
      </section>
    );
  }
  if (!user || cart.isLoading || !basket.isLoaded) return <LoadingIndicator />;
  if (basket.items.length === 0) {
    return (
      <section className="lido-screen">
        <h1>{pageHeadings.checkout}</h1>
        <HoldNotices />
        <p>
          {served.firstName} {served.lastName}’s basket is empty.
        </p>
      </section>
    );
  }

  const totalPence = basket.totals?.total ?? 0;
  const balance = deskBalance(payments, totalPence);
  const printReceipt = basket.items.some((item) => item.enablePrintReceipt);

  const onPay = async () => {
    setFailure(null);
    if (!termsAccepted) {
      setTermsError(TERMS_REQUIRED);
      return;
    }
    const result = await pay({
      idempotencyKey: idempotencyKey.current,
      body: {
        completedWaivers: [],
        payments: payments.map((payment) => ({
          tenderType: payment.tenderType,
          amount: payment.amount,
          info: payment.info,
        })),
        selectedUserId: served.id,
        source: 'foh',
        terms: [1],
      },
    });
    if ('error' in result) {
      idempotencyKey.current = newIdempotencyKey();
      setFailure(isApiError(result.error) ? errorCopy(result.error) : 'The payment failed.');
      return;
    }
    dispatch(paymentsReset());
    // The order took the basket's places: the basket is empty again, for the next sale.
    void dispatch(
      getCartApi.endpoints.getCart.initiate(
        { customerId: user.id, selectedUserId: served.id },
        { forceRefetch: true, subscribe: false },
      ),
    );
    const state: DeskSaleState = { printReceipt };
    void navigate(paths.deskReceipt.build(result.data.completeOrderId), { state });
  };

  return (
    <section className="lido-screen">
      <h1>{pageHeadings.checkout}</h1>
      <HoldNotices />
      <div className="lido-checkout">
        <div>
          <CreditPanel customerId={user.id} symbol={symbol} />
          <TenderForm leftPence={balance.leftPence} />
          <h2>Payments</h2>
          {payments.length === 0 ? (
            <p>No payments taken yet.</p>
          ) : (
            <ul className="lido-desk-payments" aria-label="Payments">
              {payments.map((payment) => (
                <li key={payment.id}>
                  <span>
                    {tenderLabels[payment.tenderType]} {money(payment.amount)}
                    {payment.info.code ? ` (${payment.info.code})` : ''}
                    {payment.info.reference ? ` (ref. ${payment.info.reference})` : ''}
                  </span>
                  {payment.tenderType === 'credit' ? null : (
                    <Button
                      variant="text"
                      size="sm"
                      aria-label={`Remove ${tenderLabels[payment.tenderType]} ${money(payment.amount)}`}
                      onClick={() => dispatch(paymentRemoved(payment.id))}
                    >
                      Remove
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          <dl className="lido-desk-balance" aria-live="polite">
            <dt>Total</dt>
            <dd>{money(totalPence)}</dd>
            <dt>Paid</dt>
            <dd>{money(balance.paidPence)}</dd>
            {balance.changePence > 0 ? (
              <>
                <dt>Change due</dt>
                <dd data-testid="change-due">{money(balance.changePence)}</dd>
              </>
            ) : (
              <>
                <dt>Left to pay</dt>
                <dd data-testid="desk-left-to-pay">{money(balance.leftPence)}</dd>
              </>
            )}
          </dl>
          {balance.problem ? <p role="alert">{balance.problem}</p> : null}
          <div className="lido-field">
            <label className="lido-desk-terms">
              <input
                type="checkbox"
                checked={termsAccepted}
                aria-invalid={termsError ? true : undefined}
                aria-describedby={termsError ? 'desk-terms-error' : undefined}
                onChange={(event) => {
                  setTermsAccepted(event.target.checked);
                  setTermsError(null);
                }}
              />
              {TERMS_LABEL}
            </label>
            {termsError ? (
              <p id="desk-terms-error" className="lido-field__error">
                {termsError}
              </p>
            ) : null}
          </div>
          {failure ? <p role="alert">{failure}</p> : null}
          <Button
            size="lg"
            disabled={!balance.canPay || paying.isLoading}
            aria-busy={paying.isLoading || undefined}
            onClick={() => void onPay()}
          >
            {paying.isLoading ? 'Paying…' : `Pay ${money(totalPence)}`}
          </Button>
        </div>
        <aside className="lido-checkout__summary" aria-label="Order summary">
          <h2>
            {served.firstName} {served.lastName}’s order
          </h2>
          <OrderSummaryLines items={basket.items} priceOf={(item) => money(item.price.raw)} />
          <p>
            <strong>Total: {money(totalPence)}</strong>
          </p>
        </aside>
      </div>
    </section>
  );
}
