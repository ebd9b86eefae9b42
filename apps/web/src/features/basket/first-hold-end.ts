import type { CartItem } from '../../shared/lib/cart';

/**
 * When the first of the basket's holds ends (each item is held from its own add), as its
 * instant's text; null for an empty basket. The basket shows one countdown, to this.
 */
export function firstHoldEnd(items: readonly CartItem[]): string | null {
  let first: { at: number; text: string } | null = null;
  for (const item of items) {
    const text = item.holdExpiresAt.utc;
    const at = Date.parse(text);
    if (first === null || at < first.at) first = { at, text };
  }
  return first?.text ?? null;
}
