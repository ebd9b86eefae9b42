import type { Price } from '@lido/contract';

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats integer minor units for the wire: "£12.85", "-£5.00". */
export function formatPence(pence: number, currencyCode: string): string {
  let formatter = formatters.get(currencyCode);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency: currencyCode });
    formatters.set(currencyCode, formatter);
  }
  return formatter.format(pence / 100);
}

/** The wire price object: pence beside the formatted amount (no benefit or package applied). */
export function wirePrice(pence: number, currencyCode: string): Price {
  return {
    benefit_applied: false,
    package_applied: false,
    formatted: formatPence(pence, currencyCode),
    raw: pence,
  };
}
