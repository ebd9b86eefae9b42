const poundsFormat = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Integer pence as `£12.85` (SPEC.md section 9: minor units divided by 100, 2 decimals). */
export function formatPence(pence: number): string {
  return poundsFormat.format(pence / 100);
}
