import type { Clock } from '../../../platform/clock';
import { createHeardChanges } from '../../../platform/db/heard-changes';
import type { NotificationListener } from '../../../platform/db/notification-listener';
import type { SerializedResponse } from '../../../platform/http/register-routes';
import type { DayRef } from './day-version';

/**
 * Anonymous availability reads, cached as serialised bodies, in every API process; what changes
 * a cached day is told by the database (decisions/036).
 *
 * Third-party watchers poll the same few days of the same activities hard. Building a day costs
 * one large query plus row building and serialisation. The triggers of migration 0046 notify the
 * channel `lido_availability` of every change to what a day is built from (the day's sessions and
 * their locations, the activity, its parent and its pricing, the venue, the operator: the rows
 * `findDayVersion` reads), naming the day, the activity, the venue or everything, and every
 * process listens (platform/db/notification-listener.ts). A request is answered from memory, with
 * no query, when all of these hold, and otherwise the day is rebuilt:
 * - no change to the day (or its activity, venue, operator) has been heard since the entry's
 *   build started, so a change committed while it was being built is never cached over;
 * - the listener is connected. While it is not (start-up, a lost connection), the day's version,
 *   read after the request arrived, must equal the one read with the cached rows (one small
 *   query, `findDayVersion`); on every (re)connection the cache forgets everything, since
 *   whatever was notified meanwhile was missed;
 * - the clock has not passed the entry's `stableUntil` (the next release, booking cut-off,
 *   `difference` text change or end of the date: see `rowsStableUntil`);
 * - the entry is younger than `ttlMs`, which bounds how long edits no trigger covers
 *   (instructor and tag names, schedule links, restrictions) can take to show, and how stale a
 *   day can get while a connection that died without a word still counts as connected.
 *
 * So spaces and bookings are as fresh as the delivery of a notification after its commit (a few
 * milliseconds), and never staler than `ttlMs`. A write by this process is heard before its
 * caller goes on (the embedded database delivers before the query resolves; on PostgreSQL the
 * writing session is told in the same answer, `DatabaseHandle.onOwnNotification`), so a
 * customer's own booking shows in the very next read of the process that took it.
 *
 * Requests for the same key share one check or build (see `createCoalescer`). Memory is bounded:
 * least recently used entries go first, by count and by bytes; the changes remembered are
 * bounded too, and those forgotten count as changes to everything built before them.
 */

/** What a built day was built from, and until when the clock alone leaves it unchanged. */
export interface DayFreshness {
  ref: DayRef;
  /** `findDayVersion` as read in the same snapshot as the rows. */
  version: string;
  builtAt: Date;
  stableUntil: Date;
}

/** A built day: a serialised body, or (`createDaySourceCache`) what bodies are built from. */
export interface BuiltDay<Value = SerializedResponse> {
  value: Value;
  freshness: DayFreshness;
}

/** The channel migration 0046's triggers notify. */
export const AVAILABILITY_CHANNEL = 'lido_availability';

/**
 * The payloads that change a day (migration 0046): the day itself, its activity (a change to
 * the activity, its parent or its pricing), its venue (the venue or a location there); and `*`,
 * everything (the operator).
 */
function changesOfDay({ venueId, categoryId, date }: DayRef): string[] {
  return [`d:${venueId}:${categoryId}:${date}`, `c:${categoryId}`, `v:${venueId}`];
}

export interface AvailabilityCacheOptions<Value = SerializedResponse> {
  clock: Clock;
  /** Bytes an entry holds, for `maxBytes`. Serialised bodies: their length. */
  sizeOf?: (value: Value) => number;
  readVersion: (ref: DayRef) => Promise<string | undefined>;
  /** Without it, the cache checks the version on every request. */
  changes?: Pick<NotificationListener, 'connected' | 'onPayload' | 'onConnect'>;
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  /** How many changed days, activities and venues are remembered. */
  maxChanges?: number;
}

export interface AvailabilityCache<Value = SerializedResponse> {
  /** The cached value for `key` if still exact, else `build()`'s, which is then cached. */
  read(key: string, build: () => Promise<BuiltDay<Value>>): Promise<Value>;
  readonly size: number;
  readonly bytes: number;
}

export const AVAILABILITY_CACHE_TTL_MS = 1_000;

/**
 * Runs at most one task per key at a time. A caller arriving while a task runs waits for the
 * next one (which it shares with everyone else who arrives meanwhile) rather than joining the
 * running one: every caller's answer comes from a task that started after it arrived, so it
 * reflects every change heard (or, checking versions, every transaction committed) before the
 * request.
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

interface Entry<Value> extends BuiltDay<Value> {
  bytes: number;
  /** How many changes had been heard when its build started. */
  heardBefore: number;
}

const bodySize = (value: unknown): number => (value as SerializedResponse).bytes.length;

export function createAvailabilityCache<Value = SerializedResponse>({
  clock,
  sizeOf = bodySize,
  readVersion,
  changes,
  ttlMs = AVAILABILITY_CACHE_TTL_MS,
  maxEntries = 500,
  maxBytes = 32 * 1024 * 1024,
  maxChanges = 10_000,
}: AvailabilityCacheOptions<Value>): AvailabilityCache<Value> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, Entry<Value>>();
  /** The keys cached for each payload that changes them. */
  const keysByChange = new Map<string, Set<string>>();
  const coalescer = createCoalescer<Value>();
  let bytes = 0;

  const heard = createHeardChanges(maxChanges);
  const changedSince = (ref: DayRef, mark: number) => heard.changedSince(changesOfDay(ref), mark);

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    for (const change of changesOfDay(entry.freshness.ref)) {
      const keys = keysByChange.get(change);
      keys?.delete(key);
      if (keys?.size === 0) keysByChange.delete(change);
    }
  };

  const forgetEverything = () => {
    heard.everything();
    entries.clear();
    keysByChange.clear();
    bytes = 0;
  };

  const remember = (key: string, built: BuiltDay<Value>, heardBefore: number) => {
    forget(key);
    const entry = { ...built, bytes: sizeOf(built.value), heardBefore };
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const change of changesOfDay(built.freshness.ref)) {
      const keys = keysByChange.get(change) ?? new Set<string>();
      keys.add(key);
      keysByChange.set(change, keys);
    }
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      forget(oldest);
    }
  };

  const hear = (payload: string) => {
    if (!/^[dcv]:/.test(payload)) {
      // `*`, or a payload this code does not know: everything may have changed.
      forgetEverything();
      return;
    }
    heard.hear(payload);
    for (const key of [...(keysByChange.get(payload) ?? [])]) forget(key);
  };

  changes?.onPayload(hear);
  changes?.onConnect(forgetEverything);

  const isCurrent = (entry: Entry<Value>, now: Date) =>
    now.getTime() <= entry.freshness.stableUntil.getTime() &&
    now.getTime() - entry.freshness.builtAt.getTime() < ttlMs &&
    !changedSince(entry.freshness.ref, entry.heardBefore);

  return {
    read(key, build) {
      return coalescer.run(key, async () => {
        const entry = entries.get(key);
        if (entry && isCurrent(entry, clock.now())) {
          if (
            changes?.connected ||
            (await readVersion(entry.freshness.ref)) === entry.freshness.version
          ) {
            entries.delete(key);
            entries.set(key, entry);
            return entry.value;
          }
        }
        forget(key);
        const heardBefore = heard.mark();
        const built = await build();
        // A change heard while it was built may have come after its snapshot: answered, not kept.
        if (!changedSince(built.freshness.ref, heardBefore)) remember(key, built, heardBefore);
        return built.value;
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
