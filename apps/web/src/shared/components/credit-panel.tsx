import { useId, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../lib/store-hooks';
import { Button } from './button';
import { FormField } from './form-field';
import { DEFAULT_CURRENCY_SYMBOL, formatPence } from '../lib/format-money';
import { getCartApi } from '../api/get-cart';
import { selectBasket } from '../state/basket.slice';
import { addToast } from '../state/toasts.slice';
import { useApplyCreditsMutation } from '../api/apply-credits';
import {
  appliedCreditPence,
  mostApplicable,
  penceToPounds,
  poundsToPence,
  splitCredit,
} from '../lib/credit-amounts';
import './card-payment.css';

export const creditAppliedCopy = 'Credit successfully applied.';
export const creditNotAppliedCopy = 'Credit amount could not be applied.';

/**
 * Account credit on the checkout: what the customer has, an amount to use (all that the basket
 * can take, to start with) and Apply; once applied, how much and a way to take it off. The card
 * then pays what is left (`formattedBalance`).
 */
export function CreditPanel({
  customerId,
  symbol = DEFAULT_CURRENCY_SYMBOL,
}: {
  customerId: number;
  /** The currency symbol amounts are written with: the staff user's at the desk. */
  symbol?: string;
}) {
  const dispatch = useAppDispatch();
  const basket = useAppSelector(selectBasket);
  const [applyCredits, applying] = useApplyCreditsMutation();
  const headingId = useId();
  const offer = basket.credits;
  const total = basket.totals?.total ?? 0;
  const applied = appliedCreditPence(basket.payments);
  const most = offer ? mostApplicable(offer, total) : 0;
  const [amount, setAmount] = useState(() => penceToPounds(most));
  const [error, setError] = useState<string | null>(null);

  const available = (offer?.general.totalAvailable ?? 0) + (offer?.membership.totalAvailable ?? 0);
  if (!offer || (available <= 0 && applied === 0) || total === 0) return null;

  const setCredit = async (split: { general: number; membership: number }) => {
    const result = await applyCredits({
      creditsToReserve: [
        { amount: split.general, type: 'general' },
        { amount: split.membership, type: 'membership' },
      ],
      cartSource: 'activity-booking',
      selectedUserId: basket.selectedUserId,
    });
    await dispatch(
      getCartApi.endpoints.getCart.initiate(
        { customerId, selectedUserId: basket.selectedUserId },
        { forceRefetch: true, subscribe: false },
      ),
    );
    return 'data' in result && result.data?.reserved === true;
  };

  const onApply = async () => {
    const pence = poundsToPence(amount);
    const split = pence === null || pence === 0 || pence > most ? null : splitCredit(offer, pence);
    if (!split) {
      setError(`Enter an amount up to ${formatPence(most, symbol)}.`);
      return;
    }
    setError(null);
    const ok = await setCredit(split);
    dispatch(
      addToast(
        ok
          ? { content: creditAppliedCopy, type: 'success' }
          : { content: creditNotAppliedCopy, type: 'danger' },
      ),
    );
  };

  const onRemove = async () => {
    await setCredit({ general: 0, membership: 0 });
    setAmount(penceToPounds(most));
  };

  return (
    <section className="lido-checkout__section lido-credit" aria-labelledby={headingId}>
      <h2 id={headingId}>Account credit</h2>
      {applied > 0 ? (
        <>
          <p data-testid="credit-applied">
            {formatPence(applied, symbol)} of your account credit is paying towards this order.
          </p>
          <Button variant="secondary" onClick={() => void onRemove()} disabled={applying.isLoading}>
            Remove credit
          </Button>
        </>
      ) : (
        <>
          <p data-testid="credit-available">
            You have {formatPence(available, symbol)} of account credit.
          </p>
          <FormField
            id="credit-amount"
            label={`Credit to use (${symbol})`}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={error ?? undefined}
          />
          <Button onClick={() => void onApply()} disabled={applying.isLoading}>
            Apply credit
          </Button>
        </>
      )}
    </section>
  );
}
