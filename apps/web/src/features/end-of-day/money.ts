import { formatPence } from '../../shared/lib/format-money';

// The desk shows every amount with the signed-in staff member's currency symbol (SPEC.md
// section 3: "Staff users have a currency symbol"), written as shared/lib/format-money.ts writes pence.

/** The most a count may be, as the API allows it: £1,000,000.00. */
export const MAX_COUNTED_PENCE = 100_000_000;

/** How far a count is from what was expected: `+£2.50 over`, `-£1.00 short`, `£0.00, exact`. */
export function formatDifference(pence: number, symbol: string): string {
  if (pence === 0) return `${formatPence(0, symbol)}, exact`;
  if (pence > 0) return `+${formatPence(pence, symbol)} over`;
  return `${formatPence(pence, symbol)} short`;
}

export const countedCashMessages = {
  required: 'Enter the cash counted.',
  negative: 'The cash counted cannot be negative.',
  format: 'Enter the cash counted in pounds and pence, for example 152.40.',
  tooMuch: (symbol: string) =>
    `The cash counted may not be greater than ${formatPence(MAX_COUNTED_PENCE, symbol)}.`,
} as const;

export type CountedCash = { pence: number } | { error: string };

/**
 * Reads what was typed as the cash counted: `152.40`, `152.4`, `152`, `1,152.40`, with or without
 * the currency symbol (the staff member's or £). Integer pence, worked out from the digits rather
 * than through floating point, so `0.29` is 29 pence and never 28.
 */
export function parseCountedCash(text: string, symbol: string): CountedCash {
  let value = text.trim();
  if (value === '') return { error: countedCashMessages.required };
  if (value.startsWith('-')) return { error: countedCashMessages.negative };
  for (const prefix of [symbol, '£']) {
    if (prefix && value.startsWith(prefix)) {
      value = value.slice(prefix.length).trim();
      break;
    }
  }
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return { error: countedCashMessages.format };
  const pounds = (match[1] ?? '').replace(/,/g, '');
  const pence = (match[2] ?? '').padEnd(2, '0');
  // Anything over the limit is refused before it can lose precision as a number.
  if (pounds.replace(/^0+/, '').length > 7) return { error: countedCashMessages.tooMuch(symbol) };
  const total = Number(pounds) * 100 + Number(pence);
  if (total > MAX_COUNTED_PENCE) return { error: countedCashMessages.tooMuch(symbol) };
  return { pence: total };
}
