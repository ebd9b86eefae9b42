import { useAppDispatch, useAppSelector } from '../lib/store-hooks';
import { Button } from './button';
import { endedHoldsDismissed, selectBasket } from '../state/basket.slice';
import type { CartItem } from '../lib/cart';
import { endedHoldCopy, holdLabel } from '../lib/ended-holds';
import { holdAgain } from '../state/hold-again';
import { useNow } from '../hooks/use-now';
import { isEndingSoon } from './hold-countdown';
import './holds.css';

/** "A and B" / "A, B and C". */
function listOf(labels: readonly string[]): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1) ?? ''}`;
}

/** The warning for holds in their last two minutes, or null. */
export function endingSoonCopy(items: readonly CartItem[], nowMs: number): string | null {
  const ending = items.filter((item) => isEndingSoon(Date.parse(item.holdExpiresAt.utc), nowMs));
  if (ending.length === 0) return null;
  const holds = ending.length > 1 ? 'holds' : 'hold';
  return `Less than 2 minutes left on your ${holds} on ${listOf(ending.map(holdLabel))}: book now to keep your place.`;
}

/**
 * The basket's and checkout's word on its holds: a warning once a hold is in its last two
 * minutes, and which items' holds ended (kept across a reload: features/basket's held-items
 * memory), with one button to hold them all again. The messages sit in a polite live region
 * whose text changes only when a hold crosses a line, never each second: it is announced once
 * near the end and once when the hold has ended.
 */
export function HoldNotices() {
  const dispatch = useAppDispatch();
  const { items, endedHolds, status } = useAppSelector(selectBasket);
  const lastEnd = Math.max(0, ...items.map((item) => Date.parse(item.holdExpiresAt.utc)));
  const now = useNow(lastEnd);
  const warning = endingSoonCopy(items, now);

  return (
    <div className="lido-holds" data-testid="hold-notices">
      <div role="status" className="lido-holds__messages">
        {warning ? <p className="lido-holds__warning">{warning}</p> : null}
        {endedHolds.map((hold) => (
          <div key={hold.key} className="lido-holds__ended" data-testid="ended-hold">
            <p>{endedHoldCopy(hold)}</p>
            {hold.refusal ? <p>{hold.refusal}</p> : null}
          </div>
        ))}
      </div>
      {endedHolds.length > 0 ? (
        <div className="lido-holds__buttons">
          <Button disabled={status.addingToCart} onClick={() => void dispatch(holdAgain())}>
            Hold again
          </Button>
          <Button variant="secondary" onClick={() => dispatch(endedHoldsDismissed())}>
            Dismiss
          </Button>
        </div>
      ) : null}
    </div>
  );
}
