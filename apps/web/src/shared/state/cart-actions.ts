import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { createAction } from '@reduxjs/toolkit';
import type { ApiError } from '../lib/request-state';
import { isApiError } from '../lib/request-state';
import { askToLogIn, LOGIN_MODAL, openModal } from './modals.slice';
import { failureToast } from './failure-toast';
import { addToast, toastCloseAfter } from './toasts.slice';
import { addToCartApi } from '../api/add-to-cart';
import { clearCartApi } from '../api/clear-cart';
import { removeFromCartApi } from '../api/remove-from-cart';
import { removeCoverApi } from '../api/remove-cover';
import { updateCartItemApi } from '../api/update-cart-item';
import type { AddToCartBody, CartItemInput } from '../lib/cart';
import { paths } from '../lib/paths';

// The basket actions the screens call. Add and remove wait 250 ms (SPEC.md section 9) so a
// double click adds once and quick removals go in one call; each reports with a section 8 toast.

export const cartDebounceMs = 250;
export const addedToBasketCopy = 'Successfully added item to the basket.';
/** The added toast's next step (issue 43): the header's basket button is not the only way. */
export const viewBasketAction = { label: 'View basket', to: paths.basket.build() };
export const removedFromBasketCopy = 'Successfully removed item from the basket.';
export const updatedInBasketCopy = 'Successfully updated item in the basket.';
export const clearedBasketCopy = 'Successfully cleared order.';
export const removedPackageCopy = 'Successfully removed package usage.';
export const removedBenefitCopy = 'Successfully removed benefit.';
/** At the desk the basket is the served customer's: with nobody served there is none to add to. */
export const serveCustomerFirstCopy =
  'Choose the customer you are serving first: find them in the Front desk bar above.';
/** Why a signed-out visitor adding a court is asked to log in (issue 43). */
export const courtsNeedAccountCopy = 'Log in to book courts: we need an account for court hire';
/** Why, for any other activity that takes no bookings without an account. */
export const activityNeedsAccountCopy = 'Log in to book this activity: it needs an account.';

/** An add waiting for the visitor to sign in (activities without anonymous bookings). */
export const pendingAddSet = createAction<AddToCartBody | null>('basket/pendingAddSet');

/** What these actions read from the store (structural: the basket slice imports this file). */
interface CartActionState {
  auth: { loggedIn: boolean; user: { isStaff?: boolean | null } | null };
  basket: { selectedUserId: number | null; pendingAdd: AddToCartBody | null };
}

type CartDispatch = ThunkDispatch<CartActionState, unknown, UnknownAction>;
type CartThunk<Result = void> = (dispatch: CartDispatch, getState: () => CartActionState) => Result;

const timers = new Map<string, ReturnType<typeof setTimeout>>();

/** Runs `run` once `cartDebounceMs` have passed without another call for the same key. */
function debounce(key: string, run: () => void): void {
  clearTimeout(timers.get(key));
  timers.set(
    key,
    setTimeout(() => {
      timers.delete(key);
      run();
    }, cartDebounceMs),
  );
}

function reportFailure(dispatch: CartDispatch, error: unknown) {
  dispatch(failureToast(isApiError(error) ? error : toUnknownError()));
}

function toUnknownError(): ApiError {
  return { statusCode: null, serverMessage: null, validationMessages: [], fieldErrors: {} };
}

function askToSignIn(dispatch: CartDispatch, body: AddToCartBody, reason?: string) {
  dispatch(pendingAddSet(body));
  dispatch(reason ? askToLogIn({ reason }) : openModal(LOGIN_MODAL));
}

function sendAdd(body: AddToCartBody): CartThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const result = await dispatch(addToCartApi.endpoints.addToCart.initiate(body));
    if (!('error' in result)) {
      dispatch(
        addToast({
          content: addedToBasketCopy,
          type: 'success',
          action: viewBasketAction,
          closeAfter: toastCloseAfter.long,
        }),
      );
      return;
    }
    // Courts and other activities without anonymous bookings: sign in, then the add continues.
    if (isApiError(result.error) && result.error.statusCode === 401 && !getState().auth.loggedIn) {
      askToSignIn(dispatch, body);
      return;
    }
    reportFailure(dispatch, result.error);
  };
}

export interface AddToBasketOptions {
  /** False for activities an anonymous visitor cannot book: the login modal opens first. */
  allowsAnonymousBookings: boolean;
  /** What the login modal says about why (courts say they need an account for court hire). */
  signInReason?: string;
}

/** Adds occurrences (with ticket quantities) to the basket, 250 ms after the last request. */
export function addToBasket(items: CartItemInput[], options: AddToBasketOptions): CartThunk {
  return (dispatch, getState) => {
    const { auth, basket } = getState();
    const body: AddToCartBody = { items, selectedUserId: basket.selectedUserId };
    if (auth.user?.isStaff && basket.selectedUserId === null) {
      dispatch(addToast({ content: serveCustomerFirstCopy, type: 'warning' }));
      return;
    }
    if (!auth.loggedIn && !options.allowsAnonymousBookings) {
      askToSignIn(dispatch, body, options.signInReason ?? activityNeedsAccountCopy);
      return;
    }
    debounce(`add:${JSON.stringify(items)}`, () => void dispatch(sendAdd(body)));
  };
}

/** Sends the add the visitor asked for before signing in. */
export function continuePendingAdd(): CartThunk {
  return (dispatch, getState) => {
    const { pendingAdd } = getState().basket;
    if (!pendingAdd) return;
    dispatch(pendingAddSet(null));
    void dispatch(sendAdd(pendingAdd));
  };
}

const pendingRemovals = new Set<number>();

/** Removes an item, batching the removals asked for within 250 ms into one call. */
export function removeFromBasket(cartItemId: number): CartThunk {
  return (dispatch, getState) => {
    pendingRemovals.add(cartItemId);
    debounce('remove', () => {
      const cartItemIds = [...pendingRemovals];
      pendingRemovals.clear();
      void (async () => {
        const result = await dispatch(
          removeFromCartApi.endpoints.removeFromCart.initiate({
            cartItemIds,
            selectedUserId: getState().basket.selectedUserId,
          }),
        );
        if ('error' in result) reportFailure(dispatch, result.error);
        else dispatch(addToast({ content: removedFromBasketCopy, type: 'success' }));
      })();
    });
  };
}

/** Changes a ticket item's quantity. */
export function updateBasketItem(cartItemId: number, quantity: number): CartThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const result = await dispatch(
      updateCartItemApi.endpoints.updateCartItem.initiate({
        cartItemId,
        body: { options: { quantity }, selectedUserId: getState().basket.selectedUserId },
      }),
    );
    if ('error' in result) reportFailure(dispatch, result.error);
    else dispatch(addToast({ content: updatedInBasketCopy, type: 'success' }));
  };
}

/**
 * Takes a package visit or a membership benefit off an item: its place is then paid for
 * instead.
 */
export function removeCover(
  cartItemId: number,
  cover: 'package' | 'benefit',
): CartThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const endpoint =
      cover === 'package'
        ? removeCoverApi.endpoints.removePackageUsage
        : removeCoverApi.endpoints.removeBenefit;
    const result = await dispatch(
      endpoint.initiate({ cartItemId, selectedUserId: getState().basket.selectedUserId }),
    );
    if ('error' in result) reportFailure(dispatch, result.error);
    else {
      const content = cover === 'package' ? removedPackageCopy : removedBenefitCopy;
      dispatch(addToast({ content, type: 'success' }));
    }
  };
}

/** Empties the basket, releasing every place it holds. */
export function clearBasket(): CartThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const result = await dispatch(
      clearCartApi.endpoints.clearCart.initiate({
        selectedUserId: getState().basket.selectedUserId,
      }),
    );
    if ('error' in result) reportFailure(dispatch, result.error);
    else dispatch(addToast({ content: clearedBasketCopy, type: 'success' }));
  };
}
