import { formatPence } from '../../shared/lib/format-money';
import { penceToPounds, poundsToPence } from '../../shared/lib/credit-amounts';

export const priceInPoundsCopy = 'Write the price in pounds, such as 5.50.';
export const memberPriceInPoundsCopy =
  'Write the member price in pounds, such as 4.00, or leave it empty.';

/** A price's fields as typed: pounds, the member price empty when members pay the price. */
export interface PriceValues {
  price: string;
  memberPrice: string;
}

export type PriceField = keyof PriceValues;

/** What a price form starts with: 850 and null → "8.50" and "". */
export function priceValuesOf(price: { pricePence: number; memberPricePence: number | null }) {
  return {
    price: penceToPounds(price.pricePence),
    memberPrice: price.memberPricePence === null ? '' : penceToPounds(price.memberPricePence),
  };
}

/**
 * The pence to send for what was typed ("5.50" → 550; an empty member price → null), or the
 * message of each field that is not pounds with at most two decimals.
 */
export function pencePayload(
  values: PriceValues,
):
  | { pence: { pricePence: number; memberPricePence: number | null } }
  | { errors: Partial<Record<PriceField, string>> } {
  const pricePence = poundsToPence(values.price);
  const memberPricePence =
    values.memberPrice.trim() === '' ? null : poundsToPence(values.memberPrice);
  const errors: Partial<Record<PriceField, string>> = {};
  if (pricePence === null) errors.price = priceInPoundsCopy;
  if (values.memberPrice.trim() !== '' && memberPricePence === null) {
    errors.memberPrice = memberPriceInPoundsCopy;
  }
  if (pricePence === null || Object.keys(errors).length > 0) return { errors };
  return { pence: { pricePence, memberPricePence } };
}

/** The member price as the list says it: "£4.00", or "None" when members pay the price. */
export const memberPriceLabel = (pence: number | null) =>
  pence === null ? 'None' : formatPence(pence);

/** "Yoga: Standard is now £9.00 (members £5.00)." */
export function priceChangedCopy(
  activity: string,
  price: { name: string; pricePence: number; memberPricePence: number | null },
): string {
  const members =
    price.memberPricePence === null
      ? 'no member price'
      : `members ${formatPence(price.memberPricePence)}`;
  return `${activity}: ${price.name} is now ${formatPence(price.pricePence)} (${members}).`;
}
