import { useEffect, useState } from 'react';

/** The time now, ticking each second until `untilMs` (a countdown's end) has passed. */
export function useNow(untilMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  const isTicking = now < untilMs;
  useEffect(() => {
    if (!isTicking) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [isTicking]);
  return now;
}
