/** How long a basket item's places are held at a time, and for how long in all. */
export interface HoldPolicy {
  /** A fresh hold (adding, re-adding) lasts this long. */
  holdMinutes: number;
  /** No hold outlives the item's first claim by more than this, however often it is renewed. */
  maxHoldMinutes: number;
}

const MINUTE = 60_000;

/**
 * When a hold first claimed at `firstClaimedAt` and renewed `now` runs out. Renewals are capped
 * by the first claim rather than counted, so a visitor or a script re-adding an item every few
 * minutes still gives its places back on time.
 */
export function holdExpiry(firstClaimedAt: Date, now: Date, policy: HoldPolicy): Date {
  const renewed = now.getTime() + policy.holdMinutes * MINUTE;
  const latest = firstClaimedAt.getTime() + policy.maxHoldMinutes * MINUTE;
  return new Date(Math.min(renewed, latest));
}
