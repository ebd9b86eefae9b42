import { useEffect, useState } from 'react';

/** `14:05` of the time left, or null once it has run out. */
export function holdTimeLeft(expiresAtMs: number, nowMs: number): string | null {
  const seconds = Math.ceil((expiresAtMs - nowMs) / 1000);
  if (seconds <= 0) return null;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** How long the basket keeps a place: counts down the item's hold each second. */
export function HoldCountdown({ expiresAt }: { expiresAt: string }) {
  const expiresAtMs = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const left = holdTimeLeft(expiresAtMs, now);
  const hasRunOut = left === null;

  useEffect(() => {
    if (hasRunOut) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [hasRunOut]);

  return (
    <p className="lido-basket__hold" data-testid="hold-countdown">
      {left === null ? (
        <strong>Hold expired: this place may no longer be available.</strong>
      ) : (
        <>
          Place held for <time dateTime={`PT${left.replace(':', 'M')}S`}>{left}</time>
        </>
      )}
    </p>
  );
}
