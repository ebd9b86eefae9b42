import { useNow } from '../hooks/use-now';
import './holds.css';

/** The hold's last minute, when the customer is warned. */
export const endingSoonMs = 60_000;

/** `14:05` of the time left, or null once it has run out. */
export function holdTimeLeft(expiresAtMs: number, nowMs: number): string | null {
  const seconds = Math.ceil((expiresAtMs - nowMs) / 1000);
  if (seconds <= 0) return null;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whether the hold is in its last minute (and not yet over). */
export function isEndingSoon(expiresAtMs: number, nowMs: number): boolean {
  const left = expiresAtMs - nowMs;
  return left > 0 && left <= endingSoonMs;
}

interface HoldCountdownProps {
  expiresAt: string;
  /** "Place held for" an item; "Places held for" a whole basket. */
  label?: string;
}

/**
 * How long the basket keeps a place, counting down each second. The ticking text is not a live
 * region (it would be read out every second); `HoldNotices` announces the last minute once.
 */
export function HoldCountdown({ expiresAt, label = 'Place held for' }: HoldCountdownProps) {
  const expiresAtMs = Date.parse(expiresAt);
  const now = useNow(expiresAtMs);
  const left = holdTimeLeft(expiresAtMs, now);
  const endingSoon = isEndingSoon(expiresAtMs, now);
  const className = endingSoon
    ? 'lido-basket__hold lido-basket__hold--ending'
    : 'lido-basket__hold';

  return (
    <p className={className} data-testid="hold-countdown">
      {left === null ? (
        <strong>Hold ended: the place is being given back.</strong>
      ) : (
        <>
          {label} <time dateTime={`PT${left.replace(':', 'M')}S`}>{left}</time>
          {endingSoon ? <strong> — less than a minute left</strong> : null}
        </>
      )}
    </p>
  );
}
