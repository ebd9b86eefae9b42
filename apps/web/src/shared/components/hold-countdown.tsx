import { useNow } from '../hooks/use-now';
import './holds.css';

/** The hold's last two minutes, when the customer is warned (once: `HoldNotices`). */
export const endingSoonMs = 2 * 60_000;

/**
 * The time left as people say it: whole minutes while a minute or more is left ("12 min"), never
 * more than is left, then seconds ("45 sec"); null once it has run out.
 */
export function holdTimeLeft(expiresAtMs: number, nowMs: number): string | null {
  const seconds = Math.ceil((expiresAtMs - nowMs) / 1000);
  if (seconds <= 0) return null;
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min` : `${seconds} sec`;
}

/** The same time left as an ISO 8601 duration, for the `<time>` element (PT12M, PT45S). */
function isoDuration(expiresAtMs: number, nowMs: number): string {
  const seconds = Math.max(0, Math.ceil((expiresAtMs - nowMs) / 1000));
  return seconds >= 60 ? `PT${Math.floor(seconds / 60)}M` : `PT${seconds}S`;
}

/** Whether the hold is in its last two minutes (and not yet over). */
export function isEndingSoon(expiresAtMs: number, nowMs: number): boolean {
  const left = expiresAtMs - nowMs;
  return left > 0 && left <= endingSoonMs;
}

interface HoldCountdownProps {
  /** When the first of the holds ends: the basket's `expiresAt`. */
  expiresAt: string;
  /** What comes before the time left. */
  label?: string;
}

/**
 * How long the basket keeps its places: one line for the whole basket, read as a duration
 * ("Reserved for 12 min"), for the hold that ends first. It is not a live region (it would be
 * read out as it changes); `HoldNotices` announces the last two minutes once, and the end.
 */
export function HoldCountdown({ expiresAt, label = 'Reserved for' }: HoldCountdownProps) {
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
          {label} <time dateTime={isoDuration(expiresAtMs, now)}>{left}</time>
          {endingSoon ? <strong> — ending soon</strong> : null}
        </>
      )}
    </p>
  );
}
