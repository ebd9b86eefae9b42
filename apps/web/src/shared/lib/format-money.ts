// Written out rather than through Intl.NumberFormat: the first currency formatter a page makes
// loads the locale's currency data, which costs a phone about 70 ms of blocked main thread on
// the timetable's first render. Integer pence need none of it.

/** The currency symbol of SPEC.md section 9 when nobody says otherwise. */
export const DEFAULT_CURRENCY_SYMBOL = '£';

/**
 * Integer pence as `£12.85`, `£1,234.50`, `-£3.00` (SPEC.md section 9: pence divided by 100, 2
 * decimals); the desk passes the staff user's currency symbol.
 */
export function formatPence(pence: number, symbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  const sign = pence < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(pence));
  const pounds = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const minor = (absolute % 100).toString().padStart(2, '0');
  return `${sign}${symbol}${pounds}.${minor}`;
}
