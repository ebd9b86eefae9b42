import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/lib/store-hooks';
import { selectCartStatus } from '../../shared/state/basket.slice';
import type { CartItemInput } from '../../shared/lib/cart';
import type { AddToBasketOptions } from '../../shared/state/cart-actions';
import { addToBasket } from '../../shared/state/cart-actions';

/** The timetable's Book buttons: add to the basket, and whether an add is under way. */
export function useAddToBasket() {
  const dispatch = useAppDispatch();
  const { addingToCart } = useAppSelector(selectCartStatus);
  const add = useCallback(
    (items: CartItemInput[], options: AddToBasketOptions) => dispatch(addToBasket(items, options)),
    [dispatch],
  );
  return { addToBasket: add, isAdding: addingToCart };
}
