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
