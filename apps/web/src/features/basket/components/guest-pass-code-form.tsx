import { type FormEvent, useId, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/lib/store-hooks';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import type { ApiError } from '../../../shared/lib/request-state';
import { errorCopy, isApiError } from '../../../shared/lib/request-state';
import { selectSessionUser } from '../../../shared/state/auth.slice';
import { selectBasket } from '../../../shared/state/basket.slice';
import type { CartItem } from '../../../shared/lib/cart';
import { useGetClientQuery } from '../../../shared/api/get-client';
import { failureToast } from '../../../shared/state/failure-toast';
import { addToast } from '../../../shared/state/toasts.slice';
import {
  useApplyGuestPassMutation,
  useRemoveGuestPassMutation,
} from '../../../shared/api/basket-guest-pass';
import './guest-pass-code-form.css';

/** No answer at all (offline): the status copy's generic sentence. */
const unknownError: ApiError = {
  statusCode: null,
  serverMessage: null,
  validationMessages: [],
  fieldErrors: {},
};

export const guestPassCodeRequired = 'Enter the guest pass code from your email.';
export const guestPassAppliedCopy = 'Guest pass applied: one place is now free.';
export const guestPassRemovedCopy = 'Guest pass removed. You can use it another time.';

/**
 * A guest pass on a basket item: a friend's code, entered here, prices one place of the item at
 * nothing. Signed-in customers only, where the operator offers guest passes. The server says why
 * a code cannot be used (used, expired, in another basket), beside the field.
 */
export function GuestPassCodeForm({ item, isDisabled }: { item: CartItem; isDisabled: boolean }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const user = useAppSelector(selectSessionUser);
  const { selectedUserId } = useAppSelector(selectBasket);
  const client = useGetClientQuery();
  const [apply, applying] = useApplyGuestPassMutation();
  const [remove, removing] = useRemoveGuestPassMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!user || !(client.data?.guestPassesEnabled ?? false)) return null;
  const resource = item.cartableResource;
  const itemLabel = `${resource.name} on ${resource.date.datePretty} at ${resource.startsAt.format24Hour}`;
  const isBusy = isDisabled || applying.isLoading || removing.isLoading;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(guestPassCodeRequired);
      return;
    }
    const result = await apply({ cartItemId: item.id, code: code.trim(), selectedUserId });
    if ('error' in result) {
      setError(isApiError(result.error) ? errorCopy(result.error) : errorCopy(unknownError));
      return;
    }
    setError(null);
    setCode('');
    dispatch(addToast({ content: guestPassAppliedCopy, type: 'success' }));
  };

  const onRemove = async () => {
    const result = await remove({ cartItemId: item.id, selectedUserId });
    if ('error' in result) {
      if (isApiError(result.error)) dispatch(failureToast(result.error));
      return;
    }
    dispatch(addToast({ content: guestPassRemovedCopy, type: 'success' }));
  };

  if (item.guestPassCode) {
    return (
      <div className="lido-guest-pass-code__applied" data-testid="guest-pass-applied">
        <span>Guest pass {item.guestPassCode}: one place is free.</span>
        <Button
          variant="secondary"
          isTouchTarget
          aria-label={`Remove guest pass from ${itemLabel}`}
          disabled={isBusy}
          onClick={() => void onRemove()}
        >
          Remove guest pass
        </Button>
      </div>
    );
  }
  return (
    <details className="lido-guest-pass-code" open={error !== null || undefined}>
      <summary>Have a guest pass?</summary>
      <form
        className="lido-guest-pass-code__form"
        aria-label={`Guest pass for ${itemLabel}`}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <FormField
          id={`${id}-code`}
          label="Guest pass code"
          hint="As in the email, e.g. ABCDE-FGHJK"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error ?? undefined}
        />
        <Button type="submit" variant="secondary" isTouchTarget disabled={isBusy}>
          Apply guest pass
        </Button>
      </form>
    </details>
  );
}
