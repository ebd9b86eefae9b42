import type { ItemPrice } from './item-price';

/** Account credit held against a basket, by kind. */
export interface CreditApplied {
  general: number;
  membership: number;
}

export interface BasketBalance {
  /** The sum of the items' prices. */
  totalPence: number;
  /** Credit counted against the total: never more than the total. */
  creditPence: number;
  /** What is left to pay by card (or at the desk). */
  balancePence: number;
}

/** The basket's total, the credit held against it and what is left to pay. */
export function basketBalance(
  items: readonly Pick<ItemPrice, 'pricePence'>[],
  credit: CreditApplied = { general: 0, membership: 0 },
): BasketBalance {
  const totalPence = items.reduce((sum, item) => sum + item.pricePence, 0);
  const creditPence = Math.min(totalPence, Math.max(0, credit.general + credit.membership));
  return { totalPence, creditPence, balancePence: totalPence - creditPence };
}

/**
 * How much of one kind of credit a basket can take: what the customer has of it, up to what is
 * left to pay once the other kind's reservation is counted.
 */
export function maxApplicable(
  totalPence: number,
  availablePence: number,
  otherKindAppliedPence: number,
): number {
  return Math.max(0, Math.min(availablePence, totalPence - otherKindAppliedPence));
}
