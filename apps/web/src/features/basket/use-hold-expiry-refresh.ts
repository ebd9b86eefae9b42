import { useEffect } from 'react';
import type { CartItem } from '../../shared/lib/cart';

/** After a hold's end, how long to wait before asking again while the server still has it. */
export const expiryRecheckMs = 5_000;
/** Asked a moment after the end, so the server's clock has passed it too. */
const afterEndMs = 1_000;

/** When to ask for the basket again: just after its first hold ends; null for an empty one. */
export function nextExpiryCheckIn(items: readonly CartItem[], nowMs: number): number | null {
  if (items.length === 0) return null;
  const firstEnd = Math.min(...items.map((item) => Date.parse(item.holdExpiresAt.utc)));
  const untilEnd = firstEnd - nowMs + afterEndMs;
  // Already over yet still in the basket: the server's clock trails ours, ask again shortly.
  return untilEnd <= afterEndMs ? expiryRecheckMs : untilEnd;
}

/**
 * Asks for the basket again when a hold runs out, so the server gives its places back and the
 * basket says which items ended (the basket slice compares the answers), on whatever page the
 * customer is.
 */
export function useHoldExpiryRefresh(items: readonly CartItem[], refresh: () => void): void {
  useEffect(() => {
    const delay = nextExpiryCheckIn(items, Date.now());
    if (delay === null) return undefined;
    const timer = window.setTimeout(refresh, delay);
    return () => window.clearTimeout(timer);
  }, [items, refresh]);
}
