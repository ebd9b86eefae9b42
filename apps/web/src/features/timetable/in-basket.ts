import { useAppDispatch, useAppSelector } from '../../shared/lib/store-hooks';
import { selectBasket } from '../../shared/state/basket.slice';
import type { CartItem } from '../../shared/lib/cart';
import { removeFromBasket } from '../../shared/state/cart-actions';

/**
 * The basket's hold on an occurrence, if any: a v2 row carries the opaque id the basket calls
 * `cartable_resource.id`, a v1 row the number it calls `v1_id`.
 */
export function basketItemsFor(
  items: readonly CartItem[],
  occurrenceId: string | number,
): CartItem[] {
  const id = String(occurrenceId);
  return items.filter(
    (item) => item.cartableResource.id === id || String(item.cartableResource.v1Id) === id,
  );
}

/** For a list of rows: each row's place in the basket and its remove action, or null. */
export function useBasketHolds() {
  const dispatch = useAppDispatch();
  const { items, status } = useAppSelector(selectBasket);
  return (occurrenceId: string | number) => {
    const held = basketItemsFor(items, occurrenceId);
    if (held.length === 0) return null;
    return {
      quantity: held.reduce((total, item) => total + item.quantity, 0),
      isRemoving: status.removingFromCart,
      remove: () => {
        for (const item of held) dispatch(removeFromBasket(item.id));
      },
    };
  };
}

export type InBasket = NonNullable<ReturnType<ReturnType<typeof useBasketHolds>>>;

/** A timetable row's place in the basket and its remove action (SPEC.md CANCEL_RESERVATION). */
export function useInBasket(occurrenceId: string | number): InBasket | null {
  return useBasketHolds()(occurrenceId);
}
