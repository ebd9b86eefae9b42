import type { CartItem } from '../../shared/lib/cart';
import type { EndedHold } from '../../shared/lib/ended-holds';
import { findEndedHolds } from '../../shared/lib/ended-holds';
import { endedHoldsRecalled } from '../../shared/state/basket.slice';

// The basket names the holds that ended by comparing its answers (shared/lib/ended-holds.ts), in
// the page's memory: a reload forgot them, and the basket's first answer after it has nothing to
// compare with, so "your hold … has ended" vanished with the places. The tab keeps what its
// basket held and which holds ended (sessionStorage: this tab and this site, gone with the tab),
// and the first answer after a reload is compared with that. Loaded apart from the start.

const storageKey = 'lido-held-items';

/** What the tab remembers of a basket: whose it is, its items and the holds that ended. */
export interface HeldItemsMemo {
  /** The signed-in customer (or a visitor) and the customer served at the desk. */
  owner: string;
  items: CartItem[];
  endedHolds: EndedHold[];
}

function readMemo(): HeldItemsMemo | null {
  try {
    const text = sessionStorage.getItem(storageKey);
    return text ? (JSON.parse(text) as HeldItemsMemo) : null;
  } catch {
    return null;
  }
}

function writeMemo(memo: HeldItemsMemo): void {
  try {
    if (memo.items.length === 0 && memo.endedHolds.length === 0) {
      sessionStorage.removeItem(storageKey);
    } else {
      sessionStorage.setItem(storageKey, JSON.stringify(memo));
    }
  } catch {
    // Storage refused (private mode, full): the notices last for this page only, as before.
  }
}

/**
 * The holds that ended before the page loaded: those the tab had named, and those of its items
 * that are gone from the basket now and were due to end by `nowMs`. None for another's basket.
 */
export function endedBeforeLoad(
  memo: HeldItemsMemo | null,
  basket: Pick<HeldItemsMemo, 'owner' | 'items'>,
  nowMs: number,
): EndedHold[] {
  if (!memo || memo.owner !== basket.owner) return [];
  return [...memo.endedHolds, ...findEndedHolds(memo.items, basket.items, nowMs)];
}

/** The stores (a page load's, a test's) whose first basket has been compared with the memo. */
const recalled = new WeakSet<object>();

type RecallDispatch = (action: ReturnType<typeof endedHoldsRecalled>) => unknown;

/**
 * Called with each loaded basket: the first time for a store (once per page load), names the
 * holds that ended meanwhile (the basket slice adds them to its ended holds); every time,
 * remembers the basket.
 */
export function rememberHeldItems(basket: HeldItemsMemo, dispatch: RecallDispatch): void {
  if (!recalled.has(dispatch)) {
    recalled.add(dispatch);
    const ended = endedBeforeLoad(readMemo(), basket, Date.now());
    if (ended.length > 0) {
      dispatch(endedHoldsRecalled(ended));
      // Remembered now too, in case the slice's answer changes nothing it would write again.
      writeMemo({ ...basket, endedHolds: [...basket.endedHolds, ...ended] });
      return;
    }
  }
  writeMemo(basket);
}
