import type { CartItemInput } from '../../shared/lib/cart';

interface BookableOccurrence {
  id: string | number;
  /** `purchasableOccurrence` for v2 ids, `activity` for v1 ones, as the rows carry it. */
  cartType: string;
  pricingOptionId: number;
}

/** The basket item for one place at a class or slot, or `quantity` tickets of one type. */
export function toCartItemInput(
  occurrence: BookableOccurrence,
  ticket?: { pricingOptionId: number; quantity: number; discountCustomerIds?: number[] },
): CartItemInput {
  const type = occurrence.cartType === 'activity' ? 'activity' : 'purchasableOccurrence';
  return {
    id: occurrence.id,
    type,
    pricingOptionId: ticket?.pricingOptionId ?? occurrence.pricingOptionId,
    ...(ticket ? { quantity: ticket.quantity } : {}),
    ...(ticket?.discountCustomerIds?.length
      ? { discountCustomerIds: ticket.discountCustomerIds }
      : {}),
  };
}
