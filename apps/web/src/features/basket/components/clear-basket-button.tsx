import { useId, useState } from 'react';
import { Button } from '../../../shared/components/button';
import { ModalDialog } from '../../../shared/components/modal-dialog';
import { clearBasket } from '../../../shared/state/cart-actions';
import { useAppDispatch } from '../../../shared/lib/store-hooks';

export const clearBasketQuestion = 'Clear your basket?';
export const clearBasketWarning =
  'Everything in your basket will be removed and its reserved places given back. This cannot be undone.';

interface ClearBasketButtonProps {
  isDisabled: boolean;
  /** Called once the basket is empty: the page moves focus to what replaced the button. */
  onCleared: () => void;
}

/**
 * "Clear basket", a destructive (outlined) button that asks first: emptying the basket gives back
 * every place it holds. Keep is the dialog's first answer (focused, and Escape's); on Keep, or if
 * clearing fails, focus goes back to the button.
 */
export function ClearBasketButton({ isDisabled, onCleared }: ClearBasketButtonProps) {
  const dispatch = useAppDispatch();
  const [isAsking, setAsking] = useState(false);
  const [isClearing, setClearing] = useState(false);
  const descriptionId = useId();

  const keep = () => {
    if (!isClearing) setAsking(false);
  };
  const clear = async () => {
    setClearing(true);
    const isEmpty = await dispatch(async (next, getState) => {
      await next(clearBasket());
      return getState().basket.items.length === 0;
    });
    setClearing(false);
    setAsking(false);
    if (isEmpty) onCleared();
  };

  return (
    <>
      <Button
        variant="destructive"
        disabled={isDisabled}
        aria-haspopup="dialog"
        onClick={() => setAsking(true)}
      >
        Clear basket
      </Button>
      {isAsking ? (
        <ModalDialog
          role="alertdialog"
          title={clearBasketQuestion}
          describedBy={descriptionId}
          hasCloseButton={false}
          onClose={keep}
          onBackdropClick={keep}
        >
          <p id={descriptionId}>{clearBasketWarning}</p>
          <div className="lido-basket__confirm-buttons">
            <Button variant="secondary" data-autofocus disabled={isClearing} onClick={keep}>
              Keep my basket
            </Button>
            <Button
              variant="destructive"
              disabled={isClearing}
              aria-busy={isClearing || undefined}
              onClick={() => void clear()}
            >
              {isClearing ? 'Clearing…' : 'Yes, clear basket'}
            </Button>
          </div>
        </ModalDialog>
      ) : null}
    </>
  );
}
