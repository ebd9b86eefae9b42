import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { errorCopy, isApiError } from '../lib/request-state';
import { addToast } from './toasts.slice';
import { addToCartApi } from '../api/add-to-cart';
import { endedHoldRefused } from './basket.slice';
import { addedToBasketCopy } from './cart-actions';
import type { EndedHold } from '../lib/ended-holds';

/** What holding again reads from the store. */
interface HoldAgainState {
  basket: { selectedUserId: number | null; endedHolds: EndedHold[] };
}

type HoldAgainDispatch = ThunkDispatch<HoldAgainState, unknown, UnknownAction>;

/**
 * Puts the ended holds back in the basket through the add call, one item at a time, so a place
 * that has gone does not stop the others. Each one held again leaves the list when the basket
 * answers with it (the basket slice); each refused keeps its reason beside it.
 */
export function holdAgain() {
  return async (dispatch: HoldAgainDispatch, getState: () => HoldAgainState): Promise<void> => {
    const { selectedUserId, endedHolds } = getState().basket;
    let heldAgain = 0;
    for (const hold of endedHolds) {
      const result = await dispatch(
        addToCartApi.endpoints.addToCart.initiate({ items: [hold.input], selectedUserId }),
      );
      if (!('error' in result)) {
        heldAgain += 1;
        continue;
      }
      const reason = isApiError(result.error) ? errorCopy(result.error) : null;
      dispatch(
        endedHoldRefused({
          key: hold.key,
          refusal: `${hold.label} could not be held again${reason ? `: ${reason}` : '.'}`,
        }),
      );
    }
    if (heldAgain > 0) dispatch(addToast({ content: addedToBasketCopy, type: 'success' }));
  };
}
