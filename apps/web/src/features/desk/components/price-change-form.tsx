import type { FormEvent } from 'react';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/lib/store-hooks';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { errorCopy, isApiError } from '../../../shared/lib/request-state';
import { staffMay } from '../../../shared/lib/staff-may';
import { selectSessionUser } from '../../../shared/state/auth.slice';
import { getCartApi } from '../../../shared/api/get-cart';
import type { CartItem } from '../../../shared/lib/cart';
import { poundsToPence } from '../../../shared/lib/credit-amounts';
import { useChangeDeskPriceMutation } from '../api/desk-checkout';
import { selectServedCustomer } from '../../../shared/state/desk.slice';
import { useDeskMoney } from '../../../shared/hooks/use-desk-money';

const PRICE_INVALID = 'Enter the new price in pounds and pence, like 8 or 7.50.';
const REASON_REQUIRED = 'Say why the price changes.';

/**
 * A manager's price for one basket item of the customer served, with the reason (audited by the
 * API; a receptionist never sees this, and the API refuses them too).
 */
export function PriceChangeForm({ item }: { item: CartItem }) {
  const dispatch = useAppDispatch();
  const money = useDeskMoney();
  const user = useAppSelector(selectSessionUser);
  const served = useAppSelector(selectServedCustomer);
  const [isOpen, setIsOpen] = useState(false);
  const [price, setPrice] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ price?: string; reason?: string; form?: string }>({});
  const [change, changing] = useChangeDeskPriceMutation();
  if (!staffMay(user?.staffRole, 'prices.change-in-basket') || !served) return null;
  const id = `desk-price-${item.id}`;
  const name = `${item.cartableResource.name} at ${item.cartableResource.startsAt.format24Hour}`;

  if (!isOpen) {
    return (
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Change the price of ${name}`}
        onClick={() => setIsOpen(true)}
      >
        Change price
      </Button>
    );
  }

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    const pence = poundsToPence(price);
    const problems: typeof errors = {};
    if (pence === null) problems.price = PRICE_INVALID;
    if (reason.trim() === '') problems.reason = REASON_REQUIRED;
    setErrors(problems);
    if (pence === null || Object.keys(problems).length > 0) return;
    const result = await change({
      cartItemId: item.id,
      body: { selectedUserId: served.id, price: pence, reason: reason.trim() },
    });
    if ('error' in result) {
      if (isApiError(result.error)) {
        setErrors({
          price: result.error.fieldErrors.price?.[0],
          reason: result.error.fieldErrors.reason?.[0],
          form: errorCopy(result.error),
        });
      }
      return;
    }
    setIsOpen(false);
    if (user) {
      void dispatch(
        getCartApi.endpoints.getCart.initiate(
          { customerId: user.id, selectedUserId: served.id },
          { forceRefetch: true, subscribe: false },
        ),
      );
    }
  };

  return (
    <form
      className="lido-form lido-desk-price"
      aria-label={`New price for ${name}`}
      noValidate
      onSubmit={(event) => void onSave(event)}
    >
      <FormField
        id={`${id}-amount`}
        label="New price"
        inputMode="decimal"
        autoComplete="off"
        hint={`Now ${money(item.price.raw)}.`}
        value={price}
        error={errors.price}
        onChange={(event) => setPrice(event.target.value)}
      />
      <FormField
        id={`${id}-reason`}
        label="Reason"
        autoComplete="off"
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {errors.form && !errors.price && !errors.reason ? <p role="alert">{errors.form}</p> : null}
      <div className="lido-form__actions">
        <Button type="submit" size="sm" disabled={changing.isLoading}>
          Save price
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setIsOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
