import type { EstimatedPrice, Price } from '@lido/contract';
import { formatPence, wirePrice } from '../../../platform/money';
import { listPrice } from '../../venue-setup/pricing';

/** A pricing option as the availability reads load it. */
export interface PricingOption {
  id: number;
  name: string;
  kind: 'standard' | 'ticket';
  pricePence: number;
  memberPricePence: number | null;
}

/** What the caller pays for a place by the list (contexts/venue-setup/pricing: a member's price for members). */
export function pencePayable(option: PricingOption, isMember: boolean): number {
  return listPrice(option, isMember);
}

export function priceOf(option: PricingOption, isMember: boolean, currencyCode: string): Price {
  return wirePrice(pencePayable(option, isMember), currencyCode);
}

/** The option a class or court is sold with: the first standard one, else the first. */
export function standardOption(options: readonly PricingOption[]): PricingOption | undefined {
  return options.find((option) => option.kind === 'standard') ?? options[0];
}

/** The aggregated price of a times row: the lowest, estimated when the options differ. */
export function estimatedPrice(
  options: readonly PricingOption[],
  isMember: boolean,
  currencyCode: string,
): EstimatedPrice {
  const amounts = [...new Set(options.map((option) => pencePayable(option, isMember)))];
  const lowest = amounts.length > 0 ? Math.min(...amounts) : 0;
  return { is_estimated: amounts.length > 1, formatted_amount: formatPence(lowest, currencyCode) };
}
