import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/lib/store-hooks';
import { selectIsLoggedIn, selectSessionUser } from '../../../shared/state/auth.slice';
import { getCartApi, useGetCartQuery } from '../../../shared/api/get-cart';
import { selectBasket, selectPendingAdd } from '../../../shared/state/basket.slice';
import { continuePendingAdd } from '../../../shared/state/cart-actions';
import { readCartUuid } from '../../../shared/lib/cart-uuid-storage';
import { useHoldExpiryRefresh } from '../use-hold-expiry-refresh';

/**
 * Keeps the basket state in step with who is signed in: loads the basket on arrival (for the
 * header count) and again on sign-in, when the API merges the anonymous basket into the account's,
 * then sends any add that was waiting for the sign-in; and again when a hold runs out. What it
 * holds is remembered by the tab, so a reload still says which holds ended.
 */
export function CartSync() {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectSessionUser);
  const { selectedUserId, items, endedHolds, isLoaded } = useAppSelector(selectBasket);
  const pendingAdd = useAppSelector(selectPendingAdd);
  const hasAnonymousBasket = readCartUuid() !== null;
  const customerId = isLoggedIn ? (user?.id ?? null) : null;
  // Signed in but the user not known yet: wait, or the basket is fetched twice. Staff have no
  // basket of their own: theirs is the served customer's, once the desk has chosen one.
  const isDeskWithNobody = user?.type === 'staff' && selectedUserId === null;
  const skip = isLoggedIn ? customerId === null || isDeskWithNobody : !hasAnonymousBasket;
  const cart = useGetCartQuery({ customerId, selectedUserId }, { skip });
  const isSettled = !cart.isFetching;
  const refresh = useCallback(() => {
    if (skip) return;
    void dispatch(
      getCartApi.endpoints.getCart.initiate(
        { customerId, selectedUserId },
        { forceRefetch: true, subscribe: false },
      ),
    );
  }, [dispatch, skip, customerId, selectedUserId]);
  useHoldExpiryRefresh(items, refresh);

  // What the basket holds and which holds ended, kept by the tab for after a reload.
  const owner = `${customerId ?? 'visitor'}:${selectedUserId ?? ''}`;
  useEffect(() => {
    if (!isLoaded) return;
    void import('../held-items-memory').then(({ rememberHeldItems }) =>
      rememberHeldItems({ owner, items, endedHolds }, dispatch),
    );
  }, [dispatch, isLoaded, owner, items, endedHolds]);

  useEffect(() => {
    if (pendingAdd && customerId !== null && isSettled) dispatch(continuePendingAdd());
  }, [dispatch, pendingAdd, customerId, isSettled]);

  return null;
}
