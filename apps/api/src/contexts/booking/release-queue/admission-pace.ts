/**
 * How fast a line is let in, adapted to the booking path's latency: the pace rises while the
 * admitted requests' 95th percentile over the last seconds is well under the target, and falls
 * at once when it passes it (additive increase is too slow for a rush; both steps are
 * multiplicative, the fall steeper than the rise, as TCP's congestion control does).
 *
 * Each API process measures its own requests; the process running the admission sweep paces
 * every line by its own measure, which stands for all of them behind a load balancer that
 * spreads requests evenly.
 */
export const LATENCY_TARGET_MS = 250;
export const MIN_ADMIT_PER_MINUTE = 60;
export const MAX_ADMIT_PER_MINUTE = 60_000;
const WINDOW_MS = 10_000;
/** Fewer samples than this say nothing about the tail: the pace holds. */
const MIN_SAMPLES = 20;

export interface LatencySampler {
  /** Notes one admitted request's duration. */
  record(durationMs: number, at: number): void;
  /** The 95th percentile of the last ten seconds, or null with too few requests to tell. */
  p95(at: number): number | null;
}

export function createLatencySampler(capacity = 4096): LatencySampler {
  const durations = new Float64Array(capacity);
  const times = new Float64Array(capacity);
  let next = 0;
  let size = 0;
  return {
    record(durationMs, at) {
      durations[next] = durationMs;
      times[next] = at;
      next = (next + 1) % capacity;
      size = Math.min(size + 1, capacity);
    },
    p95(at) {
      const recent: number[] = [];
      for (let index = 0; index < size; index += 1) {
        if (at - (times[index] ?? 0) <= WINDOW_MS) recent.push(durations[index] ?? 0);
      }
      if (recent.length < MIN_SAMPLES) return null;
      recent.sort((a, b) => a - b);
      return recent[Math.min(recent.length - 1, Math.floor(recent.length * 0.95))] ?? null;
    },
  };
}

/** The next pace from the present one and the latency measured. */
export function nextPace(admitPerMinute: number, p95Ms: number | null): number {
  // Too few requests to tell: no evidence either way, so the pace holds.
  if (p95Ms === null) return admitPerMinute;
  let pace = admitPerMinute;
  if (p95Ms > LATENCY_TARGET_MS) pace = admitPerMinute * 0.7;
  else if (p95Ms < LATENCY_TARGET_MS * 0.6) pace = admitPerMinute * 1.1;
  return Math.round(Math.min(MAX_ADMIT_PER_MINUTE, Math.max(MIN_ADMIT_PER_MINUTE, pace)));
}

/** How many places `elapsedMs` at `admitPerMinute` lets in: at least one while anyone waits. */
export function placesFor(admitPerMinute: number, elapsedMs: number): number {
  return Math.max(1, Math.floor((admitPerMinute * elapsedMs) / 60_000));
}
