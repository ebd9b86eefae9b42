import type { Clock } from '../../platform/clock';
import type { SerializedResponse } from '../../platform/http/register-routes';
import type { DayRef } from './day-version';

/**
 * Anonymous availability reads, cached as serialised bodies and revalidated on every request.
 *
 * Third-party watchers poll the same few days of the same activities hard. Building a day costs
 * one large query plus row building and serialisation; checking that a built day is still exact
 * costs one small indexed query (`findDayVersion`). So a request is answered from the cache only
 * when all of these hold, and otherwise rebuilt:
 * - the day's version, read after the request arrived, equals the one read with the cached rows
 *   (every write to an occurrence, its location, the activity, its pricing, the venue or the
 *   operator changes it), so spaces and bookings are never staler than a committed transaction;
 * - the clock has not passed the entry's `stableUntil` (the next release, booking cut-off,
 *   `difference` text change or end of the date: see `rowsStableUntil`);
 * - the entry is younger than `ttlMs`, which bounds how long edits the version does not cover
 *   (instructor and tag names, schedule links) can take to show.
 *
 * Requests for the same key share one check or build (see `createCoalescer`), which is what keeps
 * a busy day cheap: fifty callers polling it cost one version query per round trip, not fifty.
 * Memory is bounded: least recently used entries go first, by count and by bytes.
 */

/** What a built day was built from, and until when the clock alone leaves it unchanged. */
export interface DayFreshness {
  ref: DayRef;
  /** `findDayVersion` as read in the same snapshot as the rows. */
  version: string;
  builtAt: Date;
  stableUntil: Date;
}

export interface BuiltDay {
  response: SerializedResponse;
  freshness: DayFreshness;
}

export interface AvailabilityCacheOptions {
  clock: Clock;
  readVersion: (ref: DayRef) => Promise<string | undefined>;
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
}

export interface AvailabilityCache {
  /** The cached body for `key` if still exact, else `build()`'s, which is then cached. */
  read(key: string, build: () => Promise<BuiltDay>): Promise<SerializedResponse>;
  readonly size: number;
  readonly bytes: number;
}

export const AVAILABILITY_CACHE_TTL_MS = 1_000;

/**
 * Runs at most one task per key at a time. A caller arriving while a task runs waits for the
 * next one (which it shares with everyone else who arrives meanwhile) rather than joining the
 * running one: every caller's answer comes from a task that started after it arrived, so it
 * reflects every transaction committed before the request.
 */
export function createCoalescer<T>(): {
  run(key: string, task: () => Promise<T>): Promise<T>;
  readonly pending: number;
} {
  const slots = new Map<string, { started: boolean; promise: Promise<T> }>();
  return {
    run(key, task) {
      const latest = slots.get(key);
      if (latest && !latest.started) return latest.promise;
      const settled = (latest?.promise ?? Promise.resolve()).then(
        () => undefined,
        () => undefined,
      );
      // Start on the next turn of the event loop, not in this microtask queue: requests read
      // from other sockets in the same turn then join this task. (PGlite runs a query
      // synchronously, so a task started at once would finish before the next request is read.)
      const started = settled.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
      const slot = {
        started: false,
        promise: started.then(() => {
          slot.started = true;
          return task();
        }),
      };
      slots.set(key, slot);
      const forget = () => {
        if (slots.get(key) === slot) slots.delete(key);
      };
      slot.promise.then(forget, forget);
      return slot.promise;
    },
    get pending() {
      return slots.size;
    },
  };
}

interface Entry extends BuiltDay {
  bytes: number;
}

export function createAvailabilityCache({
  clock,
  readVersion,
  ttlMs = AVAILABILITY_CACHE_TTL_MS,
  maxEntries = 500,
  maxBytes = 32 * 1024 * 1024,
}: AvailabilityCacheOptions): AvailabilityCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, Entry>();
  const coalescer = createCoalescer<SerializedResponse>();
  let bytes = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  const remember = (key: string, built: BuiltDay) => {
    forget(key);
    const entry = { ...built, bytes: built.response.bytes.length };
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      forget(oldest);
    }
  };

  const isCurrent = (entry: Entry, now: Date) =>
    now.getTime() <= entry.freshness.stableUntil.getTime() &&
    now.getTime() - entry.freshness.builtAt.getTime() < ttlMs;

  return {
    read(key, build) {
      return coalescer.run(key, async () => {
        const entry = entries.get(key);
        if (entry && isCurrent(entry, clock.now())) {
          if ((await readVersion(entry.freshness.ref)) === entry.freshness.version) {
            entries.delete(key);
            entries.set(key, entry);
            return entry.response;
          }
        }
        forget(key);
        const built = await build();
        remember(key, built);
        return built.response;
      });
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
