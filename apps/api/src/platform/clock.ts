/** The one source of time. Domain code takes a Clock and never calls Date.now() itself. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = {
  now: () => new Date(),
};

/** A clock that stands still until moved; for tests and deterministic seeds. */
export function fixedClock(
  start: Date,
): Clock & { set(instant: Date): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}
