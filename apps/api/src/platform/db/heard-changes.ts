/**
 * What a process has heard on a notification channel, for a cache that keeps what was built
 * before a change only while nothing it was built from has changed since. A cache takes a mark
 * (`mark()`) when a build starts and asks `changedSince(payloads, mark)` before keeping or serving
 * it: a change heard while it was being built counts, so a build that may have read the database
 * before a concurrent commit is never kept over it.
 *
 * Memory is bounded: the payloads remembered are at most `maxChanges`, and forgetting the oldest
 * counts as a change to everything built before it. `everything()` (a `*` payload, a
 * reconnection after which whatever was sent meanwhile was missed) changes all that came before.
 */
export interface HeardChanges {
  /** The number of changes heard so far: a build's mark. */
  mark(): number;
  hear(payload: string): void;
  everything(): void;
  /** Whether any of `payloads`, or everything, was heard after `mark` was taken. */
  changedSince(payloads: readonly string[], mark: number): boolean;
}

export function createHeardChanges(maxChanges = 10_000): HeardChanges {
  /** Changes heard so far: each one's number is this count when it was heard. */
  let heard = 0;
  /** The number of the latest change heard to each payload, oldest first. */
  const lastChange = new Map<string, number>();
  /** Anything built before this counts as changed. */
  let changedAllBefore = 0;
  return {
    mark: () => heard,
    hear(payload) {
      heard += 1;
      lastChange.delete(payload);
      lastChange.set(payload, heard);
      for (const oldest of lastChange.keys()) {
        if (lastChange.size <= maxChanges) break;
        changedAllBefore = Math.max(changedAllBefore, lastChange.get(oldest) ?? 0);
        lastChange.delete(oldest);
      }
    },
    everything() {
      changedAllBefore = ++heard;
      lastChange.clear();
    },
    changedSince(payloads, mark) {
      return (
        changedAllBefore > mark || payloads.some((payload) => (lastChange.get(payload) ?? 0) > mark)
      );
    },
  };
}
