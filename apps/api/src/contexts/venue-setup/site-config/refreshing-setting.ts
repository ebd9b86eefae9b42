import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock';

/**
 * An operator setting that every page's headers need (frame ancestors, the tag manager): headers
 * must stay cheap, so the value lives in memory and is read again from the database at most once
 * per `refreshMs`, in the background while the previous value keeps serving. Only the first read
 * waits. A failed read keeps the value there was (or none) and is tried again after the interval;
 * each distinct set of ignored entries is logged once, not once a minute.
 */
export function createRefreshingSetting<T>({
  load,
  clock,
  log,
  refreshMs,
  what,
}: {
  /** Reads the setting; answers it and the entries it ignored (not logged again until they change). */
  load: () => Promise<{ value: T; ignored: string[] }>;
  clock: Clock;
  log: FastifyBaseLogger;
  refreshMs: number;
  /** What the setting is, for the log: "frame ancestors", "tag manager ids". */
  what: string;
}): { current: () => Promise<T | undefined>; refresh: () => Promise<void> } {
  let value: T | undefined;
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | undefined;
  let lastWarning = '';

  function refresh(): Promise<void> {
    loading ??= load()
      .then(
        (loaded) => {
          value = loaded.value;
          const warning = loaded.ignored.join('; ');
          if (warning && warning !== lastWarning) {
            log.warn({ entries: loaded.ignored }, `${what} that are not valid are ignored`);
          }
          lastWarning = warning;
        },
        (error: unknown) => {
          log.warn({ err: error }, `could not read the ${what}`);
        },
      )
      .finally(() => {
        loadedAt = clock.now().getTime();
        loading = undefined;
      });
    return loading;
  }

  return {
    current: async () => {
      if (clock.now().getTime() - loadedAt >= refreshMs) {
        const refreshing = refresh();
        if (value === undefined) await refreshing;
      }
      return value;
    },
    refresh,
  };
}
