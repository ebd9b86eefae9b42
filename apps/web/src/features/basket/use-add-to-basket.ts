import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/store-hooks';
import { selectCartStatus } from './basket.slice';
import type { CartItemInput } from './cart';
import type { AddToBasketOptions } from './cart-actions';
import { addToBasket } from './cart-actions';

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
